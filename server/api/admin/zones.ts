import type { Database, Queryable } from '../../db/database';
import type { Zone, ZoneBatchUpdate, ZoneCreate, ZoneDelete } from '../../../runtime/generated/entities';
import zoneSchema from '../../../schemas/entities/zone.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { describeRoute } from '../routes';
import { jsonError } from '../errors';
import { counted, FOREIGN_KEY_VIOLATION, idParams, pathId, sqlState, summary, trimFields, UNIQUE_VIOLATION, validBody } from './http';
import { listQuery, listQuerySchema, pagedRows, type SearchField } from './paging';
import { staleRows, type RowNoun } from './versions';
import { auditedWrite } from './writes';


export const ZONE_FILTER_FIELDS = ['zone_name', 'region_name'] as const;
type ZoneFilterField = (typeof ZONE_FILTER_FIELDS)[number];

const SEARCH: Record<ZoneFilterField, SearchField> = {
  zone_name: { expression: 'lower(z.zone_name)' },
  region_name: { expression: 'lower(r.region_name)' },
};

const INVALID = 'The zone is not valid.';
const INVALID_CHANGES = 'The zone changes are not valid.';
const ZONE: RowNoun = { one: 'Zone', many: 'Zones' };

/** Zone calls of 000 §7: paged list, add, batch update (with the versions loaded), delete. */
export function registerZones(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/places/zone', { query: listQuerySchema(ZONE_FILTER_FIELDS) });
  app.get('/places/zone', async (c) => {
    const query = listQuery(c, ZONE_FILTER_FIELDS, 'The zone list query is not valid.');
    if (!query.ok) return query.response;
    const page = await pagedRows<Zone, ZoneFilterField>(
      db,
      {
        columns: 'z.zone_id, z.zone_id as id, z.zone_name, z.zone_name as name, z.region_id, r.region_name, z.version',
        from: 'zone z join region r on r.region_id = z.region_id',
        orderBy: 'lower(z.zone_name) collate "C", lower(r.region_name) collate "C", z.zone_id',
        searchFields: SEARCH,
      },
      query.value,
    );
    return c.json(page);
  });

  const validateCreate = describeRoute<ZoneCreate>(app, 'POST', '/places/zone', { body: zoneSchema.$defs.create }).body;
  app.post('/places/zone', async (c) => {
    const body = await validBody(c, validateCreate, INVALID, (raw) => trimFields(raw, ['zone_name']));
    if (!body.ok) return body.response;
    const { zone_name, region_id } = body.value;
    const duplicate = (region: string) =>
      jsonError(c, 409, `A zone named ${zone_name} already exists in ${region}.`, { zone_name: 'already exists in this region' });
    try {
      return await auditedWrite(c, db, async (tx) => {
        const region = await tx.query<{ region_name: string; taken: boolean }>(
          `select region_name,
                  exists(select 1 from zone where region_id = $1 and lower(zone_name) = lower($2)) as taken
             from region where region_id = $1`,
          [region_id, zone_name],
        );
        const found = region.rows[0];
        if (!found) return jsonError(c, 400, INVALID, { region_id: 'no such region' });
        if (found.taken) return duplicate(found.region_name);
        const { rows } = await tx.query<{ zone_id: number }>(
          'insert into zone (zone_name, region_id) values ($1, $2) returning zone_id',
          [zone_name, region_id],
        );
        return c.json({ success: `Zone ${zone_name} has been saved.`, zone_id: rows[0]?.zone_id }, 201);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(await regionName(db, region_id));
      throw error;
    }
  });

  const validateBatch = describeRoute<ZoneBatchUpdate>(app, 'PUT', '/places/zone', { body: zoneSchema.$defs.batchUpdate }).body;
  app.put('/places/zone', async (c) => {
    const body = await validBody(c, validateBatch, INVALID_CHANGES, (raw) => trimFields(raw, ['zoneNameArray']));
    if (!body.ok) return body.response;
    const rows = batchRows(body.value);
    if (!rows.ok) return jsonError(c, 400, INVALID_CHANGES, rows.fields);
    const names = rows.value.map((row) => row.name);
    try {
      return await auditedWrite(c, db, async (tx) => {
        const ids = rows.value.map((row) => row.id);
        const locked = await tx.query<{ zone_id: number; version: number }>(
          'select zone_id, version from zone where zone_id = any($1::int[]) order by zone_id for update',
          [ids],
        );
        const sent = rows.value.map((row, index) => ({ ...row, label: row.name, field: `versionArray.${index}` }));
        const stale = staleRows(c, ZONE, sent, new Map(locked.rows.map((row) => [row.zone_id, row.version])));
        if (stale) return stale;
        const problem = await checkZoneChanges(tx, rows.value);
        if (problem) return jsonError(c, problem.status, problem.error, problem.fields);
        // Names may swap within the batch: park them on unique placeholders first.
        if (rows.value.length > 1) {
          await tx.query(`update zone set zone_name = chr(1) || zone_id::text where zone_id = any($1::int[])`, [ids]);
        }
        for (const row of rows.value) {
          await tx.query('update zone set zone_name = $3, region_id = $4, version = version + 1 where zone_id = $1 and version = $2', [
            row.id,
            row.version,
            row.name,
            row.regionId,
          ]);
        }
        return c.json({
          success: names.length === 1 ? `Zone ${names[0] ?? ''} has been updated.` : `${counted(names.length, 'zone')} have been updated: ${names.join(', ')}.`,
        });
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) {
        return jsonError(c, 409, 'Two zones of one region would have the same name.', { zoneNameArray: 'duplicate name in a region' });
      }
      throw error;
    }
  });

  const validateDelete = describeRoute<ZoneDelete>(app, 'DELETE', '/places/zone/:id', { body: zoneSchema.$defs.delete, params: idParams('id') }).body;
  app.delete('/places/zone/:id', async (c) => {
    const id = pathId(c, 'id', 'The zone id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateDelete, INVALID);
    if (!body.ok) return body.response;
    const inUse = (name: string, detail: string) =>
      jsonError(c, 409, `Zone ${name} cannot be deleted: it still has ${detail}. Move or delete them first.`);
    try {
      return await auditedWrite(c, db, async (tx) => {
        const usage = await tx.query<{ zone_name: string; towns: number; postal_codes: number; zone_rates: number; special_rates: number }>(
          `select zone_name,
                  (select count(*)::int from town where zone_id = $1) as towns,
                  (select count(*)::int from postal_code where zone_id = $1) as postal_codes,
                  (select count(*)::int from zone_delivery_rate where zone_id = $1) as zone_rates,
                  (select count(*)::int from special_zone_delivery_rate where zone_id = $1) as special_rates
             from zone where zone_id = $1 for update`,
          [id.value],
        );
        const zone = usage.rows[0];
        if (!zone) return jsonError(c, 404, `There is no zone ${id.value}.`);
        if (zone.zone_name !== body.value.zone_name) {
          return jsonError(c, 409, `Zone ${id.value} is now named ${zone.zone_name}, not ${body.value.zone_name}: reload and try again.`);
        }
        const uses = [
          zone.towns > 0 ? counted(zone.towns, 'town') : '',
          zone.postal_codes > 0 ? counted(zone.postal_codes, 'postal code') : '',
          zone.zone_rates > 0 ? counted(zone.zone_rates, 'zone delivery rate') : '',
          zone.special_rates > 0 ? counted(zone.special_rates, 'special zone delivery rate') : '',
        ].filter((use) => use !== '');
        if (uses.length > 0) return inUse(zone.zone_name, uses.join(', '));
        await tx.query('delete from zone where zone_id = $1', [id.value]);
        return c.json({ success: `Zone ${zone.zone_name} has been deleted.` });
      });
    } catch (error) {
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) return inUse(body.value.zone_name, 'rows that refer to it');
      throw error;
    }
  });
}

async function regionName(db: Database, regionId: number): Promise<string> {
  const { rows } = await db.query<{ region_name: string }>('select region_name from region where region_id = $1', [regionId]);
  return rows[0]?.region_name ?? `region ${regionId}`;
}

interface ZoneChange {
  id: number;
  name: string;
  regionId: number;
  /** The version the zone was loaded with. */
  version: number;
}

interface Refusal {
  status: 400 | 409;
  error: string;
  fields: Record<string, string>;
}

/** The parallel arrays as rows: same lengths, each zone once. */
function batchRows(body: ZoneBatchUpdate): { ok: true; value: ZoneChange[] } | { ok: false; fields: Record<string, string> } {
  const { zoneIDArray, zoneNameArray, regionIDArray, versionArray } = body;
  const length = zoneIDArray.length;
  const fields: Record<string, string> = {};
  if (zoneNameArray.length !== length) fields.zoneNameArray = `must have ${length} entries, like zoneIDArray`;
  if (regionIDArray.length !== length) fields.regionIDArray = `must have ${length} entries, like zoneIDArray`;
  if (versionArray.length !== length) fields.versionArray = `must have ${length} entries, like zoneIDArray`;
  zoneIDArray.forEach((id, index) => {
    if (zoneIDArray.indexOf(id) !== index) fields[`zoneIDArray.${index}`] = `zone ${id} is listed twice`;
  });
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: zoneIDArray.map((id, index) => ({ id, name: zoneNameArray[index] ?? '', regionId: regionIDArray[index] ?? 0, version: versionArray[index] ?? 0 })),
  };
}

/**
 * Checks every change against the stored zones and regions (inside the update's transaction):
 * unknown zones or regions are 400, a name already used in the target region (by a zone not
 * being renamed away, or by another row of the batch) is 409. Each bad row is named.
 */
async function checkZoneChanges(tx: Queryable, changes: readonly ZoneChange[]): Promise<Refusal | undefined> {
  const zones = await tx.query<{ zone_id: number; zone_name: string; region_id: number }>(
    'select zone_id, zone_name, region_id from zone where zone_id = any($1::int[]) or region_id = any($2::int[])',
    [changes.map((change) => change.id), changes.map((change) => change.regionId)],
  );
  const regions = await tx.query<{ region_id: number; region_name: string }>(
    'select region_id, region_name from region where region_id = any($1::int[])',
    [changes.map((change) => change.regionId)],
  );
  const regionName = new Map(regions.rows.map((row) => [row.region_id, row.region_name]));
  const stored = new Map(zones.rows.map((row) => [row.zone_id, row]));
  const changed = new Map(changes.map((change) => [change.id, change]));
  // Names per region after the batch: untouched zones keep theirs, changed ones take the new one.
  const finalKey = (regionId: number, name: string) => `${regionId}\u0000${name.toLowerCase()}`;
  const owners = new Map<string, number[]>();
  for (const row of zones.rows) {
    const next = changed.get(row.zone_id);
    const key = next ? finalKey(next.regionId, next.name) : finalKey(row.region_id, row.zone_name);
    owners.set(key, [...(owners.get(key) ?? []), row.zone_id]);
  }

  const fields: Record<string, string> = {};
  const sentences: string[] = [];
  let conflict = false;
  changes.forEach((change, index) => {
    const label = stored.get(change.id)?.zone_name ?? change.name;
    if (!stored.has(change.id)) {
      fields[`zoneIDArray.${index}`] = 'no such zone';
      sentences.push(`There is no zone ${change.id}.`);
      return;
    }
    const region = regionName.get(change.regionId);
    if (region === undefined) {
      fields[`regionIDArray.${index}`] = 'no such region';
      sentences.push(`Zone ${label}: there is no region ${change.regionId}.`);
      return;
    }
    if ((owners.get(finalKey(change.regionId, change.name))?.length ?? 0) > 1) {
      fields[`zoneNameArray.${index}`] = 'already exists in this region';
      sentences.push(`Zone ${label}: a zone named ${change.name} already exists in ${region}.`);
      conflict = true;
    }
  });
  if (sentences.length === 0) return undefined;
  const notFound = Object.keys(fields).some((field) => !field.startsWith('zoneNameArray'));
  return { status: notFound || !conflict ? 400 : 409, error: summary(sentences), fields };
}
