import type { Context } from 'hono';
import { PREPARED, type Database, type Queryable } from '../../db/database';
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
import { likeLiteral, listQuery, listQuerySchema, pageWindow, type ListQuery, type Page, type PageWindow } from './paging';
import { staleRow, type RowNoun } from './versions';
import { auditedWrite } from './writes';


export const POSTAL_CODE_FILTER_FIELDS = ['postalcode', 'town_name', 'zone_name', 'region_name'] as const;
type PostalCodeFilterField = (typeof POSTAL_CODE_FILTER_FIELDS)[number];

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

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
    return c.json(await postalCodePage(db, query.value));
  });

  describeRoute(app, 'GET', '/places/postalcodes/query/:postalcode', { params: QUERIED_CODE_PARAMS });
  app.get('/places/postalcodes/query/:postalcode', async (c) => {
    const asked = c.req.param('postalcode');
    const problem = textProblem(asked, MAX_QUERIED_CODE_LENGTH);
    if (problem) return jsonError(c, 400, 'The postal code asked for is not valid.', { postalcode: problem });
    const code = normalisePostalCode(asked);
    const { rows } = await db.query<PostalCodeQueryResult['result'][number]>(
      `select t.town_id, t.town_name, r.region_name, r.short_code as region_code, r.tag as region_tag
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

/** Every one- and two-character piece of the search text, as postal_code_search_pieces gives them (0041). */
export function searchPieces(text: string): string[] {
  const chars = Array.from(text);
  if (chars.length <= 1) return chars;
  return [...new Set(chars.slice(1).map((char, index) => `${chars[index] ?? ''}${char}`))];
}

/** What a search matches: the towns and zones whose names match, and the exact counts. */
interface Matches {
  towns: number[];
  zones: number[];
  /** Postal codes the search matches. */
  matched: number;
  /** All postal codes. */
  all: number;
}

/**
 * The search's name part as town and zone ids (a region: its zones), and the exact number of
 * postal codes it matches, in one statement: codes matched by a name are counted from the
 * counts kept per town and zone pair (0041), so only codes matched by the code text alone (spaces
 * ignored on both sides) are counted row by row, through the pieces index.
 */
async function searchMatches(db: Queryable, query: ListQuery<PostalCodeFilterField>, text: string, needle: string): Promise<Matches> {
  const fields = new Set(query.filterOn);
  const params: unknown[] = [];
  // The name pattern is $1, added when a name field first needs it.
  const pattern = () => `$${params.length > 0 ? 1 : params.push(`%${likeLiteral(text)}%`)}`;
  const townTest = fields.has('town_name') ? `lower(town_name) like ${pattern()}` : 'false';
  const zoneTests = [
    ...(fields.has('zone_name') ? [`lower(zone_name) like ${pattern()}`] : []),
    ...(fields.has('region_name') ? [`region_id in (select region_id from region where lower(region_name) like ${pattern()})`] : []),
  ];
  const byName = '(p.town_id = any(ids.towns) or p.zone_id = any(ids.zones))';
  const byCode = needle === '' ? '0' : `(select count(*) from postal_code p where ${codeTests(params.push(...codeParams(needle)) - 1)} and not ${byName})`;
  // The ids are materialized: a plain subquery would be pulled up and its town and zone scans
  // run again for every reference to ids.towns and ids.zones (three times with a code text).
  const { rows } = await db.query<Matches>(
    `with ids as materialized (
       select array(select town_id from town where ${townTest} order by 1) as towns,
              array(select zone_id from zone where ${zoneTests.length > 0 ? zoneTests.join(' or ') : 'false'} order by 1) as zones
     )
     select ids.towns, ids.zones, (select coalesce(sum(n::int), 0)::int from postal_code_area_count) as "all",
            ((select coalesce(sum(n::int), 0) from postal_code_count p where ${byName}) + ${byCode})::int as matched
       from ids`,
    params,
    // Planned once: its plan is the same for every text (some 2.5 ms to plan, 0.7 to run).
    PREPARED,
  );
  return rows[0] ?? { towns: [], zones: [], matched: 0, all: 0 };
}

/** The code text's tests, its parameters numbered from `first`: pieces (indexed), then the exact LIKE. */
function codeTests(first: number): string {
  return `postal_code_search_pieces(p.postalcode) @> $${first}::text[] and replace(lower(p.postalcode), ' ', '') like $${first + 1}`;
}

function codeParams(needle: string): unknown[] {
  return [searchPieces(needle), `%${likeLiteral(needle)}%`];
}

/**
 * Up to this share of all codes, a searched page is taken from every match, collected through
 * the indexes and sorted; above it, by walking the code index. A town's codes sit together in
 * code order, so a walk can pass most of the table before its first match; with many matches
 * it cannot pass many.
 */
const COLLECT_UP_TO_SHARE = 0.1;

/**
 * A collected page this near either end of the matches (offset + limit rows from the nearer end)
 * is taken from the first codes of each matching town and zone (their code-ordered indexes, 0127)
 * and of the code text's matches, instead of from every match: a zone name matching 7,800 codes
 * reads 8 × 20 index entries for its first page instead of testing and sorting the 7,800.
 */
const WALK_EACH_UP_TO = 1000;

/**
 * One page of postal codes by code with the total (000 §7), a searched page from the nearer end
 * of what matches; only the page's rows are joined to their town, zone and region.
 */
export async function postalCodePage(db: Queryable, query: ListQuery<PostalCodeFilterField>): Promise<Page<PostalCode>> {
  if (query.searchString === undefined) return unfilteredPage(db, query);
  const text = query.searchString.toLowerCase();
  const needle = query.filterOn.includes('postalcode') ? withoutSpaces(text) : '';
  const { towns, zones, matched, all } = await searchMatches(db, query, text, needle);
  const window = pageWindow(matched, query.offset, query.limit);
  if (window.limit === 0) return { result: [], meta: [{ totalrows: matched }] };

  // The name part as literal id lists, which the planner estimates from the column statistics.
  const params: unknown[] = [];
  const names: string[] = [];
  if (towns.length > 0) names.push(`p.town_id = any($${params.push(towns)}::int[])`);
  if (zones.length > 0) names.push(`p.zone_id = any($${params.push(zones)}::int[])`);
  let indexed = names.join(' or ');
  // Without a code text the indexed test is exact: written once, or the planner squares its
  // selectivity (it took 8,700 matches for 350 and sorted a zone's codes instead of walking).
  let exact: string | undefined;
  if (needle !== '') {
    const first = params.push(...codeParams(needle)) - 1;
    // Names first: an OR stops at the first true test, and the pieces function is the dear one.
    indexed = [...names, `postal_code_search_pieces(p.postalcode) @> $${first}::text[]`].join(' or ');
    exact = [...names, `replace(lower(p.postalcode), ' ', '') like $${first + 1}`].join(' or ');
  }
  const order = `order by p.postalcode ${window.fromEnd ? 'desc' : ''} limit $${params.push(window.limit)} offset $${params.push(window.offset)}`;
  // Collected: the indexes find the candidates (materialized, so no walk is planned), the
  // exact test keeps the matches, a sort orders them. Walked: the code index, in order.
  // The candidates are read from the table (bitmap scans), so they carry the whole row and the
  // page needs no second visit; a walk reads ids from the code index alone and joins its page back.
  const keep = exact === undefined ? '' : `where ${exact}`;
  const collect = matched <= all * COLLECT_UP_TO_SHARE;
  if (collect && window.offset + window.limit <= WALK_EACH_UP_TO) {
    const { rows } = await db.query<PostalCode>(`${eachFirstSql(towns, zones, needle, window)} order by p.postalcode`, eachFirstParams(towns, zones, needle, window));
    return { result: rows, meta: [{ totalrows: matched }] };
  }
  const pageSql =
    collect
      ? placesSql(`with candidate as materialized (
           select ${CODE_COLUMNS} from postal_code p where ${indexed}
         )
         select ${CODE_COLUMNS} from candidate p ${keep} ${order}`)
      : joinedSql(`select p.postalcode_id from postal_code p where (${indexed})${exact === undefined ? '' : ` and (${exact})`} ${order}`);
  const { rows } = await db.query<PostalCode>(`${pageSql} order by p.postalcode`, params);
  return { result: rows, meta: [{ totalrows: matched }] };
}

/**
 * The page `window` of a search's matches from the first `offset + limit` codes (from the nearer
 * end) of each matching town, each matching zone and the code text's matches: every code of the
 * page is among the first ones of a part it matches by. The parts' codes are unioned (a code
 * matching by two parts counts once), ordered and cut. Parameters: eachFirstParams.
 */
function eachFirstSql(towns: readonly number[], zones: readonly number[], needle: string, window: PageWindow): string {
  const direction = window.fromEnd ? 'desc' : '';
  // $1 the rows each part gives, $2 and $3 the page's limit and offset; then the parts' own.
  let next = 4;
  const first = (where: string) => `select ${CODE_COLUMNS} from postal_code p where ${where} order by p.postalcode ${direction} limit $1`;
  const parts: string[] = [];
  if (towns.length > 0) parts.push(`select p.* from unnest($${next++}::int[]) ids (id) cross join lateral (${first('p.town_id = ids.id')}) p`);
  if (zones.length > 0) parts.push(`select p.* from unnest($${next++}::int[]) ids (id) cross join lateral (${first('p.zone_id = ids.id')}) p`);
  if (needle !== '') {
    // Found through the pieces index (offset 0: planned apart, never as a walk of the code index), then ordered and cut.
    const pieces = next;
    parts.push(
      `select * from (select * from (select ${CODE_COLUMNS} from postal_code p where postal_code_search_pieces(p.postalcode) @> $${pieces}::text[]
         and replace(lower(p.postalcode), ' ', '') like $${pieces + 1} offset 0) c order by c.postalcode ${direction} limit $1) c`,
    );
  }
  return placesSql(`with candidate as materialized (${parts.join(' union ')})
    select ${CODE_COLUMNS} from candidate p order by p.postalcode ${direction} limit $2 offset $3`);
}

function eachFirstParams(towns: readonly number[], zones: readonly number[], needle: string, window: PageWindow): unknown[] {
  return [
    window.offset + window.limit,
    window.limit,
    window.offset,
    ...(towns.length > 0 ? [towns] : []),
    ...(zones.length > 0 ? [zones] : []),
    ...(needle !== '' ? codeParams(needle) : []),
  ];
}

/**
 * Every postal code, by code, in one statement (one snapshot): the area counts (0041) give the
 * total and the area the page starts in, so the walk starts at that area's first code and
 * skips fewer than one area's rows. The left joins keep the total when the page is empty.
 */
async function unfilteredPage(db: Queryable, query: ListQuery<PostalCodeFilterField>): Promise<Page<PostalCode>> {
  const { rows } = await db.query<{ total: number } & (PostalCode | { postalcode_id: null })>(
    `select start.total, page.*
       from (select (select coalesce(sum(n::int), 0)::int from postal_code_area_count) as total, area, before
               from (select 1) one
               left join lateral (
                 select area, before::int from (select area, sum(n::int) over (order by area) - n::int as before from postal_code_area_count) areas
                  where before <= $1 order by area desc limit 1
               ) areas on true) start
       left join lateral (${placesSql(
         `select ${CODE_COLUMNS} from postal_code p where p.postalcode >= start.area order by p.postalcode limit $2 offset ($1 - start.before)`,
       )}) page on true
      order by page.postalcode`,
    [query.offset, query.limit],
    PREPARED,
  );
  const result = rows.flatMap(({ total: _total, ...code }) => (code.postalcode_id === null ? [] : [code]));
  return { result, meta: [{ totalrows: rows[0]?.total ?? 0 }] };
}

/** The postal code columns a page's rows carry (their town, zone and region names are joined to them). */
const CODE_COLUMNS = 'p.postalcode_id, p.postalcode, p.town_id, p.zone_id, p.version';

/**
 * The postal codes `pageSql` selects (as `CODE_COLUMNS`, aliased `p`), with their town, zone
 * and region. A page of whole rows joins these three only: no second visit to postal_code (its
 * planning and its lookups by id cost more than the page's own walk of an area).
 */
function placesSql(pageSql: string): string {
  return `select p.postalcode_id, p.postalcode, p.town_id, t.town_name, p.zone_id, z.zone_name, r.region_name,
                 z.region_id, r.province_id, p.version
            from (${pageSql}) p
            join town t on t.town_id = p.town_id
            join zone z on z.zone_id = p.zone_id
            join region r on r.region_id = z.region_id`;
}

/** The postal codes whose ids `pageSql` selects (read from the code index alone), with their town, zone and region. */
function joinedSql(pageSql: string): string {
  return placesSql(`select p.postalcode_id, p.postalcode, p.town_id, p.zone_id, p.version
                      from (${pageSql}) page
                      join postal_code p on p.postalcode_id = page.postalcode_id`);
}
