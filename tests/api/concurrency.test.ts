import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeliveryRate,
  PostalCode,
  Region,
  SpecialZoneDeliveryRate,
  Town,
  Zone,
  ZoneDeliveryRate,
} from '../../runtime/generated/entities';
import { adminClient, expectFieldErrors, type AdminClient, type ApiAnswer, type ApiErrorBody } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';

/** Two staff members, each with the console open. */
let env: TestEnvironment;
let alex: AdminClient;
let jordan: AdminClient;

beforeAll(async () => {
  env = await createTestEnvironment();
  const server = await env.start();
  alex = adminClient(server.origin, (await signIn(server.origin)).idToken);
  jordan = adminClient(server.origin, (await signIn(server.origin, { email: 'jordan.lee@example.com', password: 'console-demo' })).idToken);
});

afterAll(async () => {
  await env?.stop();
});

interface Conflict extends ApiErrorBody {
  conflicts: number[];
}

const RELOAD = 'Reload it and apply your changes again.';

async function rows<Row>(api: AdminClient, path: string): Promise<Row[]> {
  const answer = await api.get<Row[] | { result: Row[] }>(path);
  expect(answer.status).toBe(200);
  return Array.isArray(answer.body) ? answer.body : answer.body.result;
}

const towns = () => rows<Town>(alex, '/places/town?limit=10000');
const zones = () => rows<Zone>(alex, '/places/zone?limit=10000');
const postalCodes = () => rows<PostalCode>(alex, '/places/postalcodes?limit=10000');
const zoneRates = () => rows<ZoneDeliveryRate>(alex, '/rates/zone');

function find<Row>(list: Row[], keep: (row: Row) => boolean, what: string): Row {
  const row = list.find(keep);
  if (!row) throw new Error(`no ${what}`);
  return row;
}

/** A 409 naming exactly `ids` as changed since loaded, with the field of each. */
function expectConflict(answer: ApiAnswer, ids: number[], fields: string[]): Conflict {
  const body = expectFieldErrors(answer, 409, fields) as Conflict;
  expect(body.conflicts).toEqual(ids);
  return body;
}

describe('versions', () => {
  it('every list gives each row an integer version of at least 1', async () => {
    const lists: Array<Array<{ version: number }>> = [
      await rows<Region>(alex, '/places/region'),
      await zones(),
      await towns(),
      await postalCodes(),
      await zoneRates(),
      await rows<SpecialZoneDeliveryRate>(alex, '/rates/special/zone'),
      await rows<DeliveryRate>(alex, '/rates'),
    ];
    for (const list of lists) {
      expect(list.length).toBeGreaterThan(0);
      for (const row of list) expect(Number.isInteger(row.version) && row.version >= 1).toBe(true);
    }
  });

  it('a new row has version 1, and each update adds one', async () => {
    const east = find(await zones(), (zone) => zone.zone_name === 'Winnipeg East', 'zone');
    const created = await alex.post<{ town_id: number }>('/places/town', { town_name: 'Version Town', zone_id: east.zone_id });
    const id = created.body.town_id;
    const stored = async () => find(await towns(), (town) => town.town_id === id, 'town');
    expect((await stored()).version).toBe(1);
    for (const [version, name] of [[1, 'Version Town II'], [2, 'Version Town III']] as const) {
      const answer = await alex.put('/places/town', {
        forceCascadeUpdate: true, townIDArray: [id], townNameArray: [name], zoneIDArray: [east.zone_id], versionArray: [version],
      });
      expect(answer.status).toBe(200);
      expect(await stored()).toMatchObject({ town_name: name, version: version + 1 });
    }
  });
});

describe('a stale write', () => {
  it('of a town is refused: the rename stays, the move is not made (409 naming the town)', async () => {
    const east = find(await zones(), (zone) => zone.zone_name === 'Winnipeg East', 'zone');
    const north = find(await zones(), (zone) => zone.zone_name === 'Winnipeg North', 'zone');
    // Both load the same town.
    const loadedByAlex = find(await rows<Town>(alex, '/places/town?limit=10000'), (town) => town.town_name === 'Transcona', 'town');
    const loadedByJordan = find(await rows<Town>(jordan, '/places/town?limit=10000'), (town) => town.town_name === 'Transcona', 'town');

    const renamed = await alex.put('/places/town', {
      forceCascadeUpdate: true, townIDArray: [loadedByAlex.town_id], townNameArray: ['Transcona Village'], zoneIDArray: [east.zone_id],
      versionArray: [loadedByAlex.version],
    });
    expect(renamed.status).toBe(200);
    const afterRename = await towns();
    const codesAfterRename = await postalCodes();

    const moved = await jordan.put('/places/town', {
      forceCascadeUpdate: true, townIDArray: [loadedByJordan.town_id], townNameArray: ['Transcona'], zoneIDArray: [north.zone_id],
      versionArray: [loadedByJordan.version],
    });
    const conflict = expectConflict(moved, [loadedByJordan.town_id], ['versionArray.0']);
    expect(conflict.error).toBe(`Town Transcona was changed by someone else since you loaded it. ${RELOAD}`);
    expect(await towns()).toEqual(afterRename);
    expect(find(afterRename, (town) => town.town_id === loadedByAlex.town_id, 'town')).toMatchObject({
      town_name: 'Transcona Village', zone_id: east.zone_id, version: loadedByAlex.version + 1,
    });
    expect(await postalCodes()).toEqual(codesAfterRename);

    // Reloaded, Jordan's move goes through on top of the rename.
    const again = await jordan.put('/places/town', {
      forceCascadeUpdate: true, townIDArray: [loadedByJordan.town_id], townNameArray: ['Transcona'], zoneIDArray: [east.zone_id],
      versionArray: [loadedByJordan.version + 1],
    });
    expect(again.status).toBe(200);
  });

  it('in a batch refuses the whole batch and names only the stale rows', async () => {
    const all = await towns();
    const [first, second, third] = all.filter((town) => town.zone_name === 'Winnipeg South');
    if (!first || !second || !third) throw new Error('Winnipeg South needs three towns');
    const bump = await alex.put('/places/town', {
      forceCascadeUpdate: true, townIDArray: [second.town_id, third.town_id], townNameArray: [second.town_name, third.town_name],
      zoneIDArray: [second.zone_id, third.zone_id], versionArray: [second.version, third.version],
    });
    expect(bump.status).toBe(200);
    const before = await towns();
    const stale = await jordan.put('/places/town', {
      forceCascadeUpdate: true,
      townIDArray: [first.town_id, second.town_id, third.town_id],
      townNameArray: [`${first.town_name} A`, `${second.town_name} B`, `${third.town_name} C`],
      zoneIDArray: [first.zone_id, second.zone_id, third.zone_id],
      versionArray: [first.version, second.version, third.version],
    });
    const conflict = expectConflict(stale, [second.town_id, third.town_id], ['versionArray.1', 'versionArray.2']);
    expect(conflict.error).toBe(
      `Towns ${second.town_name} B and ${third.town_name} C were changed by someone else since you loaded them. Reload them and apply your changes again.`,
    );
    expect(await towns()).toEqual(before);
  });

  it('of zones is refused the same way', async () => {
    const regina = find(await zones(), (zone) => zone.zone_name === 'Regina North', 'zone');
    const renamed = await alex.put('/places/zone', {
      zoneIDArray: [regina.zone_id], zoneNameArray: ['Regina Nord'], regionIDArray: [regina.region_id], versionArray: [regina.version],
    });
    expect(renamed.status).toBe(200);
    const before = await zones();
    const stale = await jordan.put('/places/zone', {
      zoneIDArray: [regina.zone_id], zoneNameArray: ['Regina North'], regionIDArray: [regina.region_id], versionArray: [regina.version],
    });
    expect(expectConflict(stale, [regina.zone_id], ['versionArray.0']).error).toBe(`Zone Regina North was changed by someone else since you loaded it. ${RELOAD}`);
    expect(await zones()).toEqual(before);
  });

  it('of a zone delivery rate is refused (409 naming the rate); the first change stays', async () => {
    const loaded = find(await zoneRates(), (rate) => rate.zone === 'Winnipeg West' && rate.displayText === 'Anytime (8am - 8pm)', 'rate');
    const cheaper = { ...loaded, rate: '$8', name: `${loaded.zone} - ${loaded.displayText} - $8` };
    expect((await alex.put(`/rates/zone/rate/${loaded.id}`, cheaper)).status).toBe(200);
    const before = await zoneRates();
    const stale = await jordan.put(`/rates/zone/rate/${loaded.id}`, { ...loaded, status: false });
    expect(expectConflict(stale, [loaded.id], ['version']).error).toBe(
      `Zone delivery rate ${loaded.name} was changed by someone else since you loaded it. ${RELOAD}`,
    );
    expect(await zoneRates()).toEqual(before);
    expect(find(before, (rate) => rate.id === loaded.id, 'rate')).toMatchObject({ rate: '$8', status: loaded.status, version: loaded.version + 1 });
  });

  it('of a region, a postal code, a special rate or a delivery rate is refused too', async () => {
    const region = (await rows<Region>(alex, '/places/region'))[0];
    if (!region) throw new Error('no regions');
    const regionBody = { warehouse_id: region.warehouse_id, short_code: region.short_code, version: region.version };
    expect((await alex.put(`/places/region/${region.region_id}`, regionBody)).status).toBe(200);
    expectConflict(await jordan.put(`/places/region/${region.region_id}`, regionBody), [region.region_id], ['version']);

    const code = (await postalCodes())[0];
    if (!code) throw new Error('no postal codes');
    const codeBody = { id: code.postalcode_id, code: code.postalcode, town_id: code.town_id, zone_id: code.zone_id, version: code.version };
    expect((await alex.put(`/places/postalcodes/${code.postalcode_id}`, codeBody)).status).toBe(200);
    const codeConflict = expectConflict(await jordan.put(`/places/postalcodes/${code.postalcode_id}`, codeBody), [code.postalcode_id], ['version']);
    expect(codeConflict.error).toBe(`Postal code ${code.postalcode} was changed by someone else since you loaded it. ${RELOAD}`);

    const special = (await rows<SpecialZoneDeliveryRate>(alex, '/rates/special/zone'))[0];
    if (!special) throw new Error('no special rates');
    const { zone_name: _zone, region_name: _region, ...specialBody } = special;
    expect((await alex.put(`/rates/special/zone/rate/${special.id}`, specialBody)).status).toBe(200);
    expectConflict(await jordan.put(`/rates/special/zone/rate/${special.id}`, { ...specialBody, status: !special.status }), [special.id], ['version']);

    const delivery = (await rows<DeliveryRate>(alex, '/rates'))[0];
    if (!delivery) throw new Error('no delivery rates');
    expect((await alex.put(`/rates/${delivery.id}`, delivery)).status).toBe(200);
    expectConflict(await jordan.put(`/rates/${delivery.id}`, { ...delivery, rate: '$99' }), [delivery.id], ['version']);
    expect(find(await rows<DeliveryRate>(alex, '/rates'), (row) => row.id === delivery.id, 'rate')).toMatchObject({ rate: delivery.rate, version: delivery.version + 1 });
  });
});

describe('an update without its version', () => {
  it('is a 400 naming the version field, and writes nothing', async () => {
    const town = (await towns())[0];
    const zone = (await zones())[0];
    const code = (await postalCodes())[0];
    const rate = (await zoneRates())[0];
    const special = (await rows<SpecialZoneDeliveryRate>(alex, '/rates/special/zone'))[0];
    const delivery = (await rows<DeliveryRate>(alex, '/rates'))[0];
    const region = (await rows<Region>(alex, '/places/region'))[0];
    if (!town || !zone || !code || !rate || !special || !delivery || !region) throw new Error('seeded rows missing');
    const before = { towns: await towns(), zones: await zones(), codes: await postalCodes(), rates: await zoneRates() };

    const townBody = { forceCascadeUpdate: true, townIDArray: [town.town_id], townNameArray: ['x'], zoneIDArray: [town.zone_id] };
    expectFieldErrors(await alex.put('/places/town', townBody), 400, ['versionArray']);
    expectFieldErrors(await alex.put('/places/town', { ...townBody, versionArray: [town.version, 1] }), 400, ['versionArray']);
    expectFieldErrors(await alex.put('/places/town', { ...townBody, versionArray: [0] }), 400, ['versionArray.0']);
    expectFieldErrors(await alex.put('/places/zone', { zoneIDArray: [zone.zone_id], zoneNameArray: ['x'], regionIDArray: [zone.region_id] }), 400, ['versionArray']);
    const { version: _v1, ...codeRow } = { id: code.postalcode_id, code: code.postalcode, town_id: code.town_id, zone_id: code.zone_id, version: code.version };
    expectFieldErrors(await alex.put(`/places/postalcodes/${code.postalcode_id}`, codeRow), 400, ['version']);
    const { version: _v2, ...rateRow } = rate;
    expectFieldErrors(await alex.put(`/rates/zone/rate/${rate.id}`, rateRow), 400, ['version']);
    const { version: _v3, zone_name: _z, region_name: _r, ...specialRow } = special;
    expectFieldErrors(await alex.put(`/rates/special/zone/rate/${special.id}`, specialRow), 400, ['version']);
    const { version: _v4, ...deliveryRow } = delivery;
    expectFieldErrors(await alex.put(`/rates/${delivery.id}`, deliveryRow), 400, ['version']);
    expectFieldErrors(await alex.put(`/places/region/${region.region_id}`, { warehouse_id: region.warehouse_id, short_code: 'X' }), 400, ['version']);
    expectFieldErrors(await alex.put(`/rates/${delivery.id}`, { ...delivery, version: 2147483648 }), 400, ['version']);

    expect({ towns: await towns(), zones: await zones(), codes: await postalCodes(), rates: await zoneRates() }).toEqual(before);
  });

  it('is fine for the town preview, which takes the versions only to check their count', async () => {
    const town = (await towns())[0];
    if (!town) throw new Error('no towns');
    const body = { townIDArray: [town.town_id], townNameArray: [town.town_name], zoneIDArray: [town.zone_id] };
    expect((await alex.put('/places/town/affected-resources', body)).status).toBe(200);
    expect((await alex.put('/places/town/affected-resources', { ...body, versionArray: [1] })).status).toBe(200);
    expectFieldErrors(await alex.put('/places/town/affected-resources', { ...body, versionArray: [1, 2] }), 400, ['versionArray']);
  });
});
