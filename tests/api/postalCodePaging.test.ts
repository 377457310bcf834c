import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostalCode, Town, Zone } from '../../runtime/generated/entities';
import { postalCodePage, searchPieces } from '../../server/api/admin/postalCodes';
import type { Database, Queryable } from '../../server/db/database';
import { adminClient, type AdminClient } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';

// Issue 10: the postal code list reads its total from counts kept by triggers, starts a page in
// the area the offset falls in, reads searched pages from the nearer end, and searches through
// indexes. Every answer must stay exactly what a plain filter, sort and slice would give.

let env: TestEnvironment;
let api: AdminClient;
let db: Database;

beforeAll(async () => {
  env = await createTestEnvironment();
  const server = await env.start();
  db = server.db;
  api = adminClient(server.origin, (await signIn(server.origin)).idToken);
});

afterAll(async () => {
  await env?.stop();
});

type Query = Record<string, string | number>;
interface Answer {
  result: PostalCode[];
  meta: [{ totalrows: number }];
}

async function page(query: Query): Promise<Answer> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const answer = await api.get<Answer>(`/places/postalcodes?${search.toString()}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

const all = async () => (await page({ limit: 10_000 })).result;
const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** What the search should keep, written plainly: a case-insensitive substring on the chosen fields. */
function matches(code: PostalCode, text: string, fields: readonly string[]): boolean {
  const lowered = text.toLowerCase();
  return (
    (fields.includes('postalcode') && compact(code.postalcode).includes(compact(text))) ||
    (fields.includes('town_name') && code.town_name.toLowerCase().includes(lowered)) ||
    (fields.includes('zone_name') && code.zone_name.toLowerCase().includes(lowered)) ||
    (fields.includes('region_name') && code.region_name.toLowerCase().includes(lowered))
  );
}

/** Every page of `size` (and the one past the end) equals that slice of the reference rows. */
async function expectPagesMatch(reference: PostalCode[], query: Query, size: number): Promise<void> {
  const offsets = new Set<number>([0, 1, size, Math.floor(reference.length / 2), reference.length - size, reference.length - 1, reference.length]);
  for (let offset = 0; offset < reference.length; offset += Math.max(size, Math.ceil(reference.length / 12))) offsets.add(offset);
  for (const offset of [...offsets].filter((value) => value >= 0)) {
    const answer = await page({ ...query, offset, limit: size });
    expect(answer.meta[0].totalrows, `total at offset ${offset}`).toBe(reference.length);
    expect(answer.result.map((code) => code.postalcode), `page at offset ${offset}`).toEqual(
      reference.slice(offset, offset + size).map((code) => code.postalcode),
    );
  }
}

const ALL_FIELDS = ['postalcode', 'town_name', 'zone_name', 'region_name'];

describe('postal code pages', () => {
  it('gives every page of the whole list, deep offsets and the end included, with the exact total', async () => {
    const rows = await all();
    expect(rows.map((code) => code.postalcode)).toEqual(rows.map((code) => code.postalcode).sort());
    await expectPagesMatch(rows, {}, 20);
    await expectPagesMatch(rows, {}, 7);
    expect((await page({ offset: rows.length + 50, limit: 20 })).result).toEqual([]);
  });

  it('gives every page of a search on any field or fields, short texts and texts across the space included', async () => {
    const rows = await all();
    const sample = rows[Math.floor(rows.length / 3)];
    if (!sample) throw new Error('no postal codes');
    const searches: [string, string[]][] = [
      [sample.postalcode.slice(0, 1), ['postalcode']],
      [sample.postalcode.slice(0, 2).toLowerCase(), ['postalcode']],
      [compact(sample.postalcode).slice(2, 5), ['postalcode']],
      [sample.postalcode, ['postalcode']],
      [sample.town_name.slice(0, 4), ['town_name']],
      [sample.zone_name, ['zone_name']],
      ['a', ['region_name']],
      ['north', ['postalcode', 'town_name']],
      ['e', ALL_FIELDS],
      [sample.postalcode.slice(4, 6), ALL_FIELDS],
      ['no such text', ALL_FIELDS],
    ];
    for (const [text, fields] of searches) {
      const reference = rows.filter((code) => matches(code, text, fields));
      await expectPagesMatch(reference, { searchString: text, filterOn: fields.join(',') }, 20);
    }
  });

  it('keeps the total and every page exact through adds, edits, moves, cascades and deletes', async () => {
    const zones = (await api.get<{ result: Zone[] }>('/places/zone?limit=10000')).body.result;
    const towns = (await api.get<{ result: Town[] }>('/places/town?limit=10000')).body.result;
    const town = towns[0];
    const other = towns.find((candidate) => candidate.zone_id !== town?.zone_id);
    const otherZone = zones.find((zone) => zone.zone_id !== town?.zone_id);
    if (!town || !other || !otherZone) throw new Error('seed too small');
    const before = (await all()).length;

    const ids: number[] = [];
    for (const code of ['A0A 0A1', 'A0A 0A2', 'Y9Z 9Z9']) {
      const created = await api.post<{ postalcode_id: number }>('/places/postalcodes', { code, town_id: town.town_id, zone_id: town.zone_id });
      expect(created.status).toBe(201);
      ids.push(created.body.postalcode_id);
    }
    const [first, second, third] = ids as [number, number, number];
    expect((await page({})).meta[0].totalrows).toBe(before + 3);
    // A code moved to another area, town and zone.
    expect((await api.put(`/places/postalcodes/${first}`, { id: first, code: 'Y1Y 1Y1', town_id: other.town_id, zone_id: other.zone_id, version: 1 })).status).toBe(200);
    // The town moves zone and takes its codes along.
    const moved = await api.put('/places/town', {
      forceCascadeUpdate: true, townIDArray: [town.town_id], townNameArray: [town.town_name], zoneIDArray: [otherZone.zone_id], versionArray: [town.version],
    });
    expect(moved.status).toBe(200);
    expect((await api.del(`/places/postalcodes/${second}`, { code: 'A0A 0A2' })).status).toBe(200);

    const rows = await all();
    expect(rows.length).toBe(before + 2);
    await expectPagesMatch(rows, {}, 20);
    await expectPagesMatch(rows.filter((code) => matches(code, otherZone.zone_name, ['zone_name'])), { searchString: otherZone.zone_name, filterOn: 'zone_name' }, 20);
    await expectCountsMatchRows(db);

    for (const [id, code] of [[first, 'Y1Y 1Y1'], [third, 'Y9Z 9Z9']] as const) {
      expect((await api.del(`/places/postalcodes/${id}`, { code })).status).toBe(200);
    }
    expect((await page({})).meta[0].totalrows).toBe(before);
    await expectCountsMatchRows(db);
  });
});

/** The counts kept by triggers (0041) equal counts taken from the rows. */
async function expectCountsMatchRows(database: Queryable): Promise<void> {
  const pairs = await database.query<{ town_id: number; zone_id: number; n: number }>(
    'select town_id, zone_id, n::int as n from postal_code_count order by 1, 2',
  );
  const pairRows = await database.query<{ town_id: number; zone_id: number; n: number }>(
    'select town_id, zone_id, count(*)::int as n from postal_code group by 1, 2 order by 1, 2',
  );
  expect(pairs.rows).toEqual(pairRows.rows);
  const areas = await database.query<{ area: string; n: number }>('select area, n::int as n from postal_code_area_count order by 1');
  const areaRows = await database.query<{ area: string; n: number }>(
    `select left(postalcode, 3) as area, count(*)::int as n from postal_code group by 1 order by 1`,
  );
  expect(areas.rows).toEqual(areaRows.rows);
}

describe('postal code search pieces', () => {
  it('splits the search text as the index function splits codes, by character', async () => {
    expect(searchPieces('t')).toEqual(['t']);
    expect(searchPieces('t2c1')).toEqual(['t2', '2c', 'c1']);
    expect(searchPieces('aaa')).toEqual(['aa']);
    expect(searchPieces('é😀x')).toEqual(['é😀', '😀x']);
    const { rows } = await db.query<{ pieces: string[] }>(`select postal_code_search_pieces('T2C 1A1') as pieces`);
    expect(rows[0]?.pieces).toEqual(expect.arrayContaining(['t', '2', 'c', '1', 'a', ...searchPieces('t2c1a1')]));
  });
});

/** Runs what `work` sends to the database, recording each statement and its parameters. */
async function recordedQueries(work: (recording: Queryable) => Promise<unknown>): Promise<{ sql: string; params: unknown[] }[]> {
  const seen: { sql: string; params: unknown[] }[] = [];
  await work({
    query: async <Row>(sql: string, params: unknown[] = []) => {
      seen.push({ sql, params });
      return db.query<Row>(sql, params);
    },
  });
  return seen;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/**
 * The plan nodes of each statement, planned with sequential scans ruled out (as at 100,000 rows);
 * `bitmapOnly` rules out ordered index walks too, leaving only indexes the conditions can use.
 */
async function plans(statements: { sql: string; params: unknown[] }[], bitmapOnly = false): Promise<PlanNode[][]> {
  return db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    if (bitmapOnly) {
      await tx.query('set local enable_indexscan = off');
      await tx.query('set local enable_indexonlyscan = off');
    }
    const found: PlanNode[][] = [];
    for (const { sql, params } of statements) {
      const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(`explain (format json) ${sql}`, params);
      const raw = rows[0]?.['QUERY PLAN'];
      const plan = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
      if (!plan) throw new Error('no plan');
      found.push(planNodes(plan[0].Plan));
    }
    return found;
  });
}

describe('postal code list queries', () => {
  // A searched page at offset 0: a later one may be past what the small test seed matches (no query).
  const query = (more: { searchString?: string; filterOn?: string[] } = {}) => ({
    offset: more.searchString === undefined ? 150 : 0,
    limit: 20,
    searchString: more.searchString,
    filterOn: (more.filterOn ?? ALL_FIELDS) as ('postalcode' | 'town_name' | 'zone_name' | 'region_name')[],
  });
  const scansPostalCodes = (nodes: PlanNode[]) => nodes.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'postal_code');
  const usesIndex = (nodes: PlanNode[], index: string) => nodes.some((node) => node['Index Name'] === index);

  it('walks the code index for a page of the whole list, and reads no postal code row to count it', async () => {
    const statements = await recordedQueries((recording) => postalCodePage(recording, query()));
    const found = await plans(statements);
    for (const nodes of found) expect(scansPostalCodes(nodes)).toBe(false);
    expect(found.some((nodes) => usesIndex(nodes, 'postal_code_postalcode_key'))).toBe(true);
    expect(statements.some(({ sql }) => /count\(\*\)/.test(sql))).toBe(false);
  });

  it('finds searched codes through the pieces index, whatever the length of the text', async () => {
    for (const text of ['r', 'r2', 'r2c1']) {
      const statements = await recordedQueries((recording) => postalCodePage(recording, query({ searchString: text, filterOn: ['postalcode'] })));
      const found = await plans(statements);
      for (const nodes of found) expect(scansPostalCodes(nodes), text).toBe(false);
      expect(found.filter((nodes) => usesIndex(nodes, 'postal_code_search_idx')).length, text).toBeGreaterThanOrEqual(1);
    }
  });

  it('reads a page in one statement visiting postal_code once, and a search in two looking each name up once', async () => {
    const visits = (nodes: PlanNode[] | undefined, relation: string) => (nodes ?? []).filter((node) => node['Relation Name'] === relation).length;
    const page = await recordedQueries((recording) => postalCodePage(recording, query()));
    expect(page).toHaveLength(1);
    const [pagePlan] = await plans(page);
    expect(visits(pagePlan, 'postal_code')).toBe(1);

    const searched = await recordedQueries((recording) => postalCodePage(recording, query({ searchString: 'e' })));
    expect(searched).toHaveLength(2);
    const [matchesPlan] = await plans(searched);
    expect(visits(matchesPlan, 'town')).toBe(1);
    expect(visits(matchesPlan, 'zone')).toBe(1);
  });

  it('searches names through the town and zone indexes of the postal codes', async () => {
    const statements = await recordedQueries((recording) => postalCodePage(recording, query({ searchString: 'north', filterOn: ['town_name', 'zone_name', 'region_name'] })));
    expect(statements.some(({ sql }) => /from postal_code p where/.test(sql))).toBe(true);
    const found = await plans(statements, true);
    for (const nodes of found) expect(scansPostalCodes(nodes)).toBe(false);
    expect(found.some((nodes) => usesIndex(nodes, 'postal_code_town_code_idx') || usesIndex(nodes, 'postal_code_zone_code_idx'))).toBe(true);
  });
});
