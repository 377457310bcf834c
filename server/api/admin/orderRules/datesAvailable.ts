import type { Context } from 'hono';
import type { Database, Queryable } from '../../../db/database';
import type { OverrideCutoff, OverrideCutoffBatchCreate, OverrideCutoffDelete, RegionRuleUpdate } from '../../../../runtime/generated/entities';
import overrideSchema from '../../../../schemas/entities/cutoff-override.schema.json' with { type: 'json' };
import type { ApiVariables } from '../../auth';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, NO_INPUT } from '../../routes';
import { BUSINESS_TIME_ZONE, businessToday, isCalendarDate, type Clock } from '../clock';
import { idParams, pathId, sqlState, UNIQUE_VIOLATION, validBody } from '../http';
import { staleRow, type RowNoun } from '../versions';
import { auditedWrite } from '../writes';
import {
  DEFAULT_CUTOFF_TIME,
  DEFAULT_OVERRIDE_EFFECT,
  dateListProblem,
  effectLabel,
  listed,
  parseDateList,
  regionNames,
  sqlDate,
  sqlTime,
  unknownRegions,
} from './rules';

const INVALID = 'The available dates are not valid.';
const OVERRIDE: RowNoun = { one: 'Available date of', many: 'Available dates of' };
/** Most rules one batch add may create (dates × regions). */
export const MAX_RULES_PER_BATCH = 5000;

const SELECT_RULES = `
  select o.id, o.region_id, r.region_name, r.region_name as name, ${sqlDate('o.available_date')} as available_date,
         ${sqlTime('o.cut_off_time')} as cutoff_time, o.effect as cutoff_effect, o.status,
         ${sqlDate('o.available_date')} as rule_props, o.version
    from cutoff_override o join region r on r.region_id = o.region_id`;

interface StoredOverride {
  id: number;
  region_id: number;
  region_name: string;
  available_date: string;
  version: number;
}

/**
 * The dates-available rules (001 §2 Dates Available, §3, §7), which the Cutoffs screen shows and
 * edits as a region's override cutoffs: list, batch add (every date × every region, in one
 * transaction), delete; the edit is PUT /region-rules/{regionId}/rule with type datesAvailable
 * (`updateDateAvailable`, registered in datesClosed.ts).
 *
 * Decisions where 001 is silent: availableDates is comma-joined like dates_closed; cutoffTime and
 * cutoffEffect default to 15:55 and 1 (001 §5); a date before today (America/Winnipeg) is refused
 * (a stored one may stay on edit); a date a region already has a rule for is a 409 naming the
 * pairs (edit that rule instead); new rules are active (status true), the edit may send status;
 * the edit may move a rule to another region (the path's). DELETE takes no body (001 §7), or
 * `{ version }` to refuse deleting a rule changed since it was loaded; the date then follows its
 * weekday's default cutoff, or stays closed (001 §4).
 */
export function registerDatesAvailable(app: ApiApp, db: Database, clock: Clock): void {
  describeRoute(app, 'GET', '/dates-available-api', NO_INPUT);
  app.get('/dates-available-api', async (c) => {
    const { rows } = await db.query<Omit<OverrideCutoff, 'effect_label'>>(`${SELECT_RULES} order by o.available_date, lower(r.region_name) collate "C", o.id`);
    return c.json(rows.map((row): OverrideCutoff => ({ ...row, effect_label: effectLabel(row.cutoff_effect) })));
  });

  const validateCreate = describeRoute<OverrideCutoffBatchCreate>(app, 'POST', '/dates-available-api', { body: overrideSchema.$defs.batchCreate }).body;
  app.post('/dates-available-api', async (c) => {
    const body = await validBody(c, validateCreate, INVALID);
    if (!body.ok) return body.response;
    const { regions } = body.value;
    const time = body.value.cutoffTime ?? DEFAULT_CUTOFF_TIME;
    const effect = body.value.cutoffEffect ?? DEFAULT_OVERRIDE_EFFECT;
    const list = parseDateList(body.value.availableDates);
    const fields: Record<string, string> = {};
    const missing: string[] = [];
    if (list.dates.length === 0 && list.bad.length === 0) missing.push((fields.availableDates = 'Please Input Available Dates'));
    if (regions.length === 0) missing.push((fields.regions = 'Please Choose Regions'));
    const problem = dateListProblem(list, businessToday(clock()));
    if (problem) fields.availableDates = problem;
    if (list.dates.length * regions.length > MAX_RULES_PER_BATCH) fields.regions = `dates × regions must be at most ${MAX_RULES_PER_BATCH}`;
    if (Object.keys(fields).length > 0) return jsonError(c, 400, missing[0] ?? INVALID, fields);
    try {
      return await auditedWrite(c, db, async (tx) => {
        const names = await regionNames(tx, regions);
        const unknown = unknownRegions(regions, names);
        if (Object.keys(unknown).length > 0) return jsonError(c, 400, INVALID, unknown);
        const taken = await tx.query<{ region_id: number; available_date: string }>(
          `select region_id, ${sqlDate('available_date')} as available_date from cutoff_override
            where region_id = any($1::int[]) and available_date = any($2::date[]) order by available_date, region_id`,
          [regions, list.dates],
        );
        if (taken.rows.length > 0) {
          const pairs = taken.rows.map((row) => `${names.get(row.region_id) ?? row.region_id} on ${row.available_date}`);
          return jsonError(c, 409, `Already available: ${listed(pairs)}. Edit those dates instead.`, { availableDates: 'already available in a chosen region' });
        }
        const { rows } = await tx.query<{ id: number }>(
          `insert into cutoff_override (region_id, available_date, cut_off_time, effect)
           select region, day, $3::time, $4::smallint from unnest($1::int[]) as region cross join unnest($2::date[]) as day
           order by day, region returning id`,
          [regions, list.dates, time, effect],
        );
        const what = list.dates.length === 1 ? `Available date ${list.dates[0] ?? ''} has` : `Available dates ${listed(list.dates)} have`;
        const where = listed(regions.map((id) => names.get(id) ?? String(id)));
        return c.json({ success: `${what} been added for ${where} (${time}, ${effectLabel(effect)}).`, ids: rows.map((row) => row.id) }, 201);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return jsonError(c, 409, 'A chosen region already has one of these dates available: reload and try again.', { availableDates: 'already available in a chosen region' });
      throw error;
    }
  });

  const validateDelete = describeRoute<OverrideCutoffDelete>(app, 'DELETE', '/dates-available-api/:id', { body: overrideSchema.$defs.delete, params: idParams('id') }).body;
  app.delete('/dates-available-api/:id', async (c) => {
    const id = pathId(c, 'id', 'The available date id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateDelete, INVALID);
    if (!body.ok) return body.response;
    return auditedWrite(c, db, async (tx) => {
      const stored = await lockOverride(tx, id.value);
      if (!stored) return jsonError(c, 404, `There is no available date ${id.value}.`);
      const sent = body.value.version;
      const stale = sent === undefined ? undefined : staleRow(c, OVERRIDE, { id: stored.id, label: label(stored), version: sent }, stored.version);
      if (stale) return stale;
      await tx.query('delete from cutoff_override where id = $1', [stored.id]);
      return c.json({
        success: `Available date ${stored.available_date} of ${stored.region_name} has been deleted: the date follows its weekday's default cutoff again, or stays closed.`,
      });
    });
  });
}

/** The datesAvailable fields of PUT /region-rules/{regionId}/rule, checked. */
interface DateAvailableChange {
  id: number;
  date: string;
  time: string;
  effect: number;
  status: boolean | undefined;
  version: number;
}

/** The datesAvailable edit's fields, or 400 field errors. */
function changeOf(body: RegionRuleUpdate): { ok: true; value: DateAvailableChange } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const { id, availableDates, cutoffTime, cutoffEffect } = body;
  if (id === undefined) fields.id = 'is required';
  if (availableDates === undefined) fields.availableDates = 'is required';
  else if (!isCalendarDate(availableDates.trim())) fields.availableDates = 'must be one date, YYYY-MM-DD (e.g. 2024-01-01)';
  if (cutoffTime === undefined) fields.cutoffTime = 'is required';
  if (cutoffEffect === undefined) fields.cutoffEffect = 'is required';
  if (body.closeDates !== undefined) fields.closeDates = 'is not allowed with type datesAvailable';
  if (id === undefined || availableDates === undefined || cutoffTime === undefined || cutoffEffect === undefined || Object.keys(fields).length > 0) {
    return { ok: false, fields };
  }
  return { ok: true, value: { id, date: availableDates.trim(), time: cutoffTime, effect: cutoffEffect, status: body.status, version: body.version } };
}

/**
 * PUT /region-rules/{regionId}/rule with type datesAvailable (001 §7): rule `id` gets the
 * region of the path, the date, time, effect and (when sent) status. Runs the audited write.
 */
export async function updateDateAvailable(c: Context<{ Variables: ApiVariables }>, db: Database, clock: Clock, regionId: number, body: RegionRuleUpdate): Promise<Response> {
  const change = changeOf(body);
  if (!change.ok) return jsonError(c, 400, INVALID, change.fields);
  const { id, date, time, effect, status, version } = change.value;
  const duplicate = (region: string) =>
    jsonError(c, 409, `${region} already has ${date} available: edit that date instead.`, { availableDates: 'already available in this region' });
  let regionLabel = `Region ${regionId}`;
  try {
    return await auditedWrite(c, db, async (tx) => {
      const names = await regionNames(tx, [regionId]);
      const region = names.get(regionId);
      if (region === undefined) return jsonError(c, 404, `There is no region ${regionId}.`);
      regionLabel = region;
      const stored = await lockOverride(tx, id);
      if (!stored) return jsonError(c, 404, `There is no available date ${id}.`);
      const stale = staleRow(c, OVERRIDE, { id, label: label(stored), version }, stored.version);
      if (stale) return stale;
      const today = businessToday(clock());
      if (date < today && date !== stored.available_date) {
        return jsonError(c, 400, INVALID, { availableDates: `${date} is before today (${today}, ${BUSINESS_TIME_ZONE})` });
      }
      const taken = await tx.query('select 1 from cutoff_override where region_id = $1 and available_date = $2 and id <> $3', [regionId, date, id]);
      if (taken.rows.length > 0) return duplicate(region);
      await tx.query(
        `update cutoff_override set region_id = $3, available_date = $4, cut_off_time = $5, effect = $6, status = coalesce($7, status), version = version + 1
          where id = $1 and version = $2`,
        [id, version, regionId, date, time, effect, status ?? null],
      );
      return c.json({ success: `Available date ${date} of ${region} has been updated (${time}, ${effectLabel(effect)}).` });
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(regionLabel);
    throw error;
  }
}

function label(stored: StoredOverride): string {
  return `${stored.region_name} on ${stored.available_date}`;
}

async function lockOverride(tx: Queryable, id: number): Promise<StoredOverride | undefined> {
  const { rows } = await tx.query<StoredOverride>(
    `select o.id, o.region_id, r.region_name, ${sqlDate('o.available_date')} as available_date, o.version
       from cutoff_override o join region r on r.region_id = o.region_id
      where o.id = $1 for update of o`,
    [id],
  );
  return rows[0];
}
