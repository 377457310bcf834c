import type { Context } from 'hono';
import type { Database } from '../../db/database';
import type {
  PostalCode,
  PostalCodeCreate,
  PostalCodeDelete,
  PostalCodeQueryResult,
  PostalCodeUpdate,
} from '../../../runtime/generated/entities';
import postalCodeSchema from '../../../schemas/entities/postal-code.schema.json' with { type: 'json' };
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { bodyValidator } from '../validate';
import { isRecord, pathId, sqlState, UNIQUE_VIOLATION, validBody } from './http';
import { listQuery, pagedRows, type SearchField } from './paging';

const validateCreate = bodyValidator<PostalCodeCreate>(postalCodeSchema.$defs.create);
const validateUpdate = bodyValidator<PostalCodeUpdate>(postalCodeSchema.$defs.update);
const validateDelete = bodyValidator<PostalCodeDelete>(postalCodeSchema.$defs.delete);

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
  app.get('/places/postalcodes', async (c) => {
    const query = listQuery(c, POSTAL_CODE_FILTER_FIELDS, 'The postal code list query is not valid.');
    if (!query.ok) return query.response;
    const page = await pagedRows<PostalCode, PostalCodeFilterField>(
      db,
      {
        columns: `p.postalcode_id, p.postalcode, p.town_id, t.town_name, p.zone_id, z.zone_name, r.region_name,
                  z.region_id, r.province_id`,
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

  app.get('/places/postalcodes/query/:postalcode', async (c) => {
    const code = normalisePostalCode(c.req.param('postalcode'));
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

  app.post('/places/postalcodes', async (c) => {
    const body = await validBody(c, validateCreate, INVALID, normaliseCode);
    if (!body.ok) return body.response;
    const { code, town_id, zone_id } = body.value;
    const refused = await checkReferences(c, db, code, town_id, zone_id, undefined);
    if (refused) return refused;
    try {
      const { rows } = await db.query<{ postalcode_id: number }>(
        'insert into postal_code (postalcode, town_id, zone_id) values ($1, $2, $3) returning postalcode_id',
        [code, town_id, zone_id],
      );
      return c.json({ success: `Postal code ${code} has been saved.`, postalcode_id: rows[0]?.postalcode_id }, 201);
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, code);
      throw error;
    }
  });

  app.put('/places/postalcodes/:id', async (c) => {
    const id = pathId(c, 'id', 'The postal code id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateUpdate, INVALID, normaliseCode);
    if (!body.ok) return body.response;
    const { code, town_id, zone_id } = body.value;
    if (body.value.id !== id.value) return jsonError(c, 400, INVALID, { id: `must be ${id.value}, the id in the path` });
    const exists = await db.query('select 1 from postal_code where postalcode_id = $1', [id.value]);
    if (exists.rows.length === 0) return jsonError(c, 404, `There is no postal code ${id.value}.`);
    const refused = await checkReferences(c, db, code, town_id, zone_id, id.value);
    if (refused) return refused;
    try {
      await db.query('update postal_code set postalcode = $2, town_id = $3, zone_id = $4 where postalcode_id = $1', [
        id.value,
        code,
        town_id,
        zone_id,
      ]);
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return duplicate(c, code);
      throw error;
    }
    return c.json({ success: `Postal code ${code} has been updated.` });
  });

  app.delete('/places/postalcodes/:postalcode_id', async (c) => {
    const id = pathId(c, 'postalcode_id', 'The postal code id is not valid.');
    if (!id.ok) return id.response;
    const body = await validBody(c, validateDelete, INVALID, normaliseCode);
    if (!body.ok) return body.response;
    const found = await db.query<{ postalcode: string }>('select postalcode from postal_code where postalcode_id = $1', [id.value]);
    const stored = found.rows[0]?.postalcode;
    if (stored === undefined) return jsonError(c, 404, `There is no postal code ${id.value}.`);
    if (stored !== body.value.code) {
      return jsonError(c, 409, `Postal code ${id.value} is now ${stored}, not ${body.value.code}: reload and try again.`);
    }
    await db.query('delete from postal_code where postalcode_id = $1', [id.value]);
    return c.json({ success: `Postal code ${stored} has been deleted.` });
  });
}

function duplicate(c: Context, code: string): Response {
  return jsonError(c, 409, `Postal code ${code} already exists.`, { code: 'already exists' });
}

/** 400 for an unknown town or zone, 409 when another row has the code; undefined when all is well. */
async function checkReferences(
  c: Context,
  db: Database,
  code: string,
  townId: number,
  zoneId: number,
  ownId: number | undefined,
): Promise<Response | undefined> {
  const { rows } = await db.query<{ town: boolean; zone: boolean; taken: boolean }>(
    `select exists(select 1 from town where town_id = $1) as town,
            exists(select 1 from zone where zone_id = $2) as zone,
            exists(select 1 from postal_code where postalcode = $3 and postalcode_id <> $4) as taken`,
    [townId, zoneId, code, ownId ?? 0],
  );
  const found = rows[0];
  const fields: Record<string, string> = {};
  if (!found?.town) fields.town_id = 'no such town';
  if (!found?.zone) fields.zone_id = 'no such zone';
  if (Object.keys(fields).length > 0) return jsonError(c, 400, INVALID, fields);
  if (found?.taken) return duplicate(c, code);
  return undefined;
}
