import type { Context } from 'hono';
import type { Database, Queryable } from '../../db/database';
import type {
  PostalCode,
  PostalCodeCreate,
  PostalCodeDelete,
  PostalCodeQueryResult,
  PostalCodeUpdate,
} from '../../../runtime/generated/entities';
import postalCodeSchema from '../../../schemas/entities/postal-code.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { describeRoute, type ParameterSchema } from '../routes';
import { jsonError } from '../errors';
import { textProblem } from '../validate';
import { isRecord, idParams, pathId, sqlState, UNIQUE_VIOLATION, validBody } from './http';
import { listQuery, listQuerySchema, pagedRows, type SearchField } from './paging';
import { staleRow, type RowNoun } from './versions';
import { auditedWrite } from './writes';


export const POSTAL_CODE_FILTER_FIELDS = ['postalcode', 'town_name', 'zone_name', 'region_name'] as const;
type PostalCodeFilterField = (typeof POSTAL_CODE_FILTER_FIELDS)[number];

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

const SEARCH: Record<PostalCodeFilterField, SearchField> = {
  // Codes are stored upper case with one space; the search ignores spaces on both sides.
  postalcode: { expression: `replace(lower(p.postalcode), ' ', '')`, needle: withoutSpaces },
  town_name: { expression: 'lower(t.town_name)' },
  zone_name: { expression: 'lower(z.zone_name)' },
  region_name: { expression: 'lower(r.region_name)' },
};

const INVALID = 'The postal code is not valid.';
const POSTAL_CODE: RowNoun = { one: 'Postal code', many: 'Postal codes' };
/** The longest text the delivery query looks up (any longer is no postal code, spaces and all). */
const MAX_QUERIED_CODE_LENGTH = 100;
const QUERIED_CODE_PARAMS: ParameterSchema = {
  type: 'object',
  properties: { postalcode: { type: 'string', minLength: 1, maxLength: MAX_QUERIED_CODE_LENGTH, description: 'A postal code, any case and spacing; no NUL.' } },
  required: ['postalcode'],
  additionalProperties: false,
};

/**
 * A postal code as stored: upper case, spaces removed, and one space after the third character
 * when six characters remain ('r2c1a1' → 'R2C 1A1'). Anything else comes back trimmed and
 * upper-cased, for the pattern check to refuse.
 */
export function normalisePostalCode(text: string): string {
  const compact = withoutSpaces(text).toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : text.trim().toUpperCase();
}

function normaliseCode(body: unknown): unknown {
  if (!isRecord(body) || typeof body.code !== 'string') return body;
  return { ...body, code: normalisePostalCode(body.code) };
}

/** Postal code calls of 000 §7: paged list, add, update, delete, and the delivery query. */
export function registerPostalCodes(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/places/postalcodes', { query: listQuerySchema(POSTAL_CODE_FILTER_FIELDS) });
  app.get('/places/postalcodes', async (c) => {
    const query = listQuery(c, POSTAL_CODE_FILTER_FIELDS, 'The postal code list query is not valid.');
    if (!query.ok) return query.response;
    const page = await pagedRows<PostalCode, PostalCodeFilterField>(
      db,
      {
        columns: `p.postalcode_id, p.postalcode, p.town_id, t.town_name, p.zone_id, z.zone_name, r.region_name,
                  z.region_id, r.province_id, p.version`,
        from: `postal_code p
               join town t on t.town_id = p.town_id
               join zone z on z.zone_id = p.zone_id
               join region r on r.region_id = z.region_id`,
        orderBy: 'p.postalcode',
        searchFields: SEARCH,
        // Every postal code has a town and a zone, every zone a region (not-null foreign keys).
        countFrom: 'postal_code p',
      },
      query.value,
    );
    return c.json(page);
  });

  describeRoute(app, 'GET', '/places/postalcodes/query/:postalcode', { params: QUERIED_CODE_PARAMS });
  app.get('/places/postalcodes/query/:postalcode', async (c) => {
    const asked = c.req.param('postalcode');
    const problem = textProblem(asked, MAX_QUERIED_CODE_LENGTH);
    if (problem) return jsonError(c, 400, 'The postal code asked for is not valid.', { postalcode: problem });
    const code = normalisePostalCode(asked);
    const { rows } = await db.query<{ town_name: string; region_name: string }>(
      `select t.town_name, r.region_name
         from postal_code p
         join town t on t.town_id = p.town_id
         join zone z on z.zone_id = p.zone_id
         join region r on r.region_id = z.region_id
        where p.postalcode = $1`,
      [code],
    );
    const answer: PostalCodeQueryResult = { result: rows };
    return c.json(answer);
  });

  const validateCreate = describeRoute<PostalCodeCreate>(app, 'POST', '/places/postalcodes', { body: postalCodeSchema.$defs.create }).body;
  app.post('/places/postalcodes', async (c) => {
    const body = await validBody(c, validateCreate, INVALID, normaliseCode);
    if (!body.ok) return body.response;
    const { code, town_id, zone_id } = body.value;
    try {
      return await auditedWrite(c, db, async (tx) => {
        const refused = await checkReferences(c, tx, body.value, undefined);
        if (refused) return refused;
        const { rows } = await tx.query<{ postalcode_id: number }>(
          'insert into postal_code (postalcode, town_id, zone_id) values ($1, $2, $3) returning postalcode_id',
          [code, town_id, zone_id],
        );
        return c.json({ success: `Postal code ${code} has been saved.`, postalcode_id: rows[0]?.postalcode_id }, 201);
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, code);
      throw error;
    }
  });

  const validateUpdate = describeRoute<PostalCodeUpdate>(app, 'PUT', '/places/postalcodes/:id', { body: postalCodeSchema.$defs.update, params: idParams('id') }).body;
  app.put('/places/postalcodes/:id', async (c) => {
    const id = pathId(c, 'id', 'The postal code id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateUpdate, INVALID, normaliseCode);
    if (!body.ok) return body.response;
    const { code, town_id, zone_id, version } = body.value;
    if (body.value.id !== id.value) return jsonError(c, 400, INVALID, { id: `must be ${id.value}, the id in the path` });
    try {
      return await auditedWrite(c, db, async (tx) => {
        const found = await tx.query<StoredPlace & { version: number }>(
          'select town_id, zone_id, version from postal_code where postalcode_id = $1 for update',
          [id.value],
        );
        const stored = found.rows[0];
        if (!stored) return jsonError(c, 404, `There is no postal code ${id.value}.`);
        const stale = staleRow(c, POSTAL_CODE, { id: id.value, label: code, version }, stored.version);
        if (stale) return stale;
        const refused = await checkReferences(c, tx, body.value, { id: id.value, ...stored });
        if (refused) return refused;
        await tx.query(
          'update postal_code set postalcode = $3, town_id = $4, zone_id = $5, version = version + 1 where postalcode_id = $1 and version = $2',
          [id.value, version, code, town_id, zone_id],
        );
        return c.json({ success: `Postal code ${code} has been updated.` });
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, code);
      throw error;
    }
  });

  const validateDelete = describeRoute<PostalCodeDelete>(app, 'DELETE', '/places/postalcodes/:postalcode_id', { body: postalCodeSchema.$defs.delete, params: idParams('postalcode_id') }).body;
  app.delete('/places/postalcodes/:postalcode_id', async (c) => {
    const id = pathId(c, 'postalcode_id', 'The postal code id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateDelete, INVALID, normaliseCode);
    if (!body.ok) return body.response;
    return auditedWrite(c, db, async (tx) => {
      const found = await tx.query<{ postalcode: string }>('select postalcode from postal_code where postalcode_id = $1 for update', [id.value]);
      const stored = found.rows[0]?.postalcode;
      if (stored === undefined) return jsonError(c, 404, `There is no postal code ${id.value}.`);
      if (stored !== body.value.code) {
        return jsonError(c, 409, `Postal code ${id.value} is now ${stored}, not ${body.value.code}: reload and try again.`);
      }
      await tx.query('delete from postal_code where postalcode_id = $1', [id.value]);
      return c.json({ success: `Postal code ${stored} has been deleted.` });
    });
  });
}

function duplicate(c: Context, code: string): Response {
  return jsonError(c, 409, `Postal code ${code} already exists.`, { code: 'already exists' });
}

interface StoredPlace {
  town_id: number;
  zone_id: number;
}

/**
 * 400 for an unknown town or zone, or a town of another zone than the one chosen; 409 when
 * another row has the code; undefined when all is well. Runs in the write's transaction and
 * holds the town's row (`for share`) so the town cannot move to another zone before the write.
 * An edit that keeps its stored town and zone passes even when they differ (a town moved
 * without 'Force update postal codes' leaves its postal codes in their zone).
 */
async function checkReferences(
  c: Context,
  tx: Queryable,
  place: { code: string; town_id: number; zone_id: number },
  stored: ({ id: number } & StoredPlace) | undefined,
): Promise<Response | undefined> {
  const town = await tx.query<{ town_name: string; zone_id: number }>('select town_name, zone_id from town where town_id = $1 for share', [
    place.town_id,
  ]);
  const { rows } = await tx.query<{ zone_name: string | null; town_zone_name: string | null; taken: boolean }>(
    `select (select zone_name from zone where zone_id = $1) as zone_name,
            (select zone_name from zone where zone_id = $2) as town_zone_name,
            exists(select 1 from postal_code where postalcode = $3 and postalcode_id <> $4) as taken`,
    [place.zone_id, town.rows[0]?.zone_id ?? 0, place.code, stored?.id ?? 0],
  );
  const found = rows[0];
  const townRow = town.rows[0];
  const fields: Record<string, string> = {};
  if (!townRow) fields.town_id = 'no such town';
  if (!found?.zone_name) fields.zone_id = 'no such zone';
  if (Object.keys(fields).length > 0) return jsonError(c, 400, INVALID, fields);
  const kept = stored?.town_id === place.town_id && stored.zone_id === place.zone_id;
  if (townRow && townRow.zone_id !== place.zone_id && !kept) {
    const townZone = found?.town_zone_name ?? String(townRow.zone_id);
    return jsonError(c, 400, `Town ${townRow.town_name} is in zone ${townZone}, not ${found?.zone_name ?? ''}: choose a town of that zone, or zone ${townZone}.`, {
      town_id: `is in zone ${townZone}, not the zone chosen`,
      zone_id: `must be the town's zone (${townZone})`,
    });
  }
  if (found?.taken) return duplicate(c, place.code);
  return undefined;
}
