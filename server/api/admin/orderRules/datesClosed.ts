import type { Context } from 'hono';
import type { Database } from '../../../db/database';
import type { DatesClosedBatchCreate, DatesClosedRule, RegionRule, RegionRuleUpdate } from '../../../../runtime/generated/entities';
import closedRuleSchema from '../../../../schemas/entities/date-closed-rule.schema.json' with { type: 'json' };
import type { ApiVariables } from '../../auth';
import type { ApiApp } from '../../common';
import { conflictError, jsonError } from '../../errors';
import { describeRoute, NO_INPUT } from '../../routes';
import { businessToday, type Clock } from '../clock';
import { idParams, pathId, sqlState, UNIQUE_VIOLATION, validBody } from '../http';
import { staleRow, type RowNoun } from '../versions';
import { auditedWrite } from '../writes';
import { updateDateAvailable } from './datesAvailable';
import { dateListProblem, listed, parseDateList, regionNames, sqlDateList, unknownRegions } from './rules';

const INVALID = 'The closed dates are not valid.';
const INVALID_RULE = 'The region rule is not valid.';
const CLOSED_RULE: RowNoun = { one: 'The dates-closed rule of', many: 'The dates-closed rules of' };

const SELECT_RULES = `
  select r.region_id as id, r.region_id, r.region_name, r.short_code, r.region_name as name, 'dates_closed' as rule_name,
         ${sqlDateList('d.closed_dates')} as rule_props, coalesce(d.version, 0) as version
    from region r left join date_closed_rule d on d.region_id = r.region_id`;

/**
 * The dates closed per region (001 §2 Dates Closed, the Cutoffs screen's dates-closed modal, §3,
 * §5, §7): the list of every region's rule, the batch add, one region's rule, and the region
 * rule update (type datesClosed here; type datesAvailable in datesAvailable.ts).
 *
 * Decisions where 001 is silent: a region has one dates-closed rule, keyed by the region (its id
 * is the region_id), created by its first closed date; regions without one are listed with
 * rule_props '' and version 0, and an update of such a region sends version 0 (409 if a rule
 * appeared meanwhile). The batch add (201 `{ success, ids }`, ids = the regions' rule ids)
 * adds the dates to what each region has (a date already closed is no change). Dates are
 * YYYY-MM-DD, comma-joined, at most 400 a call; a date before today in America/Winnipeg is
 * refused, except that an update may keep (or drop) past dates already stored. The update
 * replaces the region's dates with closeDates (empty clears them). Nothing is written on any
 * refusal.
 */
export function registerDatesClosed(app: ApiApp, db: Database, clock: Clock): void {
  describeRoute(app, 'GET', '/region-rule-api', NO_INPUT);
  app.get('/region-rule-api', async (c) => {
    const { rows } = await db.query<DatesClosedRule>(`${SELECT_RULES} order by lower(r.region_name) collate "C", r.region_id`);
    return c.json(rows);
  });

  const validateBatch = describeRoute<DatesClosedBatchCreate>(app, 'POST', '/dates-closed-api', { body: closedRuleSchema.$defs.batchCreate }).body;
  app.post('/dates-closed-api', async (c) => {
    const body = await validBody(c, validateBatch, INVALID);
    if (!body.ok) return body.response;
    const { regions } = body.value;
    const list = parseDateList(body.value.dates_closed);
    const fields: Record<string, string> = {};
    const missing: string[] = [];
    if (list.dates.length === 0 && list.bad.length === 0) missing.push((fields.dates_closed = 'Please Input Closed Dates'));
    if (regions.length === 0) missing.push((fields.regions = 'Please Choose Regions'));
    const problem = dateListProblem(list, businessToday(clock()));
    if (problem) fields.dates_closed = problem;
    if (Object.keys(fields).length > 0) return jsonError(c, 400, missing[0] ?? INVALID, fields);
    return auditedWrite(c, db, async (tx) => {
      const names = await regionNames(tx, regions);
      const unknown = unknownRegions(regions, names);
      if (Object.keys(unknown).length > 0) return jsonError(c, 400, INVALID, unknown);
      await tx.query(
        `insert into date_closed_rule (region_id, closed_dates)
         select region, $2::date[] from unnest($1::int[]) as region
         on conflict (region_id) do update
            set closed_dates = array(select distinct day from unnest(date_closed_rule.closed_dates || excluded.closed_dates) as day order by day),
                version = date_closed_rule.version + 1
          where not (excluded.closed_dates <@ date_closed_rule.closed_dates)`,
        [regions, list.dates],
      );
      const what = list.dates.length === 1 ? `Closed date ${list.dates[0] ?? ''} has` : `Closed dates ${listed(list.dates)} have`;
      const where = listed(regions.map((id) => names.get(id) ?? String(id)));
      return c.json({ success: `${what} been added for ${where}.`, ids: regions }, 201);
    });
  });

  describeRoute(app, 'GET', '/region-rules/:regionId/rule', { params: idParams('regionId') });
  app.get('/region-rules/:regionId/rule', async (c) => {
    const regionId = pathId(c, 'regionId', 'The region id is not valid.');
    if (!regionId.ok) return regionId.response;
    const { rows } = await db.query<DatesClosedRule>(`${SELECT_RULES} where r.region_id = $1`, [regionId.value]);
    const rule = rows[0];
    if (!rule) return jsonError(c, 404, `There is no region ${regionId.value}.`);
    const answer: RegionRule = { ...rule, datesClosed: rule.rule_props };
    return c.json(answer);
  });

  const validateUpdate = describeRoute<RegionRuleUpdate>(app, 'PUT', '/region-rules/:regionId/rule', {
    body: closedRuleSchema.$defs.regionRuleUpdate,
    params: idParams('regionId'),
  }).body;
  app.put('/region-rules/:regionId/rule', async (c) => {
    const regionId = pathId(c, 'regionId', 'The region id is not valid.');
    if (!regionId.ok) return regionId.response;
    const body = await validBody(c, validateUpdate, INVALID_RULE);
    if (!body.ok) return body.response;
    if (body.value.type === 'datesAvailable') return updateDateAvailable(c, db, clock, regionId.value, body.value);
    return updateDatesClosed(c, db, clock, regionId.value, body.value);
  });
}

/** PUT /region-rules/{regionId}/rule with type datesClosed: the region's closed dates become closeDates. */
async function updateDatesClosed(c: Context<{ Variables: ApiVariables }>, db: Database, clock: Clock, regionId: number, body: RegionRuleUpdate): Promise<Response> {
  const fields: Record<string, string> = {};
  for (const field of ['id', 'availableDates', 'cutoffTime', 'cutoffEffect', 'status'] as const) {
    if (body[field] !== undefined) fields[field] = 'is not allowed with type datesClosed';
  }
  if (body.closeDates === undefined) fields.closeDates = 'is required';
  if (body.closeDates === undefined || Object.keys(fields).length > 0) return jsonError(c, 400, INVALID, fields);
  const list = parseDateList(body.closeDates);
  let region = `Region ${regionId}`;
  try {
    return await auditedWrite(c, db, async (tx) => {
      const name = (await regionNames(tx, [regionId])).get(regionId);
      if (name === undefined) return jsonError(c, 404, `There is no region ${regionId}.`);
      region = name;
      const found = await tx.query<{ dates: string; version: number }>(
        `select ${sqlDateList('closed_dates')} as dates, version from date_closed_rule where region_id = $1 for update`,
        [regionId],
      );
      const stored = found.rows[0];
      const stale = staleRow(c, CLOSED_RULE, { id: regionId, label: name, version: body.version }, stored?.version ?? 0);
      if (stale) return stale;
      const kept = new Set(stored?.dates.split(',') ?? []);
      const problem = dateListProblem(list, businessToday(clock()), kept);
      if (problem) return jsonError(c, 400, INVALID, { closeDates: problem });
      if (stored) {
        await tx.query('update date_closed_rule set closed_dates = $3::date[], version = version + 1 where region_id = $1 and version = $2', [
          regionId,
          body.version,
          list.dates,
        ]);
      } else {
        await tx.query('insert into date_closed_rule (region_id, closed_dates) values ($1, $2::date[])', [regionId, list.dates]);
      }
      const success =
        list.dates.length === 0 ? `Closed dates of ${name} have been cleared.` : `Closed dates of ${name} have been updated: ${listed(list.dates, 10)}.`;
      return c.json({ success });
    });
  } catch (error) {
    // A first rule for the region written by another call since this one read none.
    if (sqlState(error) === UNIQUE_VIOLATION) {
      return conflictError(c, `The dates-closed rule of ${region} was changed by someone else since you loaded it. Reload it and apply your changes again.`, [regionId], {
        version: 'the rule changed since it was loaded',
      });
    }
    throw error;
  }
}
