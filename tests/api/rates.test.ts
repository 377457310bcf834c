import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DeliveryRate,
  SpecialZoneDeliveryRate,
  Zone,
  ZoneDeliveryRate,
  ZonePage,
} from '../../runtime/generated/entities';
import { businessToday } from '../../server/api/admin/clock';
import { specialRateDateErrors } from '../../server/api/admin/specialZoneRates';
import { REGIONS } from '../../server/db/seed/places';
import { CITY_REGION_TAGS, DELIVERY_RATES, HOLIDAYS, SPECIAL_RATE_ZONES, nextHoliday } from '../../server/db/seed/rates';
import { seedDemoData } from '../../server/db/seed/seed';
import { adminClient, callApi, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, TEST_POSTAL_CODES, type TestEnvironment } from '../support/testServer';

const ZONE_RATE_COLUMNS = [
  'id', 'name', 'displayText', 'rate', 'applicableStartTime', 'applicableEndTime', 'applicableDate', 'isSameDayOnly', 'status', 'zoneId', 'zone', 'version',
].sort();
const SPECIAL_RATE_COLUMNS = [
  'id', 'name', 'rate_name', 'rate', 'cutoff_time', 'cutoff_date', 'delivery_date', 'status', 'zone_id', 'zone_name', 'region_name', 'version',
].sort();
const ZONE_COUNT = REGIONS.reduce((sum, region) => sum + region.zones.length, 0);
const CITY_ZONE_COUNT = REGIONS.filter((region) => CITY_REGION_TAGS.includes(region.tag)).reduce((sum, region) => sum + region.zones.length, 0);

let env: TestEnvironment;
let api: AdminClient;
let origin: string;
/** Today in America/Winnipeg, and days from it, as the server judges past dates. */
const today = () => businessToday(new Date());
const day = (offset: number) => DateTime.fromISO(today()).plus({ days: offset }).toISODate() ?? '';

beforeAll(async () => {
  env = await createTestEnvironment();
  const server = await env.start();
  origin = server.origin;
  api = adminClient(origin, (await signIn(origin)).idToken);
});

afterAll(async () => {
  await env?.stop();
});

async function zoneNamed(name: string): Promise<Zone> {
  const answer = await api.get<ZonePage>(`/places/zone?searchString=${encodeURIComponent(name)}&filterOn=zone_name`);
  const zone = answer.body.result.find((row) => row.zone_name === name);
  if (!zone) throw new Error(`no zone ${name}`);
  return zone;
}

async function zoneRates(): Promise<ZoneDeliveryRate[]> {
  const answer = await api.get<ZoneDeliveryRate[]>('/rates/zone');
  expect(answer.status).toBe(200);
  return answer.body;
}

async function specialRates(): Promise<SpecialZoneDeliveryRate[]> {
  const answer = await api.get<SpecialZoneDeliveryRate[]>('/rates/special/zone');
  expect(answer.status).toBe(200);
  return answer.body;
}

async function deliveryRates(): Promise<DeliveryRate[]> {
  const answer = await api.get<DeliveryRate[]>('/rates');
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('the bearer token', () => {
  it('is required by every rates call, and nothing is written without it', async () => {
    const before = (await deliveryRates()).length;
    const calls: [string, string][] = [
      ['GET', '/rates/zone'], ['POST', '/rates/zone/rate'], ['PUT', '/rates/zone/rate/1'], ['DELETE', '/rates/zone/rate/1'],
      ['GET', '/rates/special/zone'], ['POST', '/rates/special/zone/rate'], ['PUT', '/rates/special/zone/rate/1'],
      ['DELETE', '/rates/special/zone/rate/1'], ['GET', '/rates'], ['POST', '/rates'], ['PUT', '/rates/1'], ['DELETE', '/rates/1'],
    ];
    for (const [method, path] of calls) {
      const json = method === 'GET' ? undefined : { name: 'Anytime (9am - 5pm) - $11', period: 'Anytime (9am - 5pm)', rate: '$11' };
      expectJsonError(await callApi(origin, `/api/admin${path}`, { method, json }), 401);
    }
    expect(await deliveryRates()).toHaveLength(before);
  });
});

describe('zone delivery rates', () => {
  it('lists the seeded rates: Anytime $10 in every zone, same-day Morning Rush $15 in city zones', async () => {
    const rates = await zoneRates();
    for (const rate of rates) expect(Object.keys(rate).sort()).toEqual(ZONE_RATE_COLUMNS);
    const anytime = rates.filter((rate) => rate.displayText === 'Anytime (8am - 8pm)');
    expect(anytime).toHaveLength(ZONE_COUNT);
    expect(new Set(anytime.map((rate) => rate.zoneId)).size).toBe(ZONE_COUNT);
    const morning = rates.filter((rate) => rate.displayText === 'Morning Rush (8am - 10am)');
    expect(morning).toHaveLength(CITY_ZONE_COUNT);
    const south = await zoneNamed('Winnipeg South');
    expect(rates.find((rate) => rate.zoneId === south.zone_id && rate.displayText === 'Anytime (8am - 8pm)')).toMatchObject({
      name: 'Winnipeg South - Anytime (8am - 8pm) - $10',
      rate: '$10',
      applicableStartTime: '08:00:00',
      applicableEndTime: '20:00:00',
      applicableDate: 1,
      isSameDayOnly: false,
      status: true,
      zone: 'Winnipeg South',
    });
    expect(rates.find((rate) => rate.zoneId === south.zone_id && rate.displayText === 'Morning Rush (8am - 10am)')).toMatchObject({
      name: 'Winnipeg South - Morning Rush (8am - 10am) - $15',
      rate: '$15',
      isSameDayOnly: true,
    });
    for (const rate of rates) expect(rate.name).toBe(`${rate.zone} - ${rate.displayText} - ${rate.rate}`);
  });

  it('creates, lists, updates and deletes a rate', async () => {
    const zone = await zoneNamed('Winnipeg North');
    const payload = {
      name: 'Winnipeg North - Afternoon (12pm - 5pm) - $12',
      zoneId: zone.zone_id,
      applicableStartTime: '12:00:00',
      applicableEndTime: '17:00:00',
      applicableDate: 0,
      isSameDayOnly: false,
      displayText: 'Afternoon (12pm - 5pm)',
      rate: '$12',
    };
    const created = await api.post<{ success: string; id: number }>('/rates/zone/rate', payload);
    expect(created.status).toBe(201);
    expect(created.body.success).toBe('Zone Delivery Rate Winnipeg North - Afternoon (12pm - 5pm) - $12 has been saved.');
    const row = (await zoneRates()).find((rate) => rate.id === created.body.id);
    expect(row).toEqual({ ...payload, id: created.body.id, status: true, zone: 'Winnipeg North', version: 1 });
    if (!row) return;

    const changed = { ...row, rate: '$13.50', name: 'Winnipeg North - Afternoon (12pm - 5pm) - $13.50', status: false, zone: 'ignored' };
    const updated = await api.put<{ success: string }>(`/rates/zone/rate/${row.id}`, changed);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ success: 'Zone Delivery Rate Winnipeg North - Afternoon (12pm - 5pm) - $13.50 has been updated.' });
    expect((await zoneRates()).find((rate) => rate.id === row.id)).toEqual({ ...changed, zone: 'Winnipeg North', version: 2 });

    expectFieldErrors(await api.put(`/rates/zone/rate/${row.id}`, changed), 409, ['version']);
    const deleted = await api.del<{ success: string }>(`/rates/zone/rate/${row.id}`, { name: changed.name });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: `Zone Delivery Rate ${changed.name} has been deleted.` });
    expect((await zoneRates()).some((rate) => rate.id === row.id)).toBe(false);
  });

  it('refuses bad rates field by field and writes nothing', async () => {
    const before = await zoneRates();
    const zone = await zoneNamed('Winnipeg West');
    const good = {
      name: 'Winnipeg West - Late Afternoon (3pm - 8pm) - $9',
      zoneId: zone.zone_id,
      applicableStartTime: '15:00:00',
      applicableEndTime: '20:00:00',
      applicableDate: 1,
      isSameDayOnly: false,
      displayText: 'Late Afternoon (3pm - 8pm)',
      rate: '$9',
    };
    expectFieldErrors(await api.post('/rates/zone/rate', {}), 400, [
      'name', 'zoneId', 'applicableStartTime', 'applicableEndTime', 'applicableDate', 'isSameDayOnly', 'displayText', 'rate',
    ]);
    const { rate: _rate, zoneId: _zoneId, ...partial } = good;
    expectFieldErrors(await api.post('/rates/zone/rate', partial), 400, ['rate', 'zoneId']);
    expectFieldErrors(
      await api.post('/rates/zone/rate', {
        ...good, rate: '9', applicableStartTime: '3pm', applicableEndTime: '24:00:00', applicableDate: 2, isSameDayOnly: 'no', colour: 'red',
      }),
      400,
      ['rate', 'applicableStartTime', 'applicableEndTime', 'applicableDate', 'isSameDayOnly', 'colour'],
    );
    expectFieldErrors(await api.post('/rates/zone/rate', { ...good, rate: '$9.999' }), 400, ['rate']);
    expectFieldErrors(await api.post('/rates/zone/rate', { ...good, applicableStartTime: '20:00:00', applicableEndTime: '15:00:00' }), 400, ['applicableEndTime']);
    expectFieldErrors(await api.post('/rates/zone/rate', { ...good, zoneId: 999_999 }), 400, ['zoneId']);
    expectFieldErrors(await api.post('/rates/zone/rate', { ...good, name: '   ' }), 400, ['name']);
    // The zone already has an Anytime rate: one rate per display text and zone.
    expectFieldErrors(await api.post('/rates/zone/rate', { ...good, displayText: 'anytime (8am - 8pm)' }), 409, ['displayText']);
    expect(await zoneRates()).toEqual(before);
  });

  it('refuses bad updates: id mismatch, unknown or malformed id, bad fields, duplicates', async () => {
    const before = await zoneRates();
    const zone = await zoneNamed('Winnipeg East');
    const anytime = before.find((rate) => rate.zoneId === zone.zone_id && rate.displayText === 'Anytime (8am - 8pm)');
    const morning = before.find((rate) => rate.zoneId === zone.zone_id && rate.displayText === 'Morning Rush (8am - 10am)');
    if (!anytime || !morning) throw new Error('seeded Winnipeg East rates missing');
    expectFieldErrors(await api.put(`/rates/zone/rate/${anytime.id}`, { ...anytime, id: morning.id }), 400, ['id']);
    expectJsonError(await api.put('/rates/zone/rate/999999', { ...anytime, id: 999_999 }), 404);
    expectFieldErrors(await api.put('/rates/zone/rate/abc', anytime), 400, ['id']);
    const { status: _status, ...withoutStatus } = anytime;
    expectFieldErrors(await api.put(`/rates/zone/rate/${anytime.id}`, withoutStatus), 400, ['status']);
    const { version: _version, ...withoutVersion } = anytime;
    expectFieldErrors(await api.put(`/rates/zone/rate/${anytime.id}`, withoutVersion), 400, ['version']);
    expectFieldErrors(await api.put(`/rates/zone/rate/${anytime.id}`, { ...anytime, zoneId: 999_999 }), 400, ['zoneId']);
    expectFieldErrors(await api.put(`/rates/zone/rate/${anytime.id}`, { ...anytime, displayText: morning.displayText }), 409, ['displayText']);
    expect(await zoneRates()).toEqual(before);
  });

  it('deletes only with the stored name: wrong name 409, unknown id 404, malformed id or no name 400', async () => {
    const before = await zoneRates();
    const target = before[0];
    if (!target) throw new Error('no rates');
    const wrong = expectJsonError(await api.del(`/rates/zone/rate/${target.id}`, { name: `${target.name} (old)` }), 409);
    expect(wrong.error).toContain(target.name);
    expectJsonError(await api.del('/rates/zone/rate/999999', { name: target.name }), 404);
    expectFieldErrors(await api.del('/rates/zone/rate/1.5', { name: target.name }), 400, ['id']);
    expectFieldErrors(await api.del(`/rates/zone/rate/${target.id}`), 400, ['name']);
    expect(await zoneRates()).toEqual(before);
  });
});

describe('special zone delivery rates', () => {
  it('lists the seeded holiday rates, all on upcoming dates', async () => {
    const rates = await specialRates();
    expect(rates).toHaveLength(SPECIAL_RATE_ZONES.length * HOLIDAYS.length);
    for (const rate of rates) {
      expect(Object.keys(rate).sort()).toEqual(SPECIAL_RATE_COLUMNS);
      expect(rate.delivery_date > today()).toBe(true);
      expect(rate.cutoff_date >= today()).toBe(true);
      expect(rate.cutoff_date <= rate.delivery_date).toBe(true);
      expect(rate.cutoff_time).toMatch(/^\d{2}:\d{2}$/);
      expect(rate.rate_name).toBe(`Anytime (8am - 8pm) - ${rate.rate}`);
    }
    const valentines = HOLIDAYS.find((holiday) => holiday.name === "Valentine's Day");
    if (!valentines) throw new Error('no Valentine');
    expect(rates.find((rate) => rate.zone_name === 'Winnipeg South' && rate.name.includes("Valentine's Day"))).toMatchObject({
      name: "Winnipeg South - Valentine's Day - $25",
      rate: '$25',
      region_name: 'Winnipeg',
      delivery_date: nextHoliday(valentines, today()),
      status: true,
    });
  });

  it('creates, lists, updates and deletes a special rate', async () => {
    const zone = await zoneNamed('Calgary SW');
    const payload = {
      name: 'Calgary SW - Family Day - $22',
      zone_id: zone.zone_id,
      rate_name: 'Anytime (8am - 8pm) - $22',
      rate: '$22',
      cutoff_time: '14:30',
      cutoff_date: day(0),
      delivery_date: day(0),
    };
    const created = await api.post<{ success: string; id: number }>('/rates/special/zone/rate', payload);
    expect(created.status).toBe(201);
    expect(created.body.success).toBe('Special Zone Delivery Rate Calgary SW - Family Day - $22 has been saved.');
    const row = (await specialRates()).find((rate) => rate.id === created.body.id);
    expect(row).toEqual({ ...payload, id: created.body.id, status: true, zone_name: 'Calgary SW', region_name: 'Calgary', version: 1 });
    if (!row) return;

    const { zone_name: _zoneName, region_name: _regionName, ...editable } = row;
    const changed = { ...editable, status: false, delivery_date: day(30), cutoff_date: day(28), cutoff_time: '09:00' };
    const updated = await api.put<{ success: string }>(`/rates/special/zone/rate/${row.id}`, changed);
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ success: 'Special Zone Delivery Rate Calgary SW - Family Day - $22 has been updated.' });
    expect((await specialRates()).find((rate) => rate.id === row.id)).toEqual({ ...row, ...changed, version: 2 });

    expectJsonError(await api.del(`/rates/special/zone/rate/${row.id}`, { name: 'Calgary SW - Family Day' }), 409);
    const deleted = await api.del<{ success: string }>(`/rates/special/zone/rate/${row.id}`, { name: row.name });
    expect(deleted.body).toEqual({ success: 'Special Zone Delivery Rate Calgary SW - Family Day - $22 has been deleted.' });
    expect((await specialRates()).some((rate) => rate.id === row.id)).toBe(false);
  });

  it('refuses missing fields, bad formats, past dates (Winnipeg), a cutoff after delivery and duplicates', async () => {
    const before = await specialRates();
    const zone = await zoneNamed('Calgary NE');
    const good = {
      name: 'Calgary NE - Stampede - $19',
      zone_id: zone.zone_id,
      rate_name: 'Anytime (8am - 8pm) - $19',
      rate: '$19',
      cutoff_time: '12:00',
      cutoff_date: day(5),
      delivery_date: day(6),
    };
    expectFieldErrors(await api.post('/rates/special/zone/rate', {}), 400, [
      'name', 'zone_id', 'rate_name', 'rate', 'cutoff_time', 'cutoff_date', 'delivery_date',
    ]);
    expectFieldErrors(
      await api.post('/rates/special/zone/rate', { ...good, cutoff_time: '12:00:00', cutoff_date: '2030/01/01', delivery_date: 'tomorrow', rate: '19$' }),
      400,
      ['cutoff_time', 'cutoff_date', 'delivery_date', 'rate'],
    );
    expectFieldErrors(await api.post('/rates/special/zone/rate', { ...good, cutoff_date: '2031-02-29', delivery_date: '2031-02-30' }), 400, [
      'cutoff_date', 'delivery_date',
    ]);
    const pastDelivery = expectFieldErrors(
      await api.post('/rates/special/zone/rate', { ...good, cutoff_date: day(-2), delivery_date: day(-1) }),
      400,
      ['cutoff_date', 'delivery_date'],
    );
    expect(pastDelivery.fields?.delivery_date).toContain('America/Winnipeg');
    expectFieldErrors(await api.post('/rates/special/zone/rate', { ...good, cutoff_date: day(-1) }), 400, ['cutoff_date']);
    expectFieldErrors(await api.post('/rates/special/zone/rate', { ...good, cutoff_date: day(7) }), 400, ['cutoff_date']);
    expectFieldErrors(await api.post('/rates/special/zone/rate', { ...good, zone_id: 999_999 }), 400, ['zone_id']);
    expect(await specialRates()).toEqual(before);

    const created = await api.post<{ id: number }>('/rates/special/zone/rate', good);
    expect(created.status).toBe(201);
    expectFieldErrors(await api.post('/rates/special/zone/rate', { ...good, name: 'again', rate_name: good.rate_name.toUpperCase() }), 409, ['rate_name']);
    expect(await specialRates()).toHaveLength(before.length + 1);
    expect((await api.del(`/rates/special/zone/rate/${created.body.id}`, { name: good.name })).status).toBe(200);
    expect(await specialRates()).toEqual(before);
  });

  it('lets a past rate be edited as long as its dates stay, and refuses moving it to another past date', async () => {
    const zone = await zoneNamed('Calgary SE');
    const inserted = await env.database.db.query<{ id: number }>(
      `insert into special_zone_delivery_rate (name, rate_name, rate, cutoff_time, cutoff_date, delivery_date, zone_id)
       values ('Calgary SE - Past - $5', 'Anytime (8am - 8pm) - $5', '$5', '10:00', $1, $2, $3) returning id`,
      [day(-10), day(-9), zone.zone_id],
    );
    const id = inserted.rows[0]?.id ?? 0;
    const row = {
      id, name: 'Calgary SE - Past - $5', rate_name: 'Anytime (8am - 8pm) - $5', rate: '$5', cutoff_time: '10:00',
      cutoff_date: day(-10), delivery_date: day(-9), status: false, zone_id: zone.zone_id, version: 1,
    };
    expect((await api.put(`/rates/special/zone/rate/${id}`, row)).status).toBe(200);
    row.version = 2;
    expectFieldErrors(await api.put(`/rates/special/zone/rate/${id}`, { ...row, delivery_date: day(-8) }), 400, ['delivery_date']);
    expectFieldErrors(await api.put(`/rates/special/zone/rate/${id}`, { ...row, id: id + 1 }), 400, ['id']);
    expectJsonError(await api.put('/rates/special/zone/rate/999999', { ...row, id: 999_999 }), 404);
    expect((await specialRates()).find((rate) => rate.id === id)).toMatchObject({ status: false, delivery_date: day(-9) });
    expectJsonError(await api.del('/rates/special/zone/rate/999999', { name: row.name }), 404);
    expect((await api.del(`/rates/special/zone/rate/${id}`, { name: row.name })).status).toBe(200);
  });

  it('judges today in America/Winnipeg, from the clock it is given', () => {
    // 04:30 UTC on 1 March is still 28 February in Winnipeg (UTC−05 since 2026-11-01, tzdata 2026e).
    const lateEvening = new Date('2031-03-01T04:30:00Z');
    expect(businessToday(lateEvening)).toBe('2031-02-28');
    const dayOf = businessToday(lateEvening);
    expect(specialRateDateErrors({ cutoff_date: '2031-02-28', delivery_date: '2031-02-28' }, dayOf)).toEqual({});
    expect(Object.keys(specialRateDateErrors({ cutoff_date: '2031-02-27', delivery_date: '2031-03-01' }, dayOf))).toEqual(['cutoff_date']);
    expect(businessToday(new Date('2031-03-01T05:00:00Z'))).toBe('2031-03-01');
    // Unchanged past dates of a stored rate pass; a changed one does not.
    const stored = { cutoff_date: '2031-02-01', delivery_date: '2031-02-02' };
    expect(specialRateDateErrors(stored, dayOf, stored)).toEqual({});
    expect(Object.keys(specialRateDateErrors({ ...stored, delivery_date: '2031-02-03' }, dayOf, stored))).toEqual(['delivery_date']);
  });
});

describe('delivery rates', () => {
  it('lists the six seeded periods named period - $rate', async () => {
    const rates = await deliveryRates();
    expect(rates.map(({ name, period, rate }) => ({ name, period, rate }))).toEqual(
      DELIVERY_RATES.map(({ period, rate }) => ({ name: `${period} - ${rate}`, period, rate })),
    );
    expect(rates.map((rate) => rate.period)).toEqual([
      'Anytime (8am - 8pm)', 'Early Morning Rush (7am - 9am)', 'Morning Rush (8am - 10am)',
      'Afternoon (12pm - 5pm)', 'Early Afternoon (12pm - 3pm)', 'Late Afternoon (3pm - 8pm)',
    ]);
    for (const rate of rates) expect(Object.keys(rate).sort()).toEqual(['id', 'name', 'period', 'rate', 'version']);
  });

  it('creates, lists, updates and deletes a rate', async () => {
    const payload = { name: 'Morning Rush (8:30am - 10:30am) - $16', period: 'Morning Rush (8:30am - 10:30am)', rate: '$16' };
    const created = await api.post<{ success: string; id: number }>('/rates', payload);
    expect(created.status).toBe(201);
    expect(created.body.success).toBe('Delivery Rate Morning Rush (8:30am - 10:30am) - $16 has been saved.');
    expect((await deliveryRates()).find((rate) => rate.id === created.body.id)).toEqual({ ...payload, id: created.body.id, version: 1 });

    const changed = { id: created.body.id, name: 'Morning Rush (8:30am - 10:30am) - $17', period: 'Morning Rush (8:30am - 10:30am)', rate: '$17', version: 1 };
    const updated = await api.put<{ success: string }>(`/rates/${created.body.id}`, changed);
    expect(updated.body).toEqual({ success: 'Delivery Rate Morning Rush (8:30am - 10:30am) - $17 has been updated.' });
    expect((await deliveryRates()).find((rate) => rate.id === created.body.id)).toEqual({ ...changed, version: 2 });

    expectJsonError(await api.del(`/rates/${created.body.id}`, { name: payload.name }), 409);
    const deleted = await api.del<{ success: string }>(`/rates/${created.body.id}`, { name: changed.name });
    expect(deleted.body).toEqual({ success: 'Delivery Rate Morning Rush (8:30am - 10:30am) - $17 has been deleted.' });
    expect((await deliveryRates()).some((rate) => rate.id === created.body.id)).toBe(false);
  });

  it('refuses missing fields, unknown periods, rates under $1, duplicates and bad ids; writes nothing', async () => {
    const before = await deliveryRates();
    const first = before[0];
    if (!first) throw new Error('no rates');
    expectFieldErrors(await api.post('/rates', {}), 400, ['name', 'period', 'rate']);
    expectFieldErrors(await api.post('/rates', { name: 'Brunch - $5', period: 'Brunch (10am - 1pm)', rate: '$0' }), 400, ['period', 'rate']);
    expectFieldErrors(await api.post('/rates', { name: 'x', period: 'Anytime (13pm - 8pm)', rate: '5' }), 400, ['period', 'rate']);
    expectFieldErrors(await api.post('/rates', { name: first.name.toUpperCase(), period: first.period, rate: first.rate }), 409, ['name']);
    expectFieldErrors(await api.put(`/rates/${first.id}`, { ...first, id: first.id + 1 }), 400, ['id']);
    expectFieldErrors(await api.put('/rates/first', first), 400, ['id']);
    expectJsonError(await api.put('/rates/999999', { ...first, id: 999_999 }), 404);
    const second = before[1];
    if (second) expectFieldErrors(await api.put(`/rates/${first.id}`, { ...first, name: second.name }), 409, ['name']);
    expectJsonError(await api.del('/rates/999999', { name: first.name }), 404);
    expectFieldErrors(await api.del(`/rates/${first.id}`, {}), 400, ['name']);
    expect(await deliveryRates()).toEqual(before);
  });
});

describe('the demo seed of rates', () => {
  const withoutIds = <Row extends { id: number }>(rows: Row[]) => rows.map(({ id: _id, ...rest }) => rest);

  it('runs once: a restart changes nothing, an older database gets the rates, deleted rates stay deleted', async () => {
    const db = env.database.db;
    const before = { zone: await zoneRates(), special: await specialRates(), delivery: await deliveryRates() };
    expect(await seedDemoData(db, { postalCodes: TEST_POSTAL_CODES })).toEqual({ seeded: false });
    expect({ zone: await zoneRates(), special: await specialRates(), delivery: await deliveryRates() }).toEqual(before);

    // A database seeded before the rates existed: places present, no rates, no seed step.
    await db.exec("delete from zone_delivery_rate; delete from special_zone_delivery_rate; delete from delivery_rate; delete from seed_step where name = 'rates'");
    expect(await seedDemoData(db, { postalCodes: TEST_POSTAL_CODES })).toEqual({ seeded: true });
    expect(withoutIds(await zoneRates())).toEqual(withoutIds(before.zone));
    expect(withoutIds(await specialRates())).toEqual(withoutIds(before.special));
    expect(withoutIds(await deliveryRates())).toEqual(withoutIds(before.delivery));

    const first = (await deliveryRates())[0];
    if (!first) throw new Error('no delivery rates');
    expect((await api.del(`/rates/${first.id}`, { name: first.name })).status).toBe(200);
    expect(await seedDemoData(db, { postalCodes: TEST_POSTAL_CODES })).toEqual({ seeded: false });
    expect((await deliveryRates()).map((rate) => rate.name)).not.toContain(first.name);
  });
});
