import type { Database, Queryable } from '../../db/database';
import type {
  Town,
  TownAffectedResources,
  TownAffectedResourcesRequest,
  TownBatchUpdate,
  TownCreate,
  TownDelete,
} from '../../../runtime/generated/entities';
import townSchema from '../../../schemas/entities/town.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { describeRoute } from '../routes';
import { jsonError } from '../errors';
import { counted, FOREIGN_KEY_VIOLATION, namedList, idParams, pathId, sqlState, summary, trimFields, UNIQUE_VIOLATION, validBody } from './http';
import { listQuery, listQuerySchema, pagedRows, type SearchField } from './paging';
import { staleRows, type RowNoun, type SentVersion } from './versions';
import { auditedWrite } from './writes';


export const TOWN_FILTER_FIELDS = ['town_name', 'zone_name'] as const;
type TownFilterField = (typeof TOWN_FILTER_FIELDS)[number];

const SEARCH: Record<TownFilterField, SearchField> = {
  town_name: { expression: 'lower(t.town_name)' },
  zone_name: { expression: 'lower(z.zone_name)' },
};

const INVALID = 'The town is not valid.';
const INVALID_CHANGES = 'The town changes are not valid.';

interface TownChange {
  id: number;
  name: string;
  zoneId: number;
  /** The version the town was loaded with (always there in an update; the preview may leave it out). */
  version: number | undefined;
}

interface StoredTown {
  town_id: number;
  town_name: string;
  zone_id: number;
  version: number;
}

const TOWN: RowNoun = { one: 'Town', many: 'Towns' };

/** Town calls of 000 §7: paged list, add, affected postal codes, batch update (with the versions loaded) and cascade, delete. */
export function registerTowns(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/places/town', { query: listQuerySchema(TOWN_FILTER_FIELDS) });
  app.get('/places/town', async (c) => {
    const query = listQuery(c, TOWN_FILTER_FIELDS, 'The town list query is not valid.');
    if (!query.ok) return query.response;
    const page = await pagedRows<Town, TownFilterField>(
      db,
      {
        columns: 't.town_id, t.town_name, t.zone_id, z.zone_name, r.region_name, t.version',
        from: 'town t join zone z on z.zone_id = t.zone_id join region r on r.region_id = z.region_id',
        orderBy: 'lower(t.town_name) collate "C", lower(z.zone_name) collate "C", t.town_id',
        searchFields: SEARCH,
      },
      query.value,
    );
    return c.json(page);
  });

  const validateCreate = describeRoute<TownCreate>(app, 'POST', '/places/town', { body: townSchema.$defs.create }).body;
  app.post('/places/town', async (c) => {
    const body = await validBody(c, validateCreate, INVALID, (raw) => trimFields(raw, ['town_name']));
    if (!body.ok) return body.response;
    const { town_name, zone_id } = body.value;
    const duplicate = (zone: string) =>
      jsonError(c, 409, `A town named ${town_name} already exists in zone ${zone}.`, { town_name: 'already exists in this zone' });
    try {
      return await auditedWrite(c, db, async (tx) => {
        const zone = await tx.query<{ zone_name: string; taken: boolean }>(
          `select zone_name, exists(select 1 from town where zone_id = $1 and lower(town_name) = lower($2)) as taken
             from zone where zone_id = $1`,
          [zone_id, town_name],
        );
        const found = zone.rows[0];
        if (!found) return jsonError(c, 400, INVALID, { zone_id: 'no such zone' });
        if (found.taken) return duplicate(found.zone_name);
        const { rows } = await tx.query<{ town_id: number }>('insert into town (town_name, zone_id) values ($1, $2) returning town_id', [town_name, zone_id]);
        return c.json({ success: `Town ${town_name} has been saved.`, town_id: rows[0]?.town_id }, 201);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(await zoneName(db, zone_id));
      throw error;
    }
  });

  const validateAffected = describeRoute<TownAffectedResourcesRequest>(app, 'PUT', '/places/town/affected-resources', { body: townSchema.$defs.affectedResourcesRequest }).body;
  app.put('/places/town/affected-resources', async (c) => {
    const body = await validBody(c, validateAffected, INVALID_CHANGES, (raw) => trimFields(raw, ['townNameArray']));
    if (!body.ok) return body.response;
    const rows = batchRows(body.value);
    if (!rows.ok) return jsonError(c, 400, INVALID_CHANGES, rows.fields);
    const problem = await checkTownChanges(db, rows.value, false);
    if (problem) return jsonError(c, problem.status, problem.error, problem.fields);
    const codes = await db.query<{ town_id: number; postalcode: string }>(
      'select town_id, postalcode from postal_code where town_id = any($1::int[]) order by postalcode',
      [rows.value.map((row) => row.id)],
    );
    const answer: TownAffectedResources = {
      result: rows.value.map((row) => ({
        town_name: row.name,
        postal_codes: codes.rows.filter((code) => code.town_id === row.id).map((code) => code.postalcode),
      })),
    };
    return c.json(answer);
  });

  const validateBatch = describeRoute<TownBatchUpdate>(app, 'PUT', '/places/town', { body: townSchema.$defs.batchUpdate }).body;
  app.put('/places/town', async (c) => {
    const body = await validBody(c, validateBatch, INVALID_CHANGES, (raw) => trimFields(raw, ['townNameArray']));
    if (!body.ok) return body.response;
    const rows = batchRows(body.value);
    if (!rows.ok) return jsonError(c, 400, INVALID_CHANGES, rows.fields);
    const force = body.value.forceCascadeUpdate;
    const names = rows.value.map((row) => row.name);
    try {
      return await auditedWrite(c, db, async (tx) => {
        const before = await lockTowns(tx, rows.value);
        const stored = new Map([...before.values()].map((town) => [town.town_id, town.version]));
        const stale = staleRows(c, TOWN, sentVersions(rows.value), stored);
        if (stale) return stale;
        const problem = await checkTownChanges(tx, rows.value, true);
        if (problem) return jsonError(c, problem.status, problem.error, problem.fields);
        if (rows.value.length > 1) {
          // Names may swap within the batch: park them on unique placeholders first.
          await tx.query('update town set town_name = chr(1) || town_id::text where town_id = any($1::int[])', [rows.value.map((row) => row.id)]);
        }
        let moved = 0;
        let kept = 0;
        for (const row of rows.value) {
          await tx.query('update town set town_name = $3, zone_id = $4, version = version + 1 where town_id = $1 and version = $2', [
            row.id,
            row.version,
            row.name,
            row.zoneId,
          ]);
          if (before.get(row.id)?.zone_id === row.zoneId) continue;
          if (force) {
            const changed = await tx.query<{ n: number }>(
              `with moved as (update postal_code set zone_id = $2, version = version + 1 where town_id = $1 and zone_id <> $2 returning 1)
               select count(*)::int as n from moved`,
              [row.id, row.zoneId],
            );
            moved += changed.rows[0]?.n ?? 0;
          } else {
            const left = await tx.query<{ n: number }>('select count(*)::int as n from postal_code where town_id = $1 and zone_id <> $2', [row.id, row.zoneId]);
            kept += left.rows[0]?.n ?? 0;
          }
        }
        return c.json({ success: townsUpdated(names, moved, kept) });
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) {
        return jsonError(c, 409, 'Two towns of one zone would have the same name.', { townNameArray: 'duplicate name in a zone' });
      }
      throw error;
    }
  });

  const validateDelete = describeRoute<TownDelete>(app, 'DELETE', '/places/town/:id', { body: townSchema.$defs.delete, params: idParams('id') }).body;
  app.delete('/places/town/:id', async (c) => {
    const id = pathId(c, 'id', 'The town id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateDelete, INVALID);
    if (!body.ok) return body.response;
    const inUse = (name: string, count: string) => jsonError(c, 409, `Town ${name} cannot be deleted: it still has ${count}. Move or delete them first.`);
    try {
      return await auditedWrite(c, db, async (tx) => {
        const found = await tx.query<{ town_name: string; postal_codes: number }>(
          'select town_name, (select count(*)::int from postal_code where town_id = $1) as postal_codes from town where town_id = $1 for update',
          [id.value],
        );
        const town = found.rows[0];
        if (!town) return jsonError(c, 404, `There is no town ${id.value}.`);
        if (town.town_name !== body.value.town_name) {
          return jsonError(c, 409, `Town ${id.value} is now named ${town.town_name}, not ${body.value.town_name}: reload and try again.`);
        }
        if (town.postal_codes > 0) return inUse(town.town_name, counted(town.postal_codes, 'postal code'));
        await tx.query('delete from town where town_id = $1', [id.value]);
        return c.json({ success: `Town ${town.town_name} has been deleted.` });
      });
    } catch (error) {
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) return inUse(body.value.town_name, 'postal codes');
      throw error;
    }
  });
}

/** 'Town Transcona has been updated. 3 postal codes moved with it to the new zone.' */
function townsUpdated(names: readonly string[], moved: number, kept: number): string {
  const towns = namedList('Town', 'Towns', names);
  const them = names.length === 1 ? 'it' : 'them';
  const details = [
    moved > 0 ? `${counted(moved, 'postal code')} moved with ${them} to the new zone.` : '',
    kept > 0 ? `${counted(kept, 'postal code')} kept ${kept === 1 ? 'its' : 'their'} previous zone.` : '',
  ].filter((detail) => detail !== '');
  return [`${towns} ${names.length === 1 ? 'has' : 'have'} been updated.`, ...details].join(' ');
}

/** The version each row of a batch was loaded with, named as the caller sent it. */
function sentVersions(changes: readonly TownChange[]): SentVersion[] {
  return changes.flatMap(({ id, name, version }, index) => (version === undefined ? [] : [{ id, label: name, version, field: `versionArray.${index}` }]));
}

async function zoneName(db: Database, zoneId: number): Promise<string> {
  const { rows } = await db.query<{ zone_name: string }>('select zone_name from zone where zone_id = $1', [zoneId]);
  return rows[0]?.zone_name ?? String(zoneId);
}

interface Refusal {
  status: 400 | 409;
  error: string;
  fields: Record<string, string>;
}

/** The parallel arrays as rows: same lengths (versionArray too, when sent), each town once. */
function batchRows(body: TownAffectedResourcesRequest): { ok: true; value: TownChange[] } | { ok: false; fields: Record<string, string> } {
  const { townIDArray, townNameArray, zoneIDArray, versionArray } = body;
  const length = townIDArray.length;
  const fields: Record<string, string> = {};
  if (townNameArray.length !== length) fields.townNameArray = `must have ${length} entries, like townIDArray`;
  if (zoneIDArray.length !== length) fields.zoneIDArray = `must have ${length} entries, like townIDArray`;
  if (versionArray && versionArray.length !== length) fields.versionArray = `must have ${length} entries, like townIDArray`;
  townIDArray.forEach((id, index) => {
    if (townIDArray.indexOf(id) !== index) fields[`townIDArray.${index}`] = `town ${id} is listed twice`;
  });
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: townIDArray.map((id, index) => ({ id, name: townNameArray[index] ?? '', zoneId: zoneIDArray[index] ?? 0, version: versionArray?.[index] })),
  };
}

/** The stored towns of a batch, locked until the write ends. */
async function lockTowns(tx: Queryable, changes: readonly TownChange[]): Promise<Map<number, StoredTown>> {
  const { rows } = await tx.query<StoredTown>('select town_id, town_name, zone_id, version from town where town_id = any($1::int[]) order by town_id for update', [
    changes.map((change) => change.id),
  ]);
  return new Map(rows.map((row) => [row.town_id, row]));
}

/**
 * Checks every change against the stored towns and zones: unknown towns or zones are 400; with
 * `names`, a name already used in the target zone (after the batch) is 409. Each bad row is named.
 */
async function checkTownChanges(db: Queryable, changes: readonly TownChange[], names: boolean): Promise<Refusal | undefined> {
  const towns = await db.query<StoredTown>(
    'select town_id, town_name, zone_id, version from town where town_id = any($1::int[]) or zone_id = any($2::int[])',
    [changes.map((change) => change.id), changes.map((change) => change.zoneId)],
  );
  const zones = await db.query<{ zone_id: number; zone_name: string }>('select zone_id, zone_name from zone where zone_id = any($1::int[])', [
    changes.map((change) => change.zoneId),
  ]);
  const zoneName = new Map(zones.rows.map((row) => [row.zone_id, row.zone_name]));
  const stored = new Map(towns.rows.map((row) => [row.town_id, row]));
  const changed = new Map(changes.map((change) => [change.id, change]));
  const finalKey = (zoneId: number, name: string) => `${zoneId}\u0000${name.toLowerCase()}`;
  const owners = new Map<string, number>();
  for (const row of towns.rows) {
    const next = changed.get(row.town_id);
    const key = next ? finalKey(next.zoneId, next.name) : finalKey(row.zone_id, row.town_name);
    owners.set(key, (owners.get(key) ?? 0) + 1);
  }

  const fields: Record<string, string> = {};
  const sentences: string[] = [];
  let missing = false;
  changes.forEach((change, index) => {
    const label = stored.get(change.id)?.town_name ?? change.name;
    if (!stored.has(change.id)) {
      fields[`townIDArray.${index}`] = 'no such town';
      sentences.push(`There is no town ${change.id}.`);
      missing = true;
      return;
    }
    const zone = zoneName.get(change.zoneId);
    if (zone === undefined) {
      fields[`zoneIDArray.${index}`] = 'no such zone';
      sentences.push(`Town ${label}: there is no zone ${change.zoneId}.`);
      missing = true;
      return;
    }
    if (names && (owners.get(finalKey(change.zoneId, change.name)) ?? 0) > 1) {
      fields[`townNameArray.${index}`] = 'already exists in this zone';
      sentences.push(`Town ${label}: a town named ${change.name} already exists in zone ${zone}.`);
    }
  });
  if (sentences.length === 0) return undefined;
  return { status: missing ? 400 : 409, error: summary(sentences), fields };
}
