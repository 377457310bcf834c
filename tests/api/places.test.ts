import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeliveryHub,
  PostalCode,
  PostalCodeQueryResult,
  Region,
  Town,
  TownAffectedResources,
  Warehouse,
  Zone,
} from '../../runtime/generated/entities';
import { DELIVERY_HUBS, REGIONS, WAREHOUSES } from '../../server/db/seed/places';
import { adminClient, callApi, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, TEST_POSTAL_CODES, type TestEnvironment } from '../support/testServer';

const ZONE_COUNT = REGIONS.reduce((sum, region) => sum + region.zones.length, 0);
const TOWN_COUNT = REGIONS.reduce((sum, region) => sum + region.zones.reduce((towns, zone) => towns + zone.towns.length, 0), 0);
const POSTAL_CODE_COLUMNS = [
  'postalcode_id', 'postalcode', 'town_id', 'town_name', 'zone_id', 'zone_name', 'region_name', 'region_id', 'province_id', 'version',
].sort();

let env: TestEnvironment;
let api: AdminClient;
let origin: string;

beforeAll(async () => {
  env = await createTestEnvironment();
  const server = await env.start();
  origin = server.origin;
  api = adminClient(origin, (await signIn(origin)).idToken);
});

afterAll(async () => {
  await env?.stop();
});

/** A page of a paged list; `query` as the console sends it. */
async function page<Row>(path: string, query: Record<string, string | number> = {}): Promise<{ result: Row[]; meta: [{ totalrows: number }] }> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const answer = await api.get<{ result: Row[]; meta: [{ totalrows: number }] }>(`${path}?${search.toString()}`);
  expect(answer.status).toBe(200);
  expect(answer.body.meta).toHaveLength(1);
  return answer.body;
}

const allZones = async () => (await page<Zone>('/places/zone', { limit: 10_000 })).result;
const allTowns = async () => (await page<Town>('/places/town', { limit: 10_000 })).result;
const allPostalCodes = async () => (await page<PostalCode>('/places/postalcodes', { limit: 10_000 })).result;

async function zoneNamed(name: string): Promise<Zone> {
  const zone = (await page<Zone>('/places/zone', { searchString: name, filterOn: 'zone_name' })).result.find((row) => row.zone_name === name);
  if (!zone) throw new Error(`no zone ${name}`);
  return zone;
}

async function regionNamed(name: string): Promise<Region> {
  const region = (await api.get<Region[]>('/places/region')).body.find((row) => row.region_name === name);
  if (!region) throw new Error(`no region ${name}`);
  return region;
}

async function createTown(town_name: string, zone_id: number): Promise<number> {
  const created = await api.post<{ success: string; town_id: number }>('/places/town', { town_name, zone_id });
  expect(created.status).toBe(201);
  return created.body.town_id;
}

async function createPostalCode(code: string, town_id: number, zone_id: number): Promise<number> {
  const created = await api.post<{ success: string; postalcode_id: number }>('/places/postalcodes', { code, town_id, zone_id });
  expect(created.status).toBe(201);
  return created.body.postalcode_id;
}

/** Zone, town and postal-code fields of one postal code, found by code. */
async function postalCode(code: string): Promise<PostalCode | undefined> {
  return (await page<PostalCode>('/places/postalcodes', { searchString: code, filterOn: 'postalcode' })).result.find((row) => row.postalcode === code);
}

describe('the bearer token', () => {
  it('is required by every places call', async () => {
    const calls: [string, string][] = [
      ['GET', '/warehouse'], ['GET', '/onfleet/driver/region/all'], ['PUT', '/places/region/1'], ['GET', '/places/zone'],
      ['POST', '/places/zone'], ['PUT', '/places/zone'], ['DELETE', '/places/zone/1'], ['GET', '/places/town'], ['POST', '/places/town'],
      ['PUT', '/places/town/affected-resources'], ['PUT', '/places/town'], ['DELETE', '/places/town/1'], ['GET', '/places/postalcodes'],
      ['POST', '/places/postalcodes'], ['PUT', '/places/postalcodes/1'], ['DELETE', '/places/postalcodes/1'],
      ['GET', '/places/postalcodes/query/R2C1A1'], ['GET', '/search/cities'],
    ];
    for (const [method, path] of calls) {
      expectJsonError(await callApi(origin, `/api/admin${path}`, { method, ...(method === 'GET' ? {} : { json: {} }) }), 401);
    }
  });
});

describe('warehouses, delivery hubs and region updates', () => {
  it('lists the warehouses and the delivery hubs', async () => {
    const warehouses = await api.get<Warehouse[]>('/warehouse');
    expect(warehouses.status).toBe(200);
    expect(warehouses.body).toHaveLength(WAREHOUSES.length);
    for (const warehouse of warehouses.body) expect(Object.keys(warehouse).sort()).toEqual(['id', 'name', 'orderMailbox', 'sku']);
    expect(warehouses.body.find((warehouse) => warehouse.sku === 'mb')).toMatchObject({ name: 'Winnipeg', orderMailbox: 'orders.winnipeg@example.ca' });

    const hubs = await api.get<DeliveryHub[]>('/onfleet/driver/region/all');
    expect(hubs.status).toBe(200);
    expect(hubs.body).toEqual(
      [...DELIVERY_HUBS]
        .sort((a, b) => (a.regionName < b.regionName ? -1 : 1))
        .map(({ regionId, regionName }) => ({ regionId, regionName, dispatchMailbox: `dispatch.${regionName.replace(/ Hub$/, '').toLowerCase()}@example.ca` })),
    );
  });

  it('changes the warehouse and short code of a region, and refuses bad updates', async () => {
    const saskatoon = await regionNamed('Saskatoon');
    const calgary = (await api.get<Warehouse[]>('/warehouse')).body.find((warehouse) => warehouse.sku === 'cg');
    if (!calgary) throw new Error('no Calgary warehouse');
    const updated = await api.put<{ success: string }>(`/places/region/${saskatoon.region_id}`, {
      warehouse_id: calgary.id, short_code: 'CG', version: saskatoon.version,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ success: 'Region Saskatoon has been updated.' });
    expect(await regionNamed('Saskatoon')).toMatchObject({ warehouse_id: calgary.id, warehouse_name: 'Calgary', short_code: 'CG', version: saskatoon.version + 1 });

    const before = await api.get<Region[]>('/places/region');
    const version = saskatoon.version + 1;
    expectFieldErrors(await api.put(`/places/region/${saskatoon.region_id}`, {}), 400, ['warehouse_id', 'short_code', 'version']);
    expectFieldErrors(await api.put(`/places/region/${saskatoon.region_id}`, { warehouse_id: 999_999, short_code: 'XX', version }), 400, ['warehouse_id']);
    expectFieldErrors(await api.put('/places/region/saskatoon', { warehouse_id: calgary.id, short_code: 'CG', version }), 400, ['regionId']);
    expectJsonError(await api.put('/places/region/999999', { warehouse_id: calgary.id, short_code: 'CG', version: 1 }), 404);
    expect((await api.get<Region[]>('/places/region')).body).toEqual(before.body);
  });
});

describe('zones', () => {
  it('pages the zones by name with the total, 20 by default and everything with limit 10000', async () => {
    const first = await page<Zone>('/places/zone');
    expect(first.result).toHaveLength(20);
    expect(first.meta[0].totalrows).toBe(ZONE_COUNT);
    for (const zone of first.result) {
      expect(Object.keys(zone).sort()).toEqual(['id', 'name', 'region_id', 'region_name', 'version', 'zone_id', 'zone_name']);
      expect(zone.id).toBe(zone.zone_id);
      expect(zone.name).toBe(zone.zone_name);
    }
    const all = await page<Zone>('/places/zone', { limit: 10_000 });
    expect(all.result).toHaveLength(ZONE_COUNT);
    const names = all.result.map((zone) => zone.zone_name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = await page<Zone>('/places/zone', { offset: 20, limit: 20 });
    expect(second.result).toEqual(all.result.slice(20, 40));
    const last = await page<Zone>('/places/zone', { offset: ZONE_COUNT - 2, limit: 50 });
    expect(last.result).toEqual(all.result.slice(-2));
    expect((await page<Zone>('/places/zone', { offset: ZONE_COUNT + 5 })).result).toEqual([]);
  });

  it('filters on the chosen fields (none = all), case-insensitively', async () => {
    const all = (await page<Zone>('/places/zone', { limit: 10_000 })).result;
    const expectMatch = async (query: Record<string, string>, keep: (zone: Zone) => boolean) => {
      const found = await page<Zone>('/places/zone', { ...query, limit: 10_000 });
      const wanted = all.filter(keep);
      expect(found.result.map((zone) => zone.zone_id).sort()).toEqual(wanted.map((zone) => zone.zone_id).sort());
      expect(found.meta[0].totalrows).toBe(wanted.length);
      return found;
    };
    const has = (text: string, part: string) => text.toLowerCase().includes(part);
    const byZone = await expectMatch({ searchString: 'WINNIPEG', filterOn: 'zone_name' }, (zone) => has(zone.zone_name, 'winnipeg'));
    expect(byZone.result.length).toBe(5);
    const byRegion = await expectMatch({ searchString: 'winnipeg', filterOn: 'region_name' }, (zone) => has(zone.region_name, 'winnipeg'));
    expect(byRegion.result.length).toBe(8);
    await expectMatch({ searchString: 'Winnipeg' }, (zone) => has(zone.zone_name, 'winnipeg') || has(zone.region_name, 'winnipeg'));
    await expectMatch({ searchString: 'winnipeg', filterOn: 'zone_name,region_name' }, (zone) => has(zone.zone_name, 'winnipeg') || has(zone.region_name, 'winnipeg'));
    await expectMatch({ searchString: '%' }, () => false);
    const matching = all.filter((zone) => has(zone.zone_name, 'winnipeg') || has(zone.region_name, 'winnipeg'));
    expect(matching).toHaveLength(8);
    const paged = await page<Zone>('/places/zone', { searchString: 'winnipeg', limit: 3, offset: 3 });
    expect(paged.result).toEqual(matching.slice(3, 6));
    expect(paged.meta[0].totalrows).toBe(8);
  });

  it('refuses bad paging and filter parameters with 400 naming them', async () => {
    expectFieldErrors(await api.get('/places/zone?offset=-1'), 400, ['offset']);
    expectFieldErrors(await api.get('/places/zone?offset=abc&limit=0'), 400, ['offset', 'limit']);
    expectFieldErrors(await api.get('/places/zone?limit=10001'), 400, ['limit']);
    expectFieldErrors(await api.get('/places/zone?searchString=a&filterOn=zone_name,colour'), 400, ['filterOn']);
    expectFieldErrors(await api.get('/places/town?filterOn=region_name'), 400, ['filterOn']);
    expectFieldErrors(await api.get('/places/postalcodes?limit=2.5'), 400, ['limit']);
  });

  it('creates, renames, moves and deletes a zone', async () => {
    const winnipeg = await regionNamed('Winnipeg');
    const created = await api.post<{ success: string; zone_id: number }>('/places/zone', { zone_name: ' Winnipeg Central ', region_id: winnipeg.region_id });
    expect(created.status).toBe(201);
    expect(created.body.success).toBe('Zone Winnipeg Central has been saved.');
    expect(await zoneNamed('Winnipeg Central')).toEqual({
      zone_id: created.body.zone_id, id: created.body.zone_id, zone_name: 'Winnipeg Central', name: 'Winnipeg Central',
      region_id: winnipeg.region_id, region_name: 'Winnipeg', version: 1,
    });
    expect((await page<Zone>('/places/zone')).meta[0].totalrows).toBe(ZONE_COUNT + 1);

    const surrounding = await regionNamed('Winnipeg Surrounding');
    const updated = await api.put<{ success: string }>('/places/zone', {
      zoneIDArray: [created.body.zone_id], zoneNameArray: ['Winnipeg Centre'], regionIDArray: [surrounding.region_id], versionArray: [1],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ success: 'Zone Winnipeg Centre has been updated.' });
    expect(await zoneNamed('Winnipeg Centre')).toMatchObject({ region_id: surrounding.region_id, region_name: 'Winnipeg Surrounding', version: 2 });

    expectJsonError(await api.del(`/places/zone/${created.body.zone_id}`, { zone_name: 'Winnipeg Central' }), 409);
    const deleted = await api.del<{ success: string }>(`/places/zone/${created.body.zone_id}`, { zone_name: 'Winnipeg Centre' });
    expect(deleted.body).toEqual({ success: 'Zone Winnipeg Centre has been deleted.' });
    expect((await page<Zone>('/places/zone')).meta[0].totalrows).toBe(ZONE_COUNT);
  });

  it('refuses bad zones: missing fields, unknown region, duplicates in the region; writes nothing', async () => {
    const before = await allZones();
    const winnipeg = await regionNamed('Winnipeg');
    expectFieldErrors(await api.post('/places/zone', {}), 400, ['zone_name', 'region_id']);
    expectFieldErrors(await api.post('/places/zone', { zone_name: '  ', region_id: 'Winnipeg' }), 400, ['zone_name', 'region_id']);
    expectFieldErrors(await api.post('/places/zone', { zone_name: 'Nowhere', region_id: 999_999 }), 400, ['region_id']);
    expectFieldErrors(await api.post('/places/zone', { zone_name: 'winnipeg SOUTH', region_id: winnipeg.region_id }), 409, ['zone_name']);
    expect(await allZones()).toEqual(before);
  });

  it('updates several zones all together or not at all', async () => {
    const before = await allZones();
    const north = await zoneNamed('Regina North');
    const south = await zoneNamed('Regina South');
    const regina = north.region_id;
    const ids = [north.zone_id, south.zone_id];
    const versionArray = [north.version, south.version];
    const expectUnchanged = async () => expect(await allZones()).toEqual(before);

    const badRegion = expectFieldErrors(
      await api.put('/places/zone', { zoneIDArray: ids, zoneNameArray: ['Regina Nord', 'Regina Sud'], regionIDArray: [regina, 999_999], versionArray }),
      400,
      ['regionIDArray.1'],
    );
    expect(badRegion.error).toContain('Regina South');
    await expectUnchanged();
    expectFieldErrors(
      await api.put('/places/zone', { zoneIDArray: [north.zone_id, 999_999], zoneNameArray: ['Regina Nord', 'Ghost'], regionIDArray: [regina, regina], versionArray: [north.version, 1] }),
      400,
      ['zoneIDArray.1'],
    );
    expectFieldErrors(
      await api.put('/places/zone', { zoneIDArray: ids, zoneNameArray: ['Regina Nord', 'regina east'], regionIDArray: [regina, regina], versionArray }),
      409,
      ['zoneNameArray.1'],
    );
    expectFieldErrors(
      await api.put('/places/zone', { zoneIDArray: ids, zoneNameArray: ['Same', 'same'], regionIDArray: [regina, regina], versionArray }),
      409,
      ['zoneNameArray.0', 'zoneNameArray.1'],
    );
    expectFieldErrors(await api.put('/places/zone', { zoneIDArray: ids, zoneNameArray: ['Regina Nord'], regionIDArray: [regina, regina], versionArray }), 400, [
      'zoneNameArray',
    ]);
    expectFieldErrors(await api.put('/places/zone', { zoneIDArray: [north.zone_id, north.zone_id], zoneNameArray: ['a', 'b'], regionIDArray: [regina, regina], versionArray }), 400, [
      'zoneIDArray.1',
    ]);
    expectFieldErrors(await api.put('/places/zone', { zoneIDArray: [], zoneNameArray: [], regionIDArray: [], versionArray: [] }), 400, [
      'zoneIDArray', 'zoneNameArray', 'regionIDArray', 'versionArray',
    ]);
    expectFieldErrors(await api.put('/places/zone', { zoneIDArray: ids, zoneNameArray: ['Regina Nord', 'Regina Sud'], regionIDArray: [regina, regina] }), 400, [
      'versionArray',
    ]);
    await expectUnchanged();

    // Swapping two names inside one region works in one batch.
    const swapped = await api.put<{ success: string }>('/places/zone', {
      zoneIDArray: ids, zoneNameArray: ['Regina South', 'Regina North'], regionIDArray: [regina, regina], versionArray,
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body.success).toBe('2 zones have been updated: Regina South, Regina North.');
    expect((await zoneNamed('Regina South')).zone_id).toBe(north.zone_id);
    const back = await api.put('/places/zone', {
      zoneIDArray: ids, zoneNameArray: ['Regina North', 'Regina South'], regionIDArray: [regina, regina], versionArray: versionArray.map((version) => version + 1),
    });
    expect(back.status).toBe(200);
    // Each zone was updated twice: everything as before but the versions.
    const bumped = new Set(ids);
    expect(await allZones()).toEqual(before.map((zone) => (bumped.has(zone.zone_id) ? { ...zone, version: zone.version + 2 } : zone)));
  });

  it('deletes only empty, unused zones with their stored name', async () => {
    const before = await allZones();
    const south = await zoneNamed('Winnipeg South');
    const withTowns = expectJsonError(await api.del(`/places/zone/${south.zone_id}`, { zone_name: 'Winnipeg South' }), 409);
    expect(withTowns.error).toMatch(/towns/);
    expectJsonError(await api.del('/places/zone/999999', { zone_name: 'Ghost' }), 404);
    expectFieldErrors(await api.del('/places/zone/ghost', { zone_name: 'Ghost' }), 400, ['id']);
    expectFieldErrors(await api.del(`/places/zone/${south.zone_id}`, {}), 400, ['zone_name']);

    // A zone without towns but with a delivery rate stays too.
    const winnipeg = await regionNamed('Winnipeg');
    const zone = await api.post<{ zone_id: number }>('/places/zone', { zone_name: 'Rated Zone', region_id: winnipeg.region_id });
    const rate = await api.post<{ id: number }>('/rates/zone/rate', {
      name: 'Rated Zone - Anytime (8am - 8pm) - $10', zoneId: zone.body.zone_id, applicableStartTime: '08:00:00',
      applicableEndTime: '20:00:00', applicableDate: 1, isSameDayOnly: false, displayText: 'Anytime (8am - 8pm)', rate: '$10',
    });
    expect(rate.status).toBe(201);
    const rated = expectJsonError(await api.del(`/places/zone/${zone.body.zone_id}`, { zone_name: 'Rated Zone' }), 409);
    expect(rated.error).toContain('1 zone delivery rate');
    expect((await api.del(`/rates/zone/rate/${rate.body.id}`, { name: 'Rated Zone - Anytime (8am - 8pm) - $10' })).status).toBe(200);
    expect((await api.del(`/places/zone/${zone.body.zone_id}`, { zone_name: 'Rated Zone' })).status).toBe(200);
    expect(await allZones()).toEqual(before);
  });
});

describe('towns', () => {
  it('pages and filters the towns by town and zone name', async () => {
    const first = await page<Town>('/places/town');
    expect(first.result).toHaveLength(20);
    expect(first.meta[0].totalrows).toBe(TOWN_COUNT);
    for (const town of first.result) expect(Object.keys(town).sort()).toEqual(['region_name', 'town_id', 'town_name', 'version', 'zone_id', 'zone_name']);
    const all = await allTowns();
    expect(all).toHaveLength(TOWN_COUNT);
    expect((await page<Town>('/places/town', { offset: 40, limit: 10 })).result).toEqual(all.slice(40, 50));

    const has = (text: string, part: string) => text.toLowerCase().includes(part);
    const check = async (query: Record<string, string>, keep: (town: Town) => boolean) => {
      const found = await page<Town>('/places/town', { ...query, limit: 10_000 });
      expect(found.result.map((town) => town.town_id).sort()).toEqual(all.filter(keep).map((town) => town.town_id).sort());
      expect(found.meta[0].totalrows).toBe(found.result.length);
      expect(found.result.length).toBeGreaterThan(0);
    };
    await check({ searchString: 'ST. V', filterOn: 'town_name' }, (town) => has(town.town_name, 'st. v'));
    await check({ searchString: 'winnipeg e', filterOn: 'zone_name' }, (town) => has(town.zone_name, 'winnipeg e'));
    await check({ searchString: 'east' }, (town) => has(town.town_name, 'east') || has(town.zone_name, 'east'));
    await check({ searchString: 'east', filterOn: 'town_name,zone_name' }, (town) => has(town.town_name, 'east') || has(town.zone_name, 'east'));
  });

  it('creates, renames and deletes a town; refuses duplicates, unknown zones and towns with postal codes', async () => {
    const before = await allTowns();
    const east = await zoneNamed('Winnipeg East');
    expectFieldErrors(await api.post('/places/town', {}), 400, ['town_name', 'zone_id']);
    expectFieldErrors(await api.post('/places/town', { town_name: 'Nowhere', zone_id: 999_999 }), 400, ['zone_id']);
    expectFieldErrors(await api.post('/places/town', { town_name: 'TRANSCONA', zone_id: east.zone_id }), 409, ['town_name']);
    expect(await allTowns()).toEqual(before);

    const created = await api.post<{ success: string; town_id: number }>('/places/town', { town_name: 'Mission Gardens', zone_id: east.zone_id });
    expect(created.status).toBe(201);
    expect(created.body.success).toBe('Town Mission Gardens has been saved.');
    expect((await allTowns()).find((town) => town.town_id === created.body.town_id)).toEqual({
      town_id: created.body.town_id, town_name: 'Mission Gardens', zone_id: east.zone_id, zone_name: 'Winnipeg East', region_name: 'Winnipeg', version: 1,
    });
    const renamed = await api.put<{ success: string }>('/places/town', {
      forceCascadeUpdate: true, townIDArray: [created.body.town_id], townNameArray: ['Mission Industrial'], zoneIDArray: [east.zone_id], versionArray: [1],
    });
    expect(renamed.body).toEqual({ success: 'Town Mission Industrial has been updated.' });

    const codeId = await createPostalCode('R2C 9Z9', created.body.town_id, east.zone_id);
    const blocked = expectJsonError(await api.del(`/places/town/${created.body.town_id}`, { town_name: 'Mission Industrial' }), 409);
    expect(blocked.error).toContain('1 postal code');
    expect((await api.del(`/places/postalcodes/${codeId}`, { code: 'R2C 9Z9' })).status).toBe(200);
    expectJsonError(await api.del(`/places/town/${created.body.town_id}`, { town_name: 'Mission Gardens' }), 409);
    expectJsonError(await api.del('/places/town/999999', { town_name: 'Ghost' }), 404);
    expectFieldErrors(await api.del('/places/town/x1', { town_name: 'Ghost' }), 400, ['id']);
    const deleted = await api.del<{ success: string }>(`/places/town/${created.body.town_id}`, { town_name: 'Mission Industrial' });
    expect(deleted.body).toEqual({ success: 'Town Mission Industrial has been deleted.' });
    expect(await allTowns()).toEqual(before);
  });

  it('lists the postal codes each changed town has (affected resources)', async () => {
    const north = await zoneNamed('Winnipeg North');
    const west = await zoneNamed('Winnipeg West');
    const busy = await createTown('Affected Town', north.zone_id);
    const quiet = await createTown('Quiet Town', north.zone_id);
    await createPostalCode('R2X 3B3', busy, north.zone_id);
    await createPostalCode('r2x1a1', busy, north.zone_id);
    const answer = await api.put<TownAffectedResources>('/places/town/affected-resources', {
      townIDArray: [busy, quiet], townNameArray: ['Affected Town Renamed', 'Quiet Town'], zoneIDArray: [west.zone_id, north.zone_id],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      result: [
        { town_name: 'Affected Town Renamed', postal_codes: ['R2X 1A1', 'R2X 3B3'] },
        { town_name: 'Quiet Town', postal_codes: [] },
      ],
    });
    // The preview changes nothing.
    expect((await postalCode('R2X 1A1'))?.zone_id).toBe(north.zone_id);
    expect((await allTowns()).find((town) => town.town_id === busy)?.town_name).toBe('Affected Town');

    // A seeded town's list is exactly its postal codes, sorted.
    const codes = await allPostalCodes();
    const seeded = codes[0];
    if (!seeded) throw new Error('no postal codes');
    const expected = codes.filter((code) => code.town_id === seeded.town_id).map((code) => code.postalcode).sort();
    const one = await api.put<TownAffectedResources>('/places/town/affected-resources', {
      townIDArray: [seeded.town_id], townNameArray: [seeded.town_name], zoneIDArray: [seeded.zone_id],
    });
    expect(one.body.result).toEqual([{ town_name: seeded.town_name, postal_codes: expected }]);

    expectFieldErrors(await api.put('/places/town/affected-resources', { townIDArray: [999_999], townNameArray: ['x'], zoneIDArray: [north.zone_id] }), 400, [
      'townIDArray.0',
    ]);
    expectFieldErrors(await api.put('/places/town/affected-resources', { townIDArray: [busy] }), 400, ['townNameArray', 'zoneIDArray']);
  });

  it('moves the postal codes with a town that changes zone when forced, and leaves them otherwise', async () => {
    const north = await zoneNamed('Winnipeg North');
    const east = await zoneNamed('Winnipeg East');
    const forced = await createTown('Forced Town', north.zone_id);
    const kept = await createTown('Kept Town', north.zone_id);
    await createPostalCode('R2V 4C4', forced, north.zone_id);
    await createPostalCode('R2V 4C5', forced, north.zone_id);
    await createPostalCode('R2V 5C5', kept, north.zone_id);

    const withForce = await api.put<{ success: string }>('/places/town', {
      forceCascadeUpdate: true, townIDArray: [forced], townNameArray: ['Forced Town'], zoneIDArray: [east.zone_id], versionArray: [1],
    });
    expect(withForce.status).toBe(200);
    expect(withForce.body.success).toBe('Town Forced Town has been updated. 2 postal codes moved with it to the new zone.');
    expect(await postalCode('R2V 4C4')).toMatchObject({ town_id: forced, zone_id: east.zone_id, zone_name: 'Winnipeg East', version: 2 });
    expect(await postalCode('R2V 4C5')).toMatchObject({ zone_id: east.zone_id });

    const withoutForce = await api.put<{ success: string }>('/places/town', {
      forceCascadeUpdate: false, townIDArray: [kept], townNameArray: ['Kept Town'], zoneIDArray: [east.zone_id], versionArray: [1],
    });
    expect(withoutForce.status).toBe(200);
    expect(withoutForce.body.success).toBe('Town Kept Town has been updated. 1 postal code kept its previous zone.');
    expect((await allTowns()).find((town) => town.town_id === kept)).toMatchObject({ zone_id: east.zone_id, zone_name: 'Winnipeg East' });
    expect(await postalCode('R2V 5C5')).toMatchObject({ town_id: kept, zone_id: north.zone_id, zone_name: 'Winnipeg North', version: 1 });
  });

  it('updates several towns all together or not at all, with an error text naming the bad row', async () => {
    const beforeTowns = await allTowns();
    const beforeCodes = await allPostalCodes();
    const south = await zoneNamed('Winnipeg South');
    const vital = beforeTowns.find((town) => town.town_name === 'St. Vital');
    const garry = beforeTowns.find((town) => town.town_name === 'Fort Garry');
    if (!vital || !garry) throw new Error('seeded towns missing');
    const versionArray = [vital.version, garry.version];
    const expectUnchanged = async () => {
      expect(await allTowns()).toEqual(beforeTowns);
      expect(await allPostalCodes()).toEqual(beforeCodes);
    };
    const bad = expectFieldErrors(
      await api.put('/places/town', {
        forceCascadeUpdate: true, townIDArray: [vital.town_id, garry.town_id], townNameArray: ['St. Vital Park', 'Fort Garry'], zoneIDArray: [south.zone_id, 999_999], versionArray,
      }),
      400,
      ['zoneIDArray.1'],
    );
    expect(bad.error).toBe('Town Fort Garry: there is no zone 999999.');
    const duplicate = expectFieldErrors(
      await api.put('/places/town', {
        forceCascadeUpdate: true, townIDArray: [vital.town_id, garry.town_id], townNameArray: ['St. Vital Park', 'st. norbert'], zoneIDArray: [south.zone_id, south.zone_id], versionArray,
      }),
      409,
      ['townNameArray.1'],
    );
    expect(duplicate.error).toContain('st. norbert already exists in zone Winnipeg South');
    expectFieldErrors(await api.put('/places/town', { townIDArray: [vital.town_id], townNameArray: ['x'], zoneIDArray: [south.zone_id] }), 400, [
      'forceCascadeUpdate', 'versionArray',
    ]);
    expectFieldErrors(
      await api.put('/places/town', { forceCascadeUpdate: true, townIDArray: [vital.town_id], townNameArray: ['x'], zoneIDArray: [south.zone_id], versionArray }),
      400,
      ['versionArray'],
    );
    expectFieldErrors(
      await api.put('/places/town', { forceCascadeUpdate: true, townIDArray: [vital.town_id, 999_999], townNameArray: ['a', 'b'], zoneIDArray: [south.zone_id, south.zone_id], versionArray }),
      400,
      ['townIDArray.1'],
    );
    await expectUnchanged();

    const both = await api.put<{ success: string }>('/places/town', {
      forceCascadeUpdate: true, townIDArray: [vital.town_id, garry.town_id], townNameArray: ['St. Vital Park', 'Fort Garry'], zoneIDArray: [south.zone_id, south.zone_id], versionArray,
    });
    expect(both.body).toEqual({ success: 'Towns St. Vital Park and Fort Garry have been updated.' });
    expect((await allTowns()).find((town) => town.town_id === vital.town_id)?.town_name).toBe('St. Vital Park');
    const back = await api.put('/places/town', {
      forceCascadeUpdate: true, townIDArray: [vital.town_id], townNameArray: ['St. Vital'], zoneIDArray: [south.zone_id], versionArray: [vital.version + 1],
    });
    expect(back.status).toBe(200);
    // Back as before, but St. Vital was updated twice and Fort Garry once.
    const bumps = new Map([[vital.town_id, 2], [garry.town_id, 1]]);
    expect(await allTowns()).toEqual(beforeTowns.map((town) => ({ ...town, version: town.version + (bumps.get(town.town_id) ?? 0) })));
    expect(await allPostalCodes()).toEqual(beforeCodes);
  });
});

describe('postal codes', () => {
  it('pages the postal codes by code with the total; All (10000) returns every one', async () => {
    const all = await page<PostalCode>('/places/postalcodes', { limit: 10_000 });
    expect(all.result.length).toBe(all.meta[0].totalrows);
    expect(all.result.length).toBeGreaterThanOrEqual(TEST_POSTAL_CODES);
    for (const code of all.result) expect(Object.keys(code).sort()).toEqual(POSTAL_CODE_COLUMNS);
    const codes = all.result.map((code) => code.postalcode);
    expect(codes).toEqual([...codes].sort());
    const first = await page<PostalCode>('/places/postalcodes');
    expect(first.result).toEqual(all.result.slice(0, 20));
    expect(first.meta[0].totalrows).toBe(all.meta[0].totalrows);
    expect((await page<PostalCode>('/places/postalcodes', { offset: 100, limit: 50 })).result).toEqual(all.result.slice(100, 150));
  });

  it('filters on the chosen fields, case-insensitively, ignoring spaces in postal codes', async () => {
    const all = await allPostalCodes();
    const sample = all[Math.floor(all.length / 2)];
    if (!sample) throw new Error('no postal codes');
    const check = async (query: Record<string, string>, keep: (code: PostalCode) => boolean) => {
      const found = await page<PostalCode>('/places/postalcodes', { ...query, limit: 10_000 });
      expect(found.result.map((code) => code.postalcode_id)).toEqual(all.filter(keep).map((code) => code.postalcode_id));
      expect(found.meta[0].totalrows).toBe(found.result.length);
      expect(found.result.length).toBeGreaterThan(0);
    };
    const compact = (text: string) => text.replace(/ /g, '').toLowerCase();
    const part = compact(sample.postalcode).slice(1, 5); // across the space: '1A1 1' style
    await check({ searchString: part, filterOn: 'postalcode' }, (code) => compact(code.postalcode).includes(part));
    await check({ searchString: `${sample.postalcode.slice(0, 3)}   ${sample.postalcode.slice(4)}`.toLowerCase(), filterOn: 'postalcode' }, (code) => code.postalcode === sample.postalcode);
    await check({ searchString: sample.town_name.toUpperCase(), filterOn: 'town_name' }, (code) => code.town_name.toLowerCase().includes(sample.town_name.toLowerCase()));
    await check({ searchString: sample.zone_name, filterOn: 'zone_name' }, (code) => code.zone_name.toLowerCase().includes(sample.zone_name.toLowerCase()));
    await check({ searchString: 'winnipeg', filterOn: 'region_name' }, (code) => code.region_name.toLowerCase().includes('winnipeg'));
    const anyField = (code: PostalCode, text: string) =>
      compact(code.postalcode).includes(compact(text)) || [code.town_name, code.zone_name, code.region_name].some((name) => name.toLowerCase().includes(text));
    await check({ searchString: 'north' }, (code) => anyField(code, 'north'));
    await check({ searchString: 'north', filterOn: 'town_name,zone_name' }, (code) => [code.town_name, code.zone_name].some((name) => name.toLowerCase().includes('north')));
  });

  it('creates (normalising the code), updates and deletes a postal code', async () => {
    const before = await allPostalCodes();
    const east = await zoneNamed('Winnipeg East');
    const transcona = (await allTowns()).find((town) => town.town_name === 'Transcona');
    if (!transcona) throw new Error('no Transcona');
    const created = await api.post<{ success: string; postalcode_id: number }>('/places/postalcodes', { code: ' r2c1a7 ', town_id: transcona.town_id, zone_id: east.zone_id });
    expect(created.status).toBe(201);
    expect(created.body.success).toBe('Postal code R2C 1A7 has been saved.');
    const winnipeg = await regionNamed('Winnipeg');
    expect(await postalCode('R2C 1A7')).toEqual({
      postalcode_id: created.body.postalcode_id, postalcode: 'R2C 1A7', town_id: transcona.town_id, town_name: 'Transcona',
      zone_id: east.zone_id, zone_name: 'Winnipeg East', region_name: 'Winnipeg', region_id: winnipeg.region_id, province_id: winnipeg.province_id, version: 1,
    });
    expectFieldErrors(await api.post('/places/postalcodes', { code: 'R2C1A7', town_id: transcona.town_id, zone_id: east.zone_id }), 409, ['code']);

    const id = created.body.postalcode_id;
    const updated = await api.put<{ success: string }>(`/places/postalcodes/${id}`, { id, code: 'R2C 1A8', town_id: transcona.town_id, zone_id: east.zone_id, version: 1 });
    expect(updated.body).toEqual({ success: 'Postal code R2C 1A8 has been updated.' });
    expect((await postalCode('R2C 1A8'))?.postalcode_id).toBe(id);
    expect(await postalCode('R2C 1A7')).toBeUndefined();

    expectJsonError(await api.del(`/places/postalcodes/${id}`, { code: 'R2C 1A7' }), 409);
    const deleted = await api.del<{ success: string }>(`/places/postalcodes/${id}`, { code: 'r2c1a8' });
    expect(deleted.body).toEqual({ success: 'Postal code R2C 1A8 has been deleted.' });
    expect(await allPostalCodes()).toEqual(before);
  });

  it('refuses bad codes, unknown towns and zones, mismatched or unknown ids; writes nothing', async () => {
    const before = await allPostalCodes();
    const existing = before[0];
    if (!existing) throw new Error('no postal codes');
    const ref = { town_id: existing.town_id, zone_id: existing.zone_id };
    const version = existing.version;
    expectFieldErrors(await api.post('/places/postalcodes', {}), 400, ['code', 'town_id', 'zone_id']);
    for (const code of ['D1A 1A1', 'R2C 1A', '12345', 'W2C 1A1', 'R2C-1A1', 'R2C 1AA']) {
      expectFieldErrors(await api.post('/places/postalcodes', { code, ...ref }), 400, ['code']);
    }
    expectFieldErrors(await api.post('/places/postalcodes', { code: 'R2C 7Z7', town_id: 999_999, zone_id: 999_999 }), 400, ['town_id', 'zone_id']);
    expectFieldErrors(await api.post('/places/postalcodes', { code: existing.postalcode.toLowerCase().replace(' ', ''), ...ref }), 409, ['code']);

    const id = existing.postalcode_id;
    const second = before[1];
    if (!second) throw new Error('only one postal code');
    expectFieldErrors(await api.put(`/places/postalcodes/${id}`, { id: id + 1, code: existing.postalcode, ...ref, version }), 400, ['id']);
    expectFieldErrors(await api.put(`/places/postalcodes/${id}`, { id, code: second.postalcode, ...ref, version }), 409, ['code']);
    expectFieldErrors(await api.put(`/places/postalcodes/${id}`, { id, code: existing.postalcode, town_id: 999_999, zone_id: ref.zone_id, version }), 400, ['town_id']);
    expectFieldErrors(await api.put(`/places/postalcodes/${id}`, { id, code: existing.postalcode, ...ref }), 400, ['version']);
    expectJsonError(await api.put('/places/postalcodes/999999', { id: 999_999, code: 'R2C 7Z7', ...ref, version: 1 }), 404);
    expectFieldErrors(await api.put('/places/postalcodes/abc', { id, code: existing.postalcode, ...ref, version }), 400, ['id']);
    expectJsonError(await api.del('/places/postalcodes/999999', { code: 'R2C 7Z7' }), 404);
    expectFieldErrors(await api.del('/places/postalcodes/0', { code: 'R2C 7Z7' }), 400, ['postalcode_id']);
    expectFieldErrors(await api.del(`/places/postalcodes/${id}`, {}), 400, ['code']);
    expect(await allPostalCodes()).toEqual(before);
  });

  it('refuses a town of another zone than the one chosen, on add and on edit, naming town_id and zone_id; writes nothing', async () => {
    const east = await zoneNamed('Winnipeg East');
    const north = await zoneNamed('Winnipeg North');
    const towns = await allTowns();
    const transcona = towns.find((town) => town.town_name === 'Transcona');
    const northTown = towns.find((town) => town.zone_id === north.zone_id);
    if (!transcona || !northTown) throw new Error('seeded towns missing');
    const before = await allPostalCodes();

    const added = expectFieldErrors(await api.post('/places/postalcodes', { code: 'R2C 6M6', town_id: transcona.town_id, zone_id: north.zone_id }), 400, [
      'town_id',
      'zone_id',
    ]);
    expect(added.error).toBe('Town Transcona is in zone Winnipeg East, not Winnipeg North: choose a town of that zone, or zone Winnipeg East.');
    expect(await allPostalCodes()).toEqual(before);

    const id = await createPostalCode('R2C 6M6', transcona.town_id, east.zone_id);
    const stored = await postalCode('R2C 6M6');
    for (const change of [
      { code: 'R2C 6M7', town_id: transcona.town_id, zone_id: north.zone_id },
      { code: 'R2C 6M7', town_id: northTown.town_id, zone_id: east.zone_id },
    ]) {
      expectFieldErrors(await api.put(`/places/postalcodes/${id}`, { id, ...change, version: 1 }), 400, ['town_id', 'zone_id']);
    }
    expect(await postalCode('R2C 6M6')).toEqual(stored);
    expect(await postalCode('R2C 6M7')).toBeUndefined();
    expect((await api.put(`/places/postalcodes/${id}`, { id, code: 'R2C 6M7', town_id: northTown.town_id, zone_id: north.zone_id, version: 1 })).status).toBe(200);
    expect(await postalCode('R2C 6M7')).toMatchObject({ town_id: northTown.town_id, zone_id: north.zone_id });
    expect((await api.del(`/places/postalcodes/${id}`, { code: 'R2C 6M7' })).status).toBe(200);
    expect(await allPostalCodes()).toEqual(before);
  });

  it('keeps a postal code left in its zone by a town moved without force editable, as long as its town and zone stay', async () => {
    const east = await zoneNamed('Winnipeg East');
    const north = await zoneNamed('Winnipeg North');
    const town = await createTown('Drifting Town', north.zone_id);
    const id = await createPostalCode('R2W 7K7', town, north.zone_id);
    const moved = await api.put<{ success: string }>('/places/town', {
      forceCascadeUpdate: false, townIDArray: [town], townNameArray: ['Drifting Town'], zoneIDArray: [east.zone_id], versionArray: [1],
    });
    expect(moved.body.success).toBe('Town Drifting Town has been updated. 1 postal code kept its previous zone.');

    expect((await api.put(`/places/postalcodes/${id}`, { id, code: 'R2W 7K8', town_id: town, zone_id: north.zone_id, version: 1 })).status).toBe(200);
    expect(await postalCode('R2W 7K8')).toMatchObject({ town_id: town, zone_id: north.zone_id });
    // Another code of the town must follow the town's zone now.
    expectFieldErrors(await api.post('/places/postalcodes', { code: 'R2W 7K9', town_id: town, zone_id: north.zone_id }), 400, ['town_id', 'zone_id']);
    expect(await postalCode('R2W 7K9')).toBeUndefined();
    expect((await api.put(`/places/postalcodes/${id}`, { id, code: 'R2W 7K8', town_id: town, zone_id: east.zone_id, version: 2 })).status).toBe(200);
    expect(await postalCode('R2W 7K8')).toMatchObject({ town_id: town, zone_id: east.zone_id });
  });

  it('answers where a postal code is delivered, ignoring spaces and case', async () => {
    const sample = (await allPostalCodes())[5];
    if (!sample) throw new Error('no postal codes');
    for (const asked of [sample.postalcode, sample.postalcode.replace(' ', '').toLowerCase(), ` ${sample.postalcode.toLowerCase()}`]) {
      const answer = await api.get<PostalCodeQueryResult>(`/places/postalcodes/query/${encodeURIComponent(asked)}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        result: [{ town_id: sample.town_id, town_name: sample.town_name, region_name: sample.region_name, region_code: expect.stringMatching(/^[A-Z]{2}$/) as unknown, region_tag: expect.any(String) as unknown }],
      });
    }
    for (const unknown of ['X0X0X0', 'nonsense', '%25']) {
      const answer = await api.get<PostalCodeQueryResult>(`/places/postalcodes/query/${unknown}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ result: [] });
    }
  });
});

describe('the city index', () => {
  it('rebuilds from every town under its region tag and says how many', async () => {
    const towns = (await page<Town>('/places/town')).meta[0].totalrows;
    const regions = new Set((await allTowns()).map((town) => town.region_name)).size;
    const first = await api.get<{ success: string }>('/search/cities');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: `City index updated: ${towns} cities in ${regions} regions.` });
    const rows = await env.database.db.query<{ n: number }>('select count(*)::int as n from city_index');
    expect(rows.rows[0]?.n).toBe(towns);

    const hamilton = await zoneNamed('Hamilton Central');
    const added = await createTown('Corktown', hamilton.zone_id);
    expect((await api.get<{ success: string }>('/search/cities')).body.success).toBe(`City index updated: ${towns + 1} cities in ${regions} regions.`);
    const indexed = await env.database.db.query<{ region_tag: string; city_name: string }>(
      'select region_tag, city_name from city_index where city_id = $1',
      [added],
    );
    expect(indexed.rows).toEqual([{ region_tag: 'Hamilton', city_name: 'Corktown' }]);
    expect((await api.del(`/places/town/${added}`, { town_name: 'Corktown' })).status).toBe(200);
  });
});
