import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { PostalCodeQueryResult, ZoneDeliveryRate } from '../../runtime/generated/entities';
import type { CutoffInfo } from '../../shared/cutoffInfo';
import { decodeShopRates, type ShopRate } from '../../shared/shopRates';
import { businessToday } from '../../server/api/admin/clock';
import type { ShopCityDetail, ShopCityGroup } from '../../server/api/shop/cities';
import type { Database } from '../../server/db/database';
import { callApi, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { onSignedInServer } from '../support/signedInServer';

/** The shop service's reference calls (001 §3, §5, §7; 002 §3, §7) on the real server with a real sign-in. */

let origin: string;
let token: string;
let admin: AdminClient;
let db: Database;

const day = (offset: number) => DateTime.fromISO(businessToday(new Date())).plus({ days: offset }).toISODate() ?? '';
const shop = <T>(path: string, withToken = true) => callApi<T>(origin, `/api/shop${path}`, withToken ? { token } : {});

onSignedInServer((server) => ({ origin, db, token, api: admin } = server));

/** A seeded postal code of the zone with every rate kind: its code and zone. */
async function winnipegSouthCode(): Promise<{ code: string; zoneId: number }> {
  const { rows } = await db.query<{ code: string; zone_id: number }>(
    `select p.postalcode as code, p.zone_id from postal_code p join zone z on z.zone_id = p.zone_id
      where z.zone_name = 'Winnipeg South' order by p.postalcode limit 1`,
  );
  const found = rows[0];
  if (!found) throw new Error('no seeded postal code in Winnipeg South');
  return { code: found.code, zoneId: found.zone_id };
}

/** The rates list of an answer, decoded twice as the client does (without its filtering). */
function ratesOf(body: unknown): ShopRate[] {
  expect(body).toMatchObject({ statusCode: 200 });
  const text = (body as { body: unknown }).body;
  expect(typeof text).toBe('string');
  const once: unknown = JSON.parse(text as string);
  expect(typeof once).toBe('string');
  return JSON.parse(once as string) as ShopRate[];
}

describe('GET /rates/delivery/postalcode/{postal}/date/{date}', () => {
  it('answers the zone rates of the code, JSON-encoded twice, with $ and cents, in storage order', async () => {
    const { code, zoneId } = await winnipegSouthCode();
    const date = day(30);
    const answer = await shop(`/rates/delivery/postalcode/${encodeURIComponent(code)}/date/${date}?lang=en-ca`);
    expect(answer.status).toBe(200);
    const rates = ratesOf(answer.body);
    const { rows } = await db.query<{ display_text: string; rate: string; status: boolean }>(
      'select display_text, rate, status from zone_delivery_rate where zone_id = $1 and not is_same_day_only order by id',
      [zoneId],
    );
    expect(rows.length).toBeGreaterThan(0);
    const zoneRates = rates.slice(0, rows.length);
    expect(zoneRates.map((rate) => rate.display_text)).toEqual(rows.map((row) => row.display_text));
    expect(zoneRates.map((rate) => rate.zone_rate)).toEqual(rows.map((row) => `$${Number(row.rate.replace('$', '')).toFixed(2)}`));
    for (const rate of rates) expect(rate.zone_rate).toMatch(/^\$\d+\.\d{2}$/);
    // The client's rule (001 §5) reads it: every rate offered, cheapest first.
    const offered = decodeShopRates(answer.body);
    expect(offered.length).toBe(rates.filter((rate) => rate.status).length);
  });

  it('lists a special rate of the zone on its delivery date only, under its delivery text', async () => {
    const { code, zoneId } = await winnipegSouthCode();
    const { rows } = await db.query<{ date: string; rate: string }>(
      `select to_char(delivery_date, 'YYYY-MM-DD') as date, rate from special_zone_delivery_rate where zone_id = $1 and status order by delivery_date limit 1`,
      [zoneId],
    );
    const special = rows[0];
    if (!special) throw new Error('no seeded special rate in Winnipeg South');
    const on = ratesOf((await shop(`/rates/delivery/postalcode/${encodeURIComponent(code)}/date/${special.date}`)).body);
    const before = ratesOf((await shop(`/rates/delivery/postalcode/${encodeURIComponent(code)}/date/${DateTime.fromISO(special.date).minus({ days: 1 }).toISODate() ?? ''}`)).body);
    const text = `Anytime (8am - 8pm)`;
    const specialRate = `$${Number(special.rate.replace('$', '')).toFixed(2)}`;
    expect(on).toContainEqual(expect.objectContaining({ status: true, display_text: text, zone_rate: specialRate }));
    expect(on.length).toBe(before.length + 1);
  });

  it('says status false for a rate switched off on the Zone Delivery Rate screen', async () => {
    const { code } = await winnipegSouthCode();
    const zoneRates = (await admin.get<ZoneDeliveryRate[]>('/rates/zone')).body.filter((rate) => rate.zone === 'Winnipeg South' && !rate.isSameDayOnly);
    const target = zoneRates[0];
    if (!target) throw new Error('no zone rate in Winnipeg South');
    expect((await admin.put(`/rates/zone/rate/${target.id}`, { ...target, status: false })).status).toBe(200);
    try {
      const rates = ratesOf((await shop(`/rates/delivery/postalcode/${encodeURIComponent(code)}/date/${day(30)}`)).body);
      const switchedOff = rates.filter((rate) => rate.display_text === target.displayText);
      expect(switchedOff).toHaveLength(1);
      expect(switchedOff[0]?.status).toBe(false);
      expect(decodeShopRates((await shop(`/rates/delivery/postalcode/${encodeURIComponent(code)}/date/${day(30)}`)).body).map((rate) => rate.display_text)).not.toContain(target.displayText);
    } finally {
      await admin.put(`/rates/zone/rate/${target.id}`, { ...target, status: true, version: target.version + 1 });
    }
  });

  it('offers a same-day-only rate for today (Winnipeg) only', async () => {
    const { code } = await winnipegSouthCode();
    const morning = { status: true, display_text: 'Morning Rush (8am - 10am)', zone_rate: '$15.00' };
    const today = ratesOf((await shop(`/rates/delivery/postalcode/${encodeURIComponent(code)}/date/${day(0)}`)).body);
    expect(today).toContainEqual(expect.objectContaining(morning));
    expect(decodeShopRates({ body: JSON.stringify(JSON.stringify(today)) })[0]?.zone_rate).toBe('$10.00');
    const later = ratesOf((await shop(`/rates/delivery/postalcode/${encodeURIComponent(code)}/date/${day(30)}`)).body);
    expect(later).not.toContainEqual(expect.objectContaining(morning));
  });

  it('normalises the postal code as the places query does: lower case without a space finds the same rates', async () => {
    const { code } = await winnipegSouthCode();
    const spaced = await shop(`/rates/delivery/postalcode/${encodeURIComponent(code)}/date/${day(30)}`);
    const compact = await shop(`/rates/delivery/postalcode/${code.replace(' ', '').toLowerCase()}/date/${day(30)}`);
    expect(compact.status).toBe(200);
    expect(ratesOf(compact.body).length).toBeGreaterThan(0);
    expect(compact.body).toEqual(spaced.body);
  });

  it('answers an unknown code with the documented shape and an empty list', async () => {
    const answer = await shop(`/rates/delivery/postalcode/Z9Z9Z9/date/${day(30)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ statusCode: 200, body: JSON.stringify(JSON.stringify([])) });
  });

  it('takes fr-ca, refuses another language, a short code and a date that is no calendar date with their fields', async () => {
    const { code } = await winnipegSouthCode();
    const path = `/rates/delivery/postalcode/${encodeURIComponent(code)}/date/${day(30)}`;
    expect((await shop(`${path}?lang=fr-ca`)).body).toEqual((await shop(path)).body);
    expectFieldErrors(await shop(`${path}?lang=de-de`), 400, ['lang']);
    expectFieldErrors(await shop(`/rates/delivery/postalcode/r3c4t/date/${day(30)}`), 400, ['postal']);
    expectFieldErrors(await shop(`/rates/delivery/postalcode/${encodeURIComponent(code)}/date/2027-02-30`), 400, ['date']);
    expectFieldErrors(await shop('/rates/delivery/postalcode/r3c%204/date/tomorrow?lang=xx'), 400, ['postal', 'date', 'lang']);
  });
});

describe('GET /v3/region/cutoff/{region}', () => {
  async function regionId(tag: string): Promise<number> {
    const { rows } = await db.query<{ region_id: number }>('select region_id from region where tag = $1', [tag]);
    const id = rows[0]?.region_id;
    if (id === undefined) throw new Error(`no region ${tag}`);
    return id;
  }

  it("answers a region's default cutoffs by weekday and the weekdays without one, by short code in any case", async () => {
    const answer = await shop<CutoffInfo>('/v3/region/cutoff/hm');
    expect(answer.status).toBe(200);
    const info = answer.body;
    expect(info.region).toBe('HM');
    // Hamilton: weekdays at 15:55 Next-Day, Saturday 12:00 Next-Day, no Sunday (seed CITY).
    expect(info.closedDates).toEqual([0]);
    expect(info.cutoff_time).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ day: weekday, cutoff_effect: 1, cutoff_time: '15:55' })),
      { day: 6, cutoff_effect: 1, cutoff_time: '12:00' },
    ]);
    expect(Array.isArray(info.un_available)).toBe(true);
    expect(Array.isArray(info.available)).toBe(true);
  });

  it('reflects a date made available and a date closed through the admin API, and the available date’s delete', async () => {
    const hamilton = await regionId('Hamilton');
    const [open, closed] = [day(45), day(46)];
    const added = await admin.post<{ ids: number[] }>('/dates-available-api', { availableDates: open, regions: [hamilton], cutoffTime: '14:30', cutoffEffect: 2 });
    expect(added.status).toBe(201);
    expect((await admin.post('/dates-closed-api', { dates_closed: closed, regions: [hamilton] })).status).toBe(201);
    const info = (await shop<CutoffInfo>('/v3/region/cutoff/HM')).body;
    expect(info.available).toContainEqual({ date: open, cutoff_effect: 2, cutoff_time: '14:30' });
    expect(info.un_available).toContain(closed);
    expect(info.available.map((entry) => entry.date)).not.toContain(closed);

    const id = added.body.ids[0];
    expect((await admin.del(`/dates-available-api/${id ?? 0}`)).status).toBe(200);
    const after = (await shop<CutoffInfo>('/v3/region/cutoff/hm')).body;
    expect(after.available.map((entry) => entry.date)).not.toContain(open);
  });

  it('leaves out a dates-available rule whose status is off', async () => {
    const hamilton = await regionId('Hamilton');
    const date = day(50);
    const added = await admin.post<{ ids: number[] }>('/dates-available-api', { availableDates: date, regions: [hamilton] });
    expect(added.status).toBe(201);
    expect((await shop<CutoffInfo>('/v3/region/cutoff/hm')).body.available).toContainEqual({ date, cutoff_effect: 1, cutoff_time: '15:55' });
    await db.query('update cutoff_override set status = false where id = $1', [added.body.ids[0]]);
    expect((await shop<CutoffInfo>('/v3/region/cutoff/hm')).body.available.map((entry) => entry.date)).not.toContain(date);
  });

  it("takes a region's tag too; a code shared by several regions names the warehouse's home region", async () => {
    const byTag = await shop<CutoffInfo>('/v3/region/cutoff/winnipeg');
    expect(byTag.status).toBe(200);
    expect(byTag.body.region).toBe('MB');
    // Winnipeg: weekdays 10:00 Same-Day, Saturday 15:55 Next-Day (seed METRO).
    expect(byTag.body.cutoff_time[0]).toEqual({ day: 1, cutoff_effect: 0, cutoff_time: '10:00' });
    expect((await shop<CutoffInfo>('/v3/region/cutoff/MB')).body).toEqual(byTag.body);
    const rural = await shop<CutoffInfo>('/v3/region/cutoff/Rural_MB');
    expect(rural.status).toBe(200);
    expect(rural.body.region).toBe('MB');
  });

  it('answers 404 { error } for an unknown region', async () => {
    expect(expectJsonError(await shop('/v3/region/cutoff/nowhere'), 404).error).toBe('There is no region nowhere.');
  });
});

describe('GET /v3/cities and /v3/cities/{id}', () => {
  it('groups every town under its region tag, groups by tag, cities by name, each city repeating its region', async () => {
    const answer = await shop<ShopCityGroup[]>('/v3/cities');
    expect(answer.status).toBe(200);
    const groups = answer.body;
    const tags = groups.map((group) => group.regionTag);
    expect(tags).toEqual([...tags].sort());
    expect(new Set(tags).size).toBe(tags.length);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from town');
    expect(groups.flatMap((group) => group.cities)).toHaveLength(rows[0]?.n ?? -1);
    const winnipeg = groups.find((group) => group.regionTag === 'Winnipeg');
    expect(winnipeg).toMatchObject({ regionTag: 'Winnipeg', regionName: 'Winnipeg', regionCode: 'MB' });
    for (const group of groups) {
      const names = group.cities.map((city) => city.name);
      expect(names).toEqual([...names].sort());
      for (const city of group.cities) expect(city).toMatchObject({ regionTag: group.regionTag, regionName: group.regionName, regionCode: group.regionCode });
    }
  });

  it("answers one city with its postal codes, sorted; 404 for an unknown one, 400 for no id", async () => {
    const { rows } = await db.query<{ town_id: number }>('select town_id from postal_code group by town_id having count(*) >= 1 order by count(*) desc, town_id limit 1');
    const townId = rows[0]?.town_id ?? 0;
    const answer = await shop<ShopCityDetail>(`/v3/cities/${townId}`);
    expect(answer.status).toBe(200);
    const codes = await db.query<{ postalcode: string }>('select postalcode from postal_code where town_id = $1', [townId]);
    expect(answer.body.id).toBe(townId);
    expect(answer.body.postalCodes).toEqual(codes.rows.map((row) => row.postalcode).sort());
    for (const code of answer.body.postalCodes) expect(code).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
    const listed = (await shop<ShopCityGroup[]>('/v3/cities')).body.flatMap((group) => group.cities).find((city) => city.id === townId);
    expect(answer.body).toEqual({ ...listed, postalCodes: answer.body.postalCodes });
    expectJsonError(await shop('/v3/cities/999999'), 404);
    expectFieldErrors(await shop('/v3/cities/abc'), 400, ['id']);
  });
});

describe('the other calls', () => {
  it('GET /v3/occasions answers the occasion names', async () => {
    const answer = await shop<{ name: string }[]>('/v3/occasions');
    expect(answer.status).toBe(200);
    expect(answer.body.map((occasion) => occasion.name)).toEqual(['Birthday', 'Anniversary', 'Celebration', 'Engagement', 'Just because', 'Sympathy', 'Thinking of you', 'Self-care', 'Other']);
  });

  it("the places query answers the region's short code and tag, which the cutoff call takes", async () => {
    const { code } = await winnipegSouthCode();
    const answer = await admin.get<PostalCodeQueryResult>(`/places/postalcodes/query/${code.replace(' ', '').toLowerCase()}`);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual([expect.objectContaining({ region_name: 'Winnipeg', region_code: 'MB', region_tag: 'Winnipeg' })]);
    expect((await shop(`/v3/region/cutoff/${answer.body.result[0]?.region_tag ?? ''}`)).status).toBe(200);
  });

  it.each([
    `/rates/delivery/postalcode/R3C4T3/date/2026-12-15`,
    '/v3/region/cutoff/MB',
    '/v3/cities',
    '/v3/cities/1',
    '/v3/occasions',
  ])('%s answers 401 without a token', async (path) => {
    expectJsonError(await shop(path, false), 401);
  });
});
