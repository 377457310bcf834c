import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Province, Region } from '../../runtime/generated/entities';
import { callApi, expectJsonError, type ApiAnswer, type ApiCall } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment, type TestServer } from '../support/testServer';

const REGION_COLUMNS = [
  'region_id',
  'region_name',
  'province_id',
  'tag',
  'short_code',
  'warehouse_id',
  'warehouse_name',
  'warehouse_sku',
  'delivery_hub',
  'province_name',
  'display_name',
  'version',
].sort();
const REQUIRED_CREATE_FIELDS = ['name', 'short_code', 'warehouse_id', 'province_id', 'delivery_hub', 'display_name', 'tag'];
const SEEDED_REGIONS = 28;

let env: TestEnvironment;
let server: TestServer;
let idToken: string;

beforeAll(async () => {
  env = await createTestEnvironment();
  server = await env.start();
  idToken = (await signIn(server.origin)).idToken;
});

afterAll(async () => {
  await env?.stop();
});

function admin<T = unknown>(path: string, call: ApiCall = {}): Promise<ApiAnswer<T>> {
  return callApi<T>(server.origin, `/api/admin${path}`, call);
}

async function listRegions(): Promise<Region[]> {
  const answer = await admin<Region[]>('/places/region', { token: idToken });
  expect(answer.status).toBe(200);
  expect(Array.isArray(answer.body)).toBe(true);
  return answer.body;
}

describe('GET /api/admin/province', () => {
  it('lists the ten provinces to a signed-in caller', async () => {
    const answer = await admin<Province[]>('/province', { token: idToken });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).toHaveLength(10);
    const names = answer.body.map((province) => province.name);
    expect(names).toContain('Manitoba');
    expect(names).toContain('Nova Scotia');
    expect(new Set(names).size).toBe(10);
    for (const province of answer.body) expect(province.id).toEqual(expect.any(Number));
  });

  it('answers 401 JSON without a token', async () => {
    expectJsonError(await admin('/province'), 401);
  });
});

describe('GET /api/admin/places/region', () => {
  it('lists the 28 seeded regions with their joined province and warehouse', async () => {
    const regions = await listRegions();
    expect(regions).toHaveLength(SEEDED_REGIONS);
    for (const region of regions) expect(Object.keys(region).sort()).toEqual(REGION_COLUMNS);
    const winnipeg = regions.find((region) => region.region_name === 'Winnipeg');
    expect(winnipeg).toMatchObject({
      short_code: 'MB',
      province_name: 'Manitoba',
      warehouse_name: 'Winnipeg',
      warehouse_sku: 'mb',
      tag: 'Winnipeg',
      display_name: 'Winnipeg',
    });
    expect(winnipeg?.delivery_hub).toEqual(expect.any(String));
    const quebec = regions.find((region) => region.tag === 'Québec_City');
    expect(quebec?.region_name).toBe('Québec City');
  });

  it('answers 401 JSON without a token', async () => {
    expectJsonError(await admin('/places/region'), 401);
  });
});

describe('POST /api/admin/places/region', () => {
  /** A valid new region referring to the warehouse, province and hub of the seeded Winnipeg row. */
  async function newRegion(name: string): Promise<Record<string, unknown>> {
    const winnipeg = (await listRegions()).find((region) => region.region_name === 'Winnipeg');
    if (!winnipeg?.delivery_hub || winnipeg.warehouse_id === undefined) throw new Error('no seeded Winnipeg row');
    const underscored = name.replace(/ /g, '_');
    return {
      name,
      short_code: winnipeg.short_code,
      warehouse_id: winnipeg.warehouse_id,
      province_id: winnipeg.province_id,
      delivery_hub: winnipeg.delivery_hub,
      display_name: underscored,
      tag: underscored,
    };
  }

  it('refuses a caller without a token with 401 and writes nothing', async () => {
    const before = (await listRegions()).length;
    const body = await newRegion('Portage La Prairie');
    expectJsonError(await admin('/places/region', { json: body }), 401);
    // The token is checked before anything else, even a broken or oversized body.
    expectJsonError(await admin('/places/region', { rawJson: '{"name": ' }), 401);
    const oversized = JSON.stringify({ ...body, display_name: 'x'.repeat(1024 * 1024 + 16) });
    expectJsonError(await admin('/places/region', { rawJson: oversized }), 401);
    const after = await listRegions();
    expect(after).toHaveLength(before);
    expect(after.map((region) => region.region_name)).not.toContain('Portage La Prairie');
  });

  it('refuses a forged-looking token with 401 and writes nothing', async () => {
    const before = (await listRegions()).length;
    const body = await newRegion('Portage La Prairie');
    expectJsonError(await admin('/places/region', { json: body, token: `${idToken}x` }), 401);
    expect(await listRegions()).toHaveLength(before);
  });

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const before = (await listRegions()).length;
    const error = expectJsonError(await admin('/places/region', { token: idToken, rawJson: '{"name": "Brandon",' }), 400);
    expect(error.error).toMatch(/JSON/);
    expect(await listRegions()).toHaveLength(before);
  });

  it('names every missing field with 400 and writes nothing', async () => {
    const before = (await listRegions()).length;
    const empty = expectJsonError(await admin('/places/region', { token: idToken, json: {} }), 400);
    expect(Object.keys(empty.fields ?? {}).sort()).toEqual([...REQUIRED_CREATE_FIELDS].sort());

    const { name: _name, tag: _tag, ...partial } = await newRegion('Brandon');
    const some = expectJsonError(await admin('/places/region', { token: idToken, json: partial }), 400);
    expect(Object.keys(some.fields ?? {}).sort()).toEqual(['name', 'tag']);

    const regions = await listRegions();
    expect(regions).toHaveLength(before);
    expect(regions.map((region) => region.region_name)).not.toContain('Brandon');
  });

  it('refuses wrong types and unknown fields field by field', async () => {
    const before = (await listRegions()).length;
    const body = { ...(await newRegion('Brandon')), province_id: 'Manitoba', colour: 'red' };
    const error = expectJsonError(await admin('/places/region', { token: idToken, json: body }), 400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['colour', 'province_id']);
    expect(await listRegions()).toHaveLength(before);
  });

  it('refuses references to a province, warehouse or hub that does not exist', async () => {
    const before = (await listRegions()).length;
    const body = { ...(await newRegion('Brandon')), province_id: 99_999, warehouse_id: 99_999, delivery_hub: 'no-such-hub' };
    const error = expectJsonError(await admin('/places/region', { token: idToken, json: body }), 400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['delivery_hub', 'province_id', 'warehouse_id']);
    expect(await listRegions()).toHaveLength(before);
  });

  it('creates a valid region (201) that the list then shows, and refuses the same name again (409)', async () => {
    const before = await listRegions();
    const body = await newRegion('Brandon');
    const created = await admin<{ success: string; region_id: number }>('/places/region', { token: idToken, json: body });
    expect(created.status).toBe(201);
    expect(created.contentType).toMatch(/^application\/json/);
    expect(created.body.success).toEqual(expect.any(String));
    expect(created.body.success).toContain('Brandon');

    const after = await listRegions();
    expect(after).toHaveLength(before.length + 1);
    const brandon = after.find((region) => region.region_name === 'Brandon');
    expect(brandon).toMatchObject({
      region_id: created.body.region_id,
      tag: 'Brandon',
      display_name: 'Brandon',
      short_code: 'MB',
      province_name: 'Manitoba',
      warehouse_name: 'Winnipeg',
      delivery_hub: body.delivery_hub,
    });

    const again = expectJsonError(await admin('/places/region', { token: idToken, json: body }), 409);
    expect(again.fields).toHaveProperty('name');
    const differentCase = { ...body, name: 'BRANDON', tag: 'BRANDON', display_name: 'BRANDON' };
    expectJsonError(await admin('/places/region', { token: idToken, json: differentCase }), 409);
    expect(await listRegions()).toHaveLength(before.length + 1);
  });

  it('refuses a body over 1 MiB with 413 and writes nothing', async () => {
    const before = (await listRegions()).length;
    const body = { ...(await newRegion('Flin Flon')), display_name: 'x'.repeat(1024 * 1024 + 16) };
    expectJsonError(await admin('/places/region', { token: idToken, json: body }), 413);
    // Just under the cap is read (and then refused only for its content).
    const under = { ...body, display_name: 'x'.repeat(1024 * 1024 - 400) };
    const fits = expectJsonError(await admin('/places/region', { token: idToken, json: under }), 400);
    expect(Object.keys(fits.fields ?? {})).toEqual(['display_name']);
    const regions = await listRegions();
    expect(regions).toHaveLength(before);
    expect(regions.map((region) => region.region_name)).not.toContain('Flin Flon');
  });
});

describe('paths that are not calls', () => {
  it('answers unknown admin calls with 404 JSON', async () => {
    const answer = await admin('/nope', { token: idToken });
    expectJsonError(answer, 404);
    expect(answer.text).not.toMatch(/<html|<!doctype/i);
  });

  it('answers unknown services with 404 JSON, never the console page', async () => {
    for (const path of ['/api/nothing', '/api/nothing/at/all']) {
      const answer = await callApi(server.origin, path);
      expectJsonError(answer, 404);
      expect(answer.text).not.toMatch(/<html|<!doctype/i);
    }
  });

  it('serves the console page for other paths', async () => {
    const response = await fetch(`${server.origin}/secure/anything`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('serves /config.json pointing the console at this origin', async () => {
    const answer = await callApi<{
      environment: string;
      identity: { authority: string; clientId: string; scope: string };
      services: Record<string, string>;
    }>(server.origin, '/config.json');
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body.environment).toBe('Test');
    expect(answer.body.identity.authority).toBe(`${server.origin}/oidc`);
    expect(answer.body.identity.clientId).toBe('console');
    expect(answer.body.identity.scope.split(' ')).toContain('offline_access');
    expect(answer.body.services.admin).toBe(`${server.origin}/api/admin`);
    expect(answer.body.services.storefrontGraphql).toBe(`${server.origin}/api/storefront/graphql`);
  });
});
