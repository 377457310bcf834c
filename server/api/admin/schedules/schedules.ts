import type { Context } from 'hono';
import type { Database, Queryable } from '../../../db/database';
import type { OrderPullSchedule, OrderPullScheduleChange, OrderPullScheduleSubmit } from '../../../../runtime/generated/entities';
import scheduleSchema from '../../../../schemas/entities/order-pull-schedule.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, NO_INPUT } from '../../routes';
import { sqlState, trimFields, UNIQUE_VIOLATION, validBody } from '../http';
import { staleRow, type RowNoun } from '../versions';
import { auditedWrite } from '../writes';
import { checkScheduleForm, type ScheduleForm } from './scheduleForm';

/** 002 §8, verbatim. */
export const SCHEDULE_SUBMITTED = 'Schedule submitted successfully';
export const SCHEDULE_FAILED = 'Failed to submit schedule';
export const SCHEDULES_PATH = '/order-pull/schedules';

const INVALID_CHANGE = 'The schedule change is not valid.';
const SCHEDULE: RowNoun = { one: 'Schedule', many: 'Schedules' };
const FORM_FIELDS = ['state', 'description', 'scheduleExpression', 'groupName', 'input', 'timezone'] as const;

const COLUMNS = `name, state, description, schedule_expression as "scheduleExpression", timezone as "scheduleExpressionTimezone",
  timezone, group_name as "groupName", input, version`;

const TRIMMED = ['name', 'description', 'scheduleExpression', 'groupName', 'input', 'timezone'];

async function configExists(db: Queryable, uuid: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('select exists (select 1 from order_pull_config where uuid = $1) as found', [uuid]);
  return rows[0]?.found === true;
}

/** The form checked, the order pull it names included: the form, or a 400 naming every bad field. */
async function checkedForm(c: Context, db: Database, sent: OrderPullScheduleSubmit): Promise<{ ok: true; value: ScheduleForm } | { ok: false; response: Response }> {
  const form = checkScheduleForm(sent);
  if (!form.ok) return { ok: false, response: jsonError(c, 400, SCHEDULE_FAILED, form.fields) };
  if (!(await configExists(db, form.value.reportId))) {
    return { ok: false, response: jsonError(c, 400, SCHEDULE_FAILED, { input: 'names no order pull config: choose one from the list' }) };
  }
  return form;
}

/**
 * Schedule calls of 002 §7 (Schedules), for the Schedules list, Schedule config and the pull
 * schedules calendar:
 * - GET /order-pull/schedules: every schedule by name, `OrderPullSchedule[]`.
 * - POST /order-pull/schedules: the full form, creates; 200 `{ success: 'Schedule submitted
 *   successfully' }`. The name must already start with EXP_ (any case; the form adds it, 002 §5):
 *   one without it is a 400 naming `name`, not silently prefixed; the prefix is stored upper-case.
 *   The expression must be a valid six-field AWS cron in cron( ); input a JSON text
 *   `{"uuid": …}` of an existing order pull config; timezone a known zone. A taken name is a 409.
 * - PUT /order-pull/schedules: `{ type: enable|disable, name, version? }` sets the state; the full
 *   form with `version` updates the schedule of that name (the name never changes; 409 when stale)
 *   and answers its new `version`.
 * Every refusal is `{ error: 'Failed to submit schedule', fields }` (400) or a 404/409, nothing written.
 */
export function registerSchedules(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', SCHEDULES_PATH, NO_INPUT);
  app.get(SCHEDULES_PATH, async (c) => {
    const { rows } = await db.query<OrderPullSchedule>(`select ${COLUMNS} from order_pull_schedule order by lower(name) collate "C", id`);
    return c.json(rows);
  });

  const create = describeRoute<OrderPullScheduleSubmit>(app, 'POST', SCHEDULES_PATH, { body: scheduleSchema.$defs.submit, success: 200 });
  app.post(SCHEDULES_PATH, async (c) => {
    const body = await validBody(c, create.body, SCHEDULE_FAILED, (raw) => trimFields(raw, TRIMMED));
    if (!body.ok) return body.response;
    const form = await checkedForm(c, db, body.value);
    if (!form.ok) return form.response;
    const { name, state, description, scheduleExpression, groupName, input, timezone } = form.value;
    const duplicate = () => jsonError(c, 409, `A schedule named ${name} already exists: edit it, or choose another name.`, { name: 'already exists' });
    try {
      return await auditedWrite(c, db, async (tx) => {
        const taken = await tx.query('select 1 from order_pull_schedule where lower(name) = lower($1)', [name]);
        if (taken.rows.length > 0) return duplicate();
        await tx.query(
          `insert into order_pull_schedule (name, state, description, schedule_expression, group_name, input, timezone) values ($1, $2, $3, $4, $5, $6, $7)`,
          [name, state, description, scheduleExpression, groupName, input, timezone],
        );
        return c.json({ success: SCHEDULE_SUBMITTED }, 200);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate();
      throw error;
    }
  });

  const change = describeRoute<OrderPullScheduleChange>(app, 'PUT', SCHEDULES_PATH, { body: scheduleSchema.$defs.change });
  app.put(SCHEDULES_PATH, async (c) => {
    const body = await validBody(c, change.body, INVALID_CHANGE, (raw) => trimFields(raw, TRIMMED));
    if (!body.ok) return body.response;
    const sent = body.value;
    const missing = FORM_FIELDS.filter((field) => sent[field] === undefined);
    if (sent.type !== undefined && missing.length < FORM_FIELDS.length) {
      return jsonError(c, 400, INVALID_CHANGE, { type: 'is sent with the name alone (enable or disable), not with the form' });
    }
    if (sent.type === undefined && missing.length > 0) {
      return jsonError(c, 400, INVALID_CHANGE, Object.fromEntries(missing.map((field) => [field, 'is required to update a schedule (or send type enable or disable)'])));
    }
    if (sent.type === undefined && sent.version === undefined) return jsonError(c, 400, INVALID_CHANGE, { version: 'is required to update a schedule: the version it was loaded with' });
    let form: ScheduleForm | undefined;
    if (sent.type === undefined) {
      const checked = await checkedForm(c, db, { ...sent, state: sent.state ?? 'ENABLED', description: sent.description ?? '', scheduleExpression: sent.scheduleExpression ?? '', groupName: sent.groupName ?? '', input: sent.input ?? '', timezone: sent.timezone ?? '' });
      if (!checked.ok) return checked.response;
      form = checked.value;
    }
    return auditedWrite(c, db, async (tx) => {
      const { rows } = await tx.query<{ id: number; name: string; state: string; version: number }>(
        'select id, name, state, version from order_pull_schedule where lower(name) = lower($1) for update',
        [sent.name],
      );
      const found = rows[0];
      if (!found) return jsonError(c, 404, `There is no schedule ${sent.name}: it may have been removed. Reload the list.`, { name: 'no such schedule' });
      if (sent.version !== undefined) {
        const stale = staleRow(c, SCHEDULE, { id: found.id, label: found.name, version: sent.version }, found.version);
        if (stale) return stale;
      }
      if (form) {
        await tx.query(
          `update order_pull_schedule set state = $2, description = $3, schedule_expression = $4, group_name = $5, input = $6, timezone = $7, version = version + 1 where id = $1`,
          [found.id, form.state, form.description, form.scheduleExpression, form.groupName, form.input, form.timezone],
        );
        // The new version, so a caller can take the update back (the calendar's Edit, when its report's update then fails).
        return c.json({ success: SCHEDULE_SUBMITTED, version: found.version + 1 });
      }
      const state = sent.type === 'enable' ? 'ENABLED' : 'DISABLED';
      if (found.state === state) return c.json({ success: `Schedule ${found.name} was already ${sent.type}d.` });
      await tx.query('update order_pull_schedule set state = $2, version = version + 1 where id = $1', [found.id, state]);
      return c.json({ success: `Schedule ${found.name} has been ${sent.type}d.` });
    });
  });
}
