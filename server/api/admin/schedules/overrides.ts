import type { Context } from 'hono';
import { DateTime } from 'luxon';
import type { Database } from '../../../db/database';
import type { DayOverride, DayOverrideFlags, ScheduleDayChange, ScheduleOverrides } from '../../../../runtime/generated/entities';
import overrideSchema from '../../../../schemas/entities/schedule-override.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import type { ParameterSchema } from '../../routes';
import { describeRoute, NO_INPUT } from '../../routes';
import { trimFields, validBody } from '../http';
import { auditedWrite } from '../writes';

/** 002 §8, verbatim. */
export const STATUS_CHANGED = 'Successfully change status';
export const STATUS_UNCHANGED = 'Unable to change status';
export const DAY_OVERRIDE_SAVED = 'Day-specific schedule updated successfully';
export const DAY_OVERRIDE_FAILED = 'Failed to update day-specific schedule. Please try again.';

export const OVERRIDE_PATH = '/order-pull/override';

const REPORT_PARAMS: ParameterSchema = {
  type: 'object',
  properties: { reportId: { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', description: 'The uuid of an order pull config.' } },
  required: ['reportId'],
  additionalProperties: false,
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const realDay = (date: string) => DateTime.fromFormat(date, 'yyyy-MM-dd', { zone: 'utc' }).isValid;

/** The path's report uuid of an existing order pull config, or the 400/404 answer. */
async function reportOf(c: Context, db: Database, failure: string): Promise<{ ok: true; value: string } | { ok: false; response: Response }> {
  const raw = c.req.param('reportId') ?? '';
  if (!UUID.test(raw)) return { ok: false, response: jsonError(c, 400, failure, { reportId: 'must be the uuid of an order pull config' }) };
  const reportId = raw.toLowerCase();
  const { rows } = await db.query('select 1 from order_pull_config where uuid = $1', [reportId]);
  if (rows.length === 0) return { ok: false, response: jsonError(c, 404, `${failure} There is no order pull config ${reportId}.`, { reportId: 'no such order pull config' }) };
  return { ok: true, value: reportId };
}

/**
 * Day overrides of the pull schedules calendar (002 §3 Override data / Day override, §4, §7, §8):
 * - GET /order-pull/override: `{ closed: [{ id, closed_dates }], override: [{ id, 'YYYY-MM-DD':
 *   { startTime, endTime, status, notes }, … }] }`, id being the order pull config's uuid (the
 *   calendar's reportId); dates ascending. A report with no such day is absent from the list.
 * - POST /order-pull/override/disable/{reportId} `{ date }`: that report's pull is off that day
 *   only (it joins closed_dates); /enable/{reportId} switches the day back on: it leaves closed_dates
 *   and a day override of that day set to 'disabled' turns 'enabled' (its times and notes kept), so
 *   'Enable this day' enables the day however it was switched off. 200 `{ success:
 *   'Successfully change status' }`, also when the day already was so (nothing is written).
 * - POST /order-pull/override/{reportId} `{ reportId, date, startTime, endTime, status, notes }`:
 *   stores (replaces) the report's override of that day; 200 `{ success: 'Day-specific schedule
 *   updated successfully' }`. The body's reportId must be the path's; endTime after startTime.
 * Refusals: 400 with field errors (bad uuid, impossible date, times), 404 for an unknown config.
 */
export function registerScheduleOverrides(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', OVERRIDE_PATH, NO_INPUT);
  app.get(OVERRIDE_PATH, async (c) => {
    const closed = await db.query<{ id: string; closed_dates: string[] }>(
      `select report_id::text as id, array_agg(to_char(day, 'YYYY-MM-DD') order by day) as closed_dates
         from order_pull_closed_day group by report_id order by report_id`,
    );
    const days = await db.query<{ id: string; day: string; startTime: string; endTime: string; status: DayOverrideFlags['status']; notes: string }>(
      `select report_id::text as id, to_char(day, 'YYYY-MM-DD') as day, start_time as "startTime", end_time as "endTime", status, notes
         from order_pull_day_override order by report_id, day`,
    );
    const byReport = new Map<string, { id: string; [day: string]: DayOverrideFlags | string }>();
    for (const { id, day, ...flags } of days.rows) {
      const entry = byReport.get(id) ?? { id };
      entry[day] = flags;
      byReport.set(id, entry);
    }
    const answer: ScheduleOverrides = { closed: closed.rows, override: [...byReport.values()] };
    return c.json(answer);
  });

  for (const type of ['disable', 'enable'] as const) {
    const path = `${OVERRIDE_PATH}/${type}/:reportId`;
    const route = describeRoute<ScheduleDayChange>(app, 'POST', path, { body: overrideSchema.$defs.dayChange, params: REPORT_PARAMS, success: 200 });
    app.post(path, async (c) => {
      const body = await validBody(c, route.body, STATUS_UNCHANGED, (raw) => trimFields(raw, ['date']));
      if (!body.ok) return body.response;
      const { date } = body.value;
      if (!realDay(date)) return jsonError(c, 400, STATUS_UNCHANGED, { date: 'is not a real day (YYYY-MM-DD)' });
      const report = await reportOf(c, db, STATUS_UNCHANGED);
      if (!report.ok) return report.response;
      return auditedWrite(c, db, async (tx) => {
        if (type === 'disable') {
          await tx.query('insert into order_pull_closed_day (report_id, day) values ($1, $2) on conflict (report_id, day) do nothing', [report.value, date]);
        } else {
          await tx.query('delete from order_pull_closed_day where report_id = $1 and day = $2', [report.value, date]);
          await tx.query(`update order_pull_day_override set status = 'enabled' where report_id = $1 and day = $2 and status = 'disabled'`, [report.value, date]);
        }
        return c.json({ success: STATUS_CHANGED }, 200);
      });
    });
  }

  const dayPath = `${OVERRIDE_PATH}/:reportId`;
  const day = describeRoute<DayOverride>(app, 'POST', dayPath, { body: overrideSchema.$defs.dayOverride, params: REPORT_PARAMS, success: 200 });
  app.post(dayPath, async (c) => {
    const body = await validBody(c, day.body, DAY_OVERRIDE_FAILED, (raw) => trimFields(raw, ['reportId', 'date', 'startTime', 'endTime', 'notes']));
    if (!body.ok) return body.response;
    const sent = body.value;
    const fields: Record<string, string> = {};
    if (!realDay(sent.date)) fields.date = 'is not a real day (YYYY-MM-DD)';
    if (sent.endTime <= sent.startTime) fields.endTime = 'must be after the start time';
    if (sent.reportId.toLowerCase() !== (c.req.param('reportId') ?? '').toLowerCase()) fields.reportId = "must be the path's reportId";
    if (Object.keys(fields).length > 0) return jsonError(c, 400, DAY_OVERRIDE_FAILED, fields);
    const report = await reportOf(c, db, DAY_OVERRIDE_FAILED);
    if (!report.ok) return report.response;
    return auditedWrite(c, db, async (tx) => {
      await tx.query(
        `insert into order_pull_day_override (report_id, day, start_time, end_time, status, notes) values ($1, $2, $3, $4, $5, $6)
         on conflict (report_id, day) do update set start_time = excluded.start_time, end_time = excluded.end_time, status = excluded.status, notes = excluded.notes`,
        [report.value, sent.date, sent.startTime, sent.endTime, sent.status, sent.notes ?? ''],
      );
      return c.json({ success: DAY_OVERRIDE_SAVED }, 200);
    });
  });
}
