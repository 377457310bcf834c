/**
 * An in-memory fake of the admin API's town calls (000 §7), answering like the reference server:
 * the network boundary of the grid's component tests. Every request is recorded.
 */
import { TEST_CONFIG } from './support/renderConsole';

export interface FakeTown {
  town_id: number;
  town_name: string;
  zone_id: number;
  zone_name: string;
  region_name: string;
  /** Optimistic concurrency: +1 on every update; an update sending another version gets a 409. */
  version: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
  /** The X-Batch-Id header: one per Update All Changes. */
  batchId: string | null;
}

export const ZONES = [
  { zone_id: 1, zone_name: 'Winnipeg North', region_name: 'Winnipeg' },
  { zone_id: 2, zone_name: 'Winnipeg South', region_name: 'Winnipeg' },
  { zone_id: 3, zone_name: 'Brandon Zone', region_name: 'Westman' },
];

const NAMES = [
  'Transcona', 'St. Vital', 'St. Boniface', 'Fort Garry', 'River Heights', 'Tuxedo', 'Charleswood', 'St. James',
  'Kildonan', 'Elmwood', 'Osborne', 'Wolseley', 'Crescentwood', 'Linden Woods', 'Whyte Ridge', 'Bridgwater',
  'Sage Creek', 'Island Lakes', 'Windsor Park', 'Norwood', 'Brandon', 'Shilo', 'Souris', 'Virden', 'Carberry',
];

export function seedTowns(): FakeTown[] {
  return NAMES.map((town_name, index) => {
    const zone = index >= 20 ? ZONES[2] : ZONES[index % 2];
    if (!zone) throw new Error('zone missing');
    return { town_id: 100 + index, town_name, ...zone, version: 1 };
  });
}

export interface FakeTownApi {
  fetch: typeof fetch;
  towns: FakeTown[];
  requests: RecordedRequest[];
  /** Calls of one method and path (below the admin base URL). */
  calls(method: string, path: string): RecordedRequest[];
  /** Town ids whose updates answer 400 (per-row updates) or make the whole batch fail. */
  failUpdatesOf: Set<number>;
  failList: boolean;
  /** Someone else renames a town (its version moves on), as another session would. */
  renameBehind(townId: number, name: string): void;
}

const ADMIN = TEST_CONFIG.services.admin;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function createTownApi(): FakeTownApi {
  const towns = seedTowns();
  const requests: RecordedRequest[] = [];
  const api: FakeTownApi = {
    towns,
    requests,
    failUpdatesOf: new Set(),
    failList: false,
    renameBehind: (townId, name) => {
      const town = towns.find((candidate) => candidate.town_id === townId);
      if (!town) throw new Error(`no town ${townId}`);
      town.town_name = name;
      town.version += 1;
    },
    calls: (method, path) => requests.filter((request) => request.method === method && request.path === path),
    fetch: (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const headers = new Headers(init?.headers);
      const path = url.href.startsWith(ADMIN) ? url.pathname.slice(new URL(ADMIN).pathname.length) : url.pathname;
      requests.push({ method, path, query: Object.fromEntries(url.searchParams), body, authorization: headers.get('Authorization'), batchId: headers.get('X-Batch-Id') });
      return Promise.resolve(answer(api, method, path, url.searchParams, body));
    },
  };
  return api;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function answer(api: FakeTownApi, method: string, path: string, query: URLSearchParams, rawBody: unknown): Response {
  const { towns } = api;
  const body = record(rawBody);
  if (method === 'GET' && path === '/places/town') {
    if (api.failList) return json(500, { error: 'The database is not available.' });
    const text = (query.get('searchString') ?? '').trim().toLowerCase();
    const asked = (query.get('filterOn') ?? '').split(',').filter(Boolean) as (keyof FakeTown)[];
    const fields: (keyof FakeTown)[] = asked.length > 0 ? asked : ['town_name', 'zone_name'];
    const found = text === '' ? towns : towns.filter((town) => fields.some((field) => String(town[field]).toLowerCase().includes(text)));
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 20);
    return json(200, { result: found.slice(offset, offset + limit), meta: [{ totalrows: found.length }] });
  }
  if (method === 'GET' && path === '/places/zone') {
    return json(200, { result: ZONES, meta: [{ totalrows: ZONES.length }] });
  }
  if (method === 'POST' && path === '/places/town') {
    const zone = ZONES.find((candidate) => candidate.zone_id === body.zone_id);
    if (!zone || typeof body.town_name !== 'string') return json(400, { error: 'The town is not valid.', fields: { zone_id: 'no such zone' } });
    const town_id = Math.max(...towns.map((town) => town.town_id)) + 1;
    towns.unshift({ town_id, town_name: body.town_name, ...zone, version: 1 });
    return json(201, { success: `Town ${body.town_name} has been saved.`, town_id });
  }
  if (method === 'PUT' && path === '/places/town/affected-resources') {
    const ids = (body.townIDArray as number[] | undefined) ?? [];
    const names = (body.townNameArray as string[] | undefined) ?? [];
    return json(200, { result: ids.map((id, index) => ({ town_name: names[index], postal_codes: [`R2C 0A${id % 10}`] })) });
  }
  if (method === 'PUT' && path === '/places/town') {
    const ids = (body.townIDArray as number[] | undefined) ?? [];
    if (ids.some((id) => api.failUpdatesOf.has(id))) return json(409, { error: 'Two towns of one zone would have the same name.' });
    const versions = body.versionArray as unknown[] | undefined;
    const stale = ids.filter((id, index) => versions !== undefined && towns.find((town) => town.town_id === id)?.version !== versions[index]);
    if (stale.length > 0) {
      return json(409, { error: `Town ${stale.join(', ')} was changed by someone else since you loaded it. Reload it and apply your changes again.`, conflicts: stale });
    }
    ids.forEach((id, index) => {
      const town = towns.find((candidate) => candidate.town_id === id);
      if (!town) return;
      town.town_name = String((body.townNameArray as unknown[])[index]);
      town.zone_id = Number((body.zoneIDArray as unknown[])[index]);
      town.version += 1;
    });
    return json(200, { success: `${ids.length === 1 ? 'Town has' : 'Towns have'} been updated.` });
  }
  const one = /^\/places\/town\/(\d+)$/.exec(path);
  if (one) {
    const id = Number(one[1]);
    const index = towns.findIndex((town) => town.town_id === id);
    const town = towns[index];
    if (!town) return json(404, { error: `There is no town ${id}.` });
    if (method === 'PUT') {
      // A per-row update (used by the per-row variant of the screen in the tests).
      if (api.failUpdatesOf.has(id)) return json(400, { error: `Town ${town.town_name} could not be updated.` });
      town.town_name = String(body.town_name);
      town.zone_id = Number(body.zone_id);
      return json(200, { success: `Town ${town.town_name} has been updated.` });
    }
    if (method === 'DELETE') {
      towns.splice(index, 1);
      return json(200, { success: `Town ${town.town_name} has been deleted.` });
    }
  }
  if (method === 'GET' && path === '/search/cities') return json(200, { success: 'The city index has been updated.' });
  return json(404, { error: `No such call: ${method} ${path}` });
}
