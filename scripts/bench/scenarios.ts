/**
 * The postal-code list calls the console's Postal Codes screen sends (runtime/kinds/grid/
 * listQuery.ts: offset, limit, and searchString with filterOn = the checked fields, or all of
 * them), timed against a running console at 100,000 rows.
 */
import { load, seededRandom, type Figures } from './stats';

export type Backend = 'pglite' | 'postgres';

export interface ScenarioResult {
  name: string;
  clients: number;
  figures: Figures;
  /** p95 goal per backend in ms (GOALS); none = reported only. */
  goal: number | undefined;
}

interface Page {
  result: { postalcode: string }[];
  meta: [{ totalrows: number }];
}

const PAGE_SIZE = 20;
const ALL_FIELDS = ['postalcode', 'town_name', 'zone_name', 'region_name'] as const;
type Field = (typeof ALL_FIELDS)[number];

/**
 * p95 goals of every list call (issue 30), at 1 client and at 8: PostgreSQL 10 and 25 ms; the
 * embedded database, one process serving one person, 15 ms at 1 client only.
 */
export const GOALS: Record<Backend, { single: number; eight: number | undefined }> = {
  postgres: { single: 10, eight: 25 },
  pglite: { single: 15, eight: undefined },
};

export interface ScenarioOptions {
  origin: string;
  idToken: string;
  backend: Backend;
  seconds: number;
  minSamples: number;
}

export async function runScenarios(options: ScenarioOptions, log: (line: string) => void): Promise<ScenarioResult[]> {
  const random = seededRandom(10);
  const pick = <T>(values: readonly T[]): T => {
    const value = values[Math.floor(random() * values.length)];
    if (value === undefined) throw new Error('nothing to pick from');
    return value;
  };
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${options.origin}/api/admin${path}`, {
      headers: { authorization: `Bearer ${options.idToken}`, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
    });
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const list = (query: Record<string, string | number>) =>
    get<Page>(`/places/postalcodes?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}`);

  const total = (await list({ offset: 0, limit: 1 })).meta[0].totalrows;
  const texts = await searchTexts(get, list, total, pick);
  const totals = new Map<string, number>();
  const results: ScenarioResult[] = [];
  const run = async (name: string, clients: number, goal: number | undefined, request: () => Promise<unknown>, minSamples = options.minSamples) => {
    for (let i = 0; i < 5; i++) await request(); // warm-up: caches, prepared plans
    const measured = await load({ clients, seconds: options.seconds, minSamples }, async () => {
      await request();
    });
    results.push({ name, clients, figures: measured, goal });
    log(`  ${name.padEnd(44)} p50 ${measured.p50.toFixed(1).padStart(6)} ms  p95 ${measured.p95.toFixed(1).padStart(6)} ms  (${measured.samples} samples)`);
  };
  const randomPage = () => list({ offset: Math.floor(random() * (total - PAGE_SIZE + 1)), limit: PAGE_SIZE });
  const goals = GOALS[options.backend];

  await run('page at a random offset', 1, goals.single, randomPage);
  await run('page at a random offset, 8 clients', 8, goals.eight, randomPage);
  await run('last page (offset 99,980)', 1, goals.single, () => list({ offset: total - PAGE_SIZE, limit: PAGE_SIZE }));

  // Half the searches ask for the first page, half for a random page of what they match.
  const searched = async (fields: readonly Field[]) => {
    const pool = fields.flatMap((field) => texts[field]);
    const text = pick(pool);
    const key = `${fields.join(',')}|${text}`;
    const matched = totals.get(key) ?? 0;
    const offset = random() < 0.5 ? 0 : Math.floor(random() * Math.max(1, matched - PAGE_SIZE + 1));
    return list({ offset, limit: PAGE_SIZE, searchString: text, filterOn: fields.join(',') });
  };
  // Every text's total first, so the timed samples are page requests only.
  for (const fields of SEARCHES) {
    for (const text of fields.flatMap((field) => texts[field])) {
      totals.set(`${fields.join(',')}|${text}`, (await list({ offset: 0, limit: 1, searchString: text, filterOn: fields.join(',') })).meta[0].totalrows);
    }
  }
  for (const fields of SEARCHES) {
    await run(`search on ${fields.length === ALL_FIELDS.length ? 'all four fields' : fields.join(' + ')}`, 1, goals.single, () => searched(fields));
  }
  await run('search on all four fields, 8 clients', 8, goals.eight, () => searched(ALL_FIELDS));
  await run('All (limit 10,000), first page', 1, undefined, () => list({ offset: 0, limit: 10_000 }), 10);
  return results;
}

/** Field combinations timed: each field alone, code + town (as measured in the issue), all four. */
const SEARCHES: readonly (readonly Field[])[] = [['postalcode'], ['town_name'], ['zone_name'], ['region_name'], ['postalcode', 'town_name'], ALL_FIELDS];

/**
 * What people type: parts of real codes (2 characters such as 't2', the 3-character area,
 * 4 characters across the space, a whole code) and names or their first 4 letters, read from
 * the running console.
 */
async function searchTexts(
  get: <T>(path: string) => Promise<T>,
  list: (query: Record<string, string | number>) => Promise<Page>,
  total: number,
  pick: <T>(values: readonly T[]) => T,
): Promise<Record<Field, string[]>> {
  const codes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const page = await list({ offset: Math.floor((total / 6) * i), limit: 1 });
    const code = page.result[0]?.postalcode;
    if (code) codes.push(code);
  }
  const codeTexts = codes.flatMap((code) => {
    const compact = code.replace(' ', '').toLowerCase();
    return [compact.slice(0, 2), compact.slice(0, 3), compact.slice(2, 6), code.toLowerCase()];
  });
  const towns = (await get<{ result: { town_name: string }[] }>('/places/town?limit=10000')).result.map((town) => town.town_name);
  const zones = (await get<{ result: { zone_name: string }[] }>('/places/zone?limit=10000')).result.map((zone) => zone.zone_name);
  const regions = (await get<{ region_name: string }[]>('/places/region')).map((region) => region.region_name);
  const names = (all: readonly string[]) =>
    Array.from({ length: 4 }, () => pick(all).toLowerCase()).flatMap((name) => [name, name.slice(0, 4)]);
  return { postalcode: codeTexts, town_name: names(towns), zone_name: names(zones), region_name: names(regions) };
}
