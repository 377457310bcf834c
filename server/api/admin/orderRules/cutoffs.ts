import type { Context } from 'hono';
import type { Database, Queryable } from '../../../db/database';
import type {
  CutoffRegion,
  CutoffRegionDefault,
  CutoffRegionOverride,
  DefaultCutoffCreate,
  DefaultCutoffDelete,
  DefaultCutoffUpdate,
} from '../../../../runtime/generated/entities';
import defaultCutoffSchema from '../../../../schemas/entities/cutoff-default.schema.json' with { type: 'json' };
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute, type ParameterSchema } from '../../routes';
import { idParams, pathId, sqlState, UNIQUE_VIOLATION, validBody } from '../http';
import { listQuery, MAX_SEARCH_LENGTH } from '../paging';
import { staleRow, type RowNoun } from '../versions';
import { auditedWrite } from '../writes';
import {
  DEFAULT_CUTOFF_EFFECT,
  DEFAULT_CUTOFF_TIME,
  EFFECT_CODES,
  effectLabel,
  sqlDate,
  sqlTime,
  WEEKDAYS,
  type EffectCode,
  type Weekday,
} from './rules';

/** The filter fields of the Cutoffs region table (001 §2: Cut-Off-Time, Region, City, Effect, Day). */
export const CUTOFF_FILTER_FIELDS = ['cut_off_time', 'region', 'city', 'effect', 'day_of_week'] as const;
type CutoffFilterField = (typeof CUTOFF_FILTER_FIELDS)[number];

const filterOn = { type: 'array', items: { enum: [...CUTOFF_FILTER_FIELDS] }, description: 'Fields to search, comma-separated or repeated; none = all.' };
const REGION_TABLE_QUERY: ParameterSchema = {
  type: 'object',
  properties: {
    searchString: { type: 'string', maxLength: MAX_SEARCH_LENGTH, description: 'Case-insensitive text the region must match on one of the filterOn fields; trimmed; no NUL.' },
    filterOn,
    'filterOn[]': filterOn,
  },
  additionalProperties: false,
};

const INVALID = 'The default cutoff is not valid.';
const DEFAULT_CUTOFF: RowNoun = { one: 'Default cutoff of', many: 'Default cutoffs of' };

interface StoredDefault {
  id: number;
  region_id: number;
  region_name: string;
  day_of_week: number;
  version: number;
}

/**
 * The Cutoffs screen's calls (001 §2 Cutoffs, §3, §4, §7): the region table with each region's
 * default and override cutoffs, and add, edit and delete of default cutoffs (override cutoffs
 * are the dates-available rules: datesAvailable.ts).
 *
 * Decisions where 001 is silent: one default cutoff per region and weekday (the selectability
 * rule of 001 §5 reads 'a cutoff rule for its weekday'), so a second one is a 409 naming
 * day_of_week; default_cutoff_uuid carries the cutoff's integer id; a cutoff stays in its
 * region (PUT takes no region_id); cutoff_time and cutoff_effect default to 15:55 and NEXT_DAY
 * on POST (001 §5); DELETE takes no body (001 §7), or `{ version }` to refuse deleting a cutoff
 * changed since it was loaded. GET /cutoff/default/all lists every region (by name) with its
 * cities, and filters server-side when asked: `searchString` over `filterOn` (cut_off_time of
 * any default or override, region name, city, effect code or label, day_of_week of a default;
 * none = all), keeping a matching region whole.
 */
export function registerCutoffs(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/cutoff/default/all', { query: REGION_TABLE_QUERY });
  app.get('/cutoff/default/all', async (c) => {
    const query = listQuery(c, CUTOFF_FILTER_FIELDS, 'The cutoff list query is not valid.');
    if (!query.ok) return query.response;
    const rows = await regionTable(db);
    const needle = query.value.searchString?.toLowerCase();
    if (needle === undefined) return c.json(rows);
    return c.json(rows.filter((row) => query.value.filterOn.some((field) => searchTexts(row, field).some((text) => text.toLowerCase().includes(needle)))));
  });

  const validateCreate = describeRoute<DefaultCutoffCreate>(app, 'POST', '/cutoff/default', { body: defaultCutoffSchema.$defs.create }).body;
  app.post('/cutoff/default', async (c) => {
    const body = await validBody(c, validateCreate, INVALID);
    if (!body.ok) return body.response;
    const cutoff = { ...body.value, cutoff_time: body.value.cutoff_time ?? DEFAULT_CUTOFF_TIME, cutoff_effect: body.value.cutoff_effect ?? DEFAULT_CUTOFF_EFFECT };
    const day = WEEKDAYS.indexOf(cutoff.day_of_week);
    try {
      return await auditedWrite(c, db, async (tx) => {
        const region = await tx.query<{ region_name: string; taken: boolean }>(
          `select region_name, exists(select 1 from cutoff_default where region_id = $1 and day_of_week = $2) as taken
             from region where region_id = $1`,
          [cutoff.region_id, day],
        );
        const found = region.rows[0];
        if (!found) return jsonError(c, 400, INVALID, { region_id: 'no such region' });
        if (found.taken) return duplicate(c, found.region_name, cutoff.day_of_week);
        const { rows } = await tx.query<{ id: number }>(
          'insert into cutoff_default (region_id, day_of_week, cut_off_time, effect) values ($1, $2, $3, $4) returning id',
          [cutoff.region_id, day, cutoff.cutoff_time, EFFECT_CODES.indexOf(cutoff.cutoff_effect)],
        );
        return c.json({ success: `${described(found.region_name, cutoff.day_of_week, cutoff.cutoff_time, cutoff.cutoff_effect)} has been saved.`, id: rows[0]?.id }, 201);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, await regionName(db, cutoff.region_id), cutoff.day_of_week);
      throw error;
    }
  });

  const validateUpdate = describeRoute<DefaultCutoffUpdate>(app, 'PUT', '/cutoff/default', { body: defaultCutoffSchema.$defs.update }).body;
  app.put('/cutoff/default', async (c) => {
    const body = await validBody(c, validateUpdate, INVALID);
    if (!body.ok) return body.response;
    const cutoff = body.value;
    const day = WEEKDAYS.indexOf(cutoff.day_of_week);
    let region = '';
    try {
      return await auditedWrite(c, db, async (tx) => {
        const stored = await lockDefault(tx, cutoff.default_cutoff_uuid);
        if (!stored) return jsonError(c, 404, `There is no default cutoff ${cutoff.default_cutoff_uuid}.`);
        region = stored.region_name;
        const stale = staleRow(c, DEFAULT_CUTOFF, { id: stored.id, label: label(stored), version: cutoff.version }, stored.version);
        if (stale) return stale;
        const taken = await tx.query<{ id: number }>('select id from cutoff_default where region_id = $1 and day_of_week = $2 and id <> $3', [
          stored.region_id,
          day,
          stored.id,
        ]);
        if (taken.rows.length > 0) return duplicate(c, stored.region_name, cutoff.day_of_week);
        await tx.query('update cutoff_default set day_of_week = $3, cut_off_time = $4, effect = $5, version = version + 1 where id = $1 and version = $2', [
          stored.id,
          cutoff.version,
          day,
          cutoff.cutoff_time,
          EFFECT_CODES.indexOf(cutoff.cutoff_effect),
        ]);
        return c.json({ success: `${described(stored.region_name, cutoff.day_of_week, cutoff.cutoff_time, cutoff.cutoff_effect)} has been updated.` });
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, region, cutoff.day_of_week);
      throw error;
    }
  });

  const validateDelete = describeRoute<DefaultCutoffDelete>(app, 'DELETE', '/cutoff/default/:id', {
    body: defaultCutoffSchema.$defs.delete,
    params: idParams('id'),
  }).body;
  app.delete('/cutoff/default/:id', async (c) => {
    const id = pathId(c, 'id', 'The default cutoff id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateDelete, INVALID);
    if (!body.ok) return body.response;
    return auditedWrite(c, db, async (tx) => {
      const stored = await lockDefault(tx, id.value);
      if (!stored) return jsonError(c, 404, `There is no default cutoff ${id.value}.`);
      const sent = body.value.version;
      const stale = sent === undefined ? undefined : staleRow(c, DEFAULT_CUTOFF, { id: stored.id, label: label(stored), version: sent }, stored.version);
      if (stale) return stale;
      await tx.query('delete from cutoff_default where id = $1', [stored.id]);
      const weekday = WEEKDAYS[stored.day_of_week] ?? '';
      return c.json({ success: `Default cutoff of ${stored.region_name} on ${weekday} has been deleted: ${weekday} deliveries are closed unless a date has its own override.` });
    });
  });
}

function duplicate(c: Context, region: string, day: Weekday): Response {
  return jsonError(c, 409, `${region} already has a default cutoff on ${day}: edit that one instead.`, { day_of_week: 'already has a default cutoff in this region' });
}

/** 'Default cutoff of Winnipeg on Monday (15:55, Next-Day)'. */
function described(region: string, day: Weekday, time: string, effect: EffectCode): string {
  return `Default cutoff of ${region} on ${day} (${time}, ${effectLabel(EFFECT_CODES.indexOf(effect))})`;
}

function label(stored: StoredDefault): string {
  return `${stored.region_name} on ${WEEKDAYS[stored.day_of_week] ?? ''}`;
}

async function lockDefault(tx: Queryable, id: number): Promise<StoredDefault | undefined> {
  const { rows } = await tx.query<StoredDefault>(
    `select d.id, d.region_id, r.region_name, d.day_of_week, d.version
       from cutoff_default d join region r on r.region_id = d.region_id
      where d.id = $1 for update of d`,
    [id],
  );
  return rows[0];
}

async function regionName(db: Queryable, regionId: number): Promise<string> {
  const { rows } = await db.query<{ region_name: string }>('select region_name from region where region_id = $1', [regionId]);
  return rows[0]?.region_name ?? `Region ${regionId}`;
}

/** Every region with its province, cities, default cutoffs (Sunday first) and override cutoffs (by date). */
async function regionTable(db: Database): Promise<CutoffRegion[]> {
  const [regions, defaults, overrides, cities] = await Promise.all([
    db.query<{ region_id: number; region: string; province: string }>(
      `select r.region_id, r.region_name as region, p.name as province
         from region r join province p on p.id = r.province_id
        order by lower(r.region_name) collate "C", r.region_id`,
    ),
    db.query<{ id: number; region_id: number; day: number; cut_off_time: string; effect: number; version: number }>(
      `select id, region_id, day_of_week as day, ${sqlTime('cut_off_time')} as cut_off_time, effect, version
         from cutoff_default order by region_id, day_of_week`,
    ),
    db.query<{ id: number; region_id: number; available_date: string; cut_off_time: string; effect: number; status: boolean; version: number }>(
      `select id, region_id, ${sqlDate('available_date')} as available_date, ${sqlTime('cut_off_time')} as cut_off_time, effect, status, version
         from cutoff_override order by available_date, id`,
    ),
    db.query<{ region_id: number; city: string }>(
      `select distinct z.region_id, t.town_name as city
         from town t join zone z on z.zone_id = t.zone_id
        order by z.region_id, t.town_name`,
    ),
  ]);
  const byRegion = <Row extends { region_id: number }>(rows: readonly Row[]) => {
    const map = new Map<number, Row[]>();
    for (const row of rows) map.set(row.region_id, [...(map.get(row.region_id) ?? []), row]);
    return map;
  };
  const defaultsOf = byRegion(defaults.rows);
  const overridesOf = byRegion(overrides.rows);
  const citiesOf = byRegion(cities.rows);
  return regions.rows.map((region) => ({
    ...region,
    cities: (citiesOf.get(region.region_id) ?? []).map((row) => row.city),
    default_cutoffs: (defaultsOf.get(region.region_id) ?? []).map(
      (row): CutoffRegionDefault => ({
        id: row.id,
        region_id: row.region_id,
        day_of_week: WEEKDAYS[row.day] ?? 'Sunday',
        cut_off_time: row.cut_off_time,
        effect: EFFECT_CODES[row.effect] ?? DEFAULT_CUTOFF_EFFECT,
        effect_label: effectLabel(row.effect),
        version: row.version,
      }),
    ),
    override_cutoffs: (overridesOf.get(region.region_id) ?? []).map(
      (row): CutoffRegionOverride => ({ ...row, effect_label: effectLabel(row.effect) }),
    ),
  }));
}

/** The texts of a region row that the search on `field` looks at. */
function searchTexts(row: CutoffRegion, field: CutoffFilterField): string[] {
  switch (field) {
    case 'region':
      return [row.region];
    case 'city':
      return row.cities;
    case 'cut_off_time':
      return [...row.default_cutoffs, ...row.override_cutoffs].map((cutoff) => cutoff.cut_off_time);
    case 'effect':
      return [...row.default_cutoffs.flatMap((cutoff) => [cutoff.effect, cutoff.effect_label]), ...row.override_cutoffs.map((cutoff) => cutoff.effect_label)];
    case 'day_of_week':
      return row.default_cutoffs.map((cutoff) => cutoff.day_of_week);
  }
}
