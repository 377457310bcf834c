import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CutoffRegion, DatesClosedRule, OverrideCutoff, RegionRule } from '../../runtime/generated/entities';
import { businessToday } from '../../server/api/admin/clock';
import { createAdminApi } from '../../server/api/admin/index';
import { REGIONS } from '../../server/db/seed/places';
import { closedDateSeeds, DEFAULT_CUTOFFS, DRIVER_HOLIDAY_TAGS, overrideSeeds } from '../../server/db/seed/orderRules';
import { adminClient, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';

/** Cutoffs, dates closed and dates available (001 §2-§8) on the real server with a real sign-in. */

let env: TestEnvironment;
let api: AdminClient;

const today = () => businessToday(new Date());
const day = (offset: number) => DateTime.fromISO(today()).plus({ days: offset }).toISODate() ?? '';

beforeAll(async () => {
  env = await createTestEnvironment();
  const server = await env.start();
  api = adminClient(server.origin, (await signIn(server.origin)).idToken);
});

afterAll(async () => {
  await env?.stop();
});

async function regionTable(query = ''): Promise<CutoffRegion[]> {
  const answer = await api.get<CutoffRegion[]>(`/cutoff/default/all${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function region(name: string): Promise<CutoffRegion> {
  const found = (await regionTable()).find((row) => row.region === name);
  if (!found) throw new Error(`no region ${name}`);
  return found;
}

async function closedRules(): Promise<DatesClosedRule[]> {
  const answer = await api.get<DatesClosedRule[]>('/region-rule-api');
  expect(answer.status).toBe(200);
  return answer.body;
}

async function closedRule(regionId: number): Promise<RegionRule> {
  const answer = await api.get<RegionRule>(`/region-rules/${regionId}/rule`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function availableRules(): Promise<OverrideCutoff[]> {
  const answer = await api.get<OverrideCutoff[]>('/dates-available-api');
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Audit entries of one row (entity = schema name). */
async function auditOf(entity: string, rowId: number): Promise<{ method: string; before: unknown; after: unknown }[]> {
  const { rows } = await env.database.db.query<{ method: string; before: unknown; after: unknown }>(
    'select method, before, after from audit_log where entity = $1 and row_id = $2 order by id',
    [entity, rowId],
  );
  return rows;
}

const snapshot = async () => Promise.all([regionTable(), closedRules(), availableRules()]);

describe('the seeded order rules', () => {
  it('are written unaudited, at version 1, with a default cutoff for every region', async () => {
    const { rows } = await env.database.db.query<{ entries: number; regions: number; versions: number[] }>(
      `select (select count(*)::int from audit_log where entity in ('cutoff-default', 'cutoff-override', 'date-closed-rule')) as entries,
              (select count(distinct region_id)::int from cutoff_default) as regions,
              array(select version from cutoff_default union select version from cutoff_override union select version from date_closed_rule) as versions`,
    );
    expect(rows[0]).toEqual({ entries: 0, regions: REGIONS.length, versions: [1] });
  });
});

describe('the Cutoffs region table', () => {
  it('lists every region with its province, cities, default cutoffs by weekday and overrides by date', async () => {
    const rows = await regionTable();
    expect(rows).toHaveLength(REGIONS.length);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['cities', 'default_cutoffs', 'override_cutoffs', 'province', 'region', 'region_id']);
      expect(row.default_cutoffs.length).toBeGreaterThan(0);
      expect(row.cities.length).toBeGreaterThan(0);
    }
    const winnipeg = await region('Winnipeg');
    expect(winnipeg.province).toBe('Manitoba');
    expect(winnipeg.cities).toContain('Transcona');
    expect(winnipeg.default_cutoffs.map((cutoff) => [cutoff.day_of_week, cutoff.cut_off_time, cutoff.effect, cutoff.effect_label])).toEqual([
      ['Monday', '10:00', 'SAME_DAY', 'Same-Day'],
      ['Tuesday', '10:00', 'SAME_DAY', 'Same-Day'],
      ['Wednesday', '10:00', 'SAME_DAY', 'Same-Day'],
      ['Thursday', '10:00', 'SAME_DAY', 'Same-Day'],
      ['Friday', '10:00', 'SAME_DAY', 'Same-Day'],
      ['Saturday', '15:55', 'NEXT_DAY', 'Next-Day'],
    ]);
    expect(Object.keys(winnipeg.default_cutoffs[0] ?? {}).sort()).toEqual(['cut_off_time', 'day_of_week', 'effect', 'effect_label', 'id', 'region_id', 'version']);
    expect(winnipeg.override_cutoffs.length).toBeGreaterThanOrEqual(3);
    for (const override of winnipeg.override_cutoffs) {
      expect(Object.keys(override).sort()).toEqual(['available_date', 'cut_off_time', 'effect', 'effect_label', 'id', 'region_id', 'status', 'version']);
      expect(override.available_date > today()).toBe(true);
    }
    const dates = winnipeg.override_cutoffs.map((override) => override.available_date);
    expect(dates).toEqual([...dates].sort());
    expect((await region('Northern AB')).default_cutoffs.map((cutoff) => cutoff.effect_label)).toEqual(['Next-Day + 2', 'Next-Day + 3']);
  });

  it('filters on Cut-Off-Time, Region, City, Effect and Day, keeping matching regions whole', async () => {
    const names = async (query: string) => (await regionTable(query)).map((row) => row.region);
    expect(await names('?searchString=transcona&filterOn=city')).toEqual(['Winnipeg']);
    expect(await names('?searchString=10:00&filterOn=cut_off_time')).toEqual(['Toronto', 'Vancouver', 'Winnipeg']);
    expect(await names('?searchString=Next-Day%20%2B%203&filterOn=effect')).toEqual(['Northern AB']);
    expect(await names('?searchString=next_day_3&filterOn=effect')).toEqual(['Northern AB']);
    expect(await names('?searchString=Wednesday&filterOn=day_of_week')).toContain('Really Rural MB');
    expect(await names('?searchString=Sunday&filterOn=day_of_week')).toEqual([]);
    expect(await names('?searchString=kelowna&filterOn=region')).toEqual(['Kelowna', 'Kelowna Surrounding']);
    expect(await names('?searchString=Kelowna&filterOn=region,city')).toEqual(expect.arrayContaining(['Kelowna', 'Kelowna Surrounding']));
    // No filterOn: every field.
    expect(await names('?searchString=transcona')).toEqual(['Winnipeg']);
    const winnipeg = (await regionTable('?searchString=transcona&filterOn=city'))[0];
    expect(winnipeg?.default_cutoffs).toHaveLength(6);
    expectFieldErrors(await api.get('/cutoff/default/all?filterOn=zone'), 400, ['filterOn']);
    expectFieldErrors(await api.get('/cutoff/default/all?offset=5'), 400, ['offset']);
    expectFieldErrors(await api.get(`/cutoff/default/all?searchString=${'x'.repeat(201)}`), 400, ['searchString']);
  });
});

describe('default cutoffs', () => {
  it('adds with 15:55 and NEXT_DAY by default, edits by id with the version, deletes, and audits each write', async () => {
    const winnipeg = await region('Winnipeg');
    const created = await api.post<{ success: string; id: number }>('/cutoff/default', { region_id: winnipeg.region_id, day_of_week: 'Sunday' });
    expect(created.status).toBe(201);
    expect(created.body.success).toBe('Default cutoff of Winnipeg on Sunday (15:55, Next-Day) has been saved.');
    const id = created.body.id;
    expect((await region('Winnipeg')).default_cutoffs[0]).toEqual({
      id, region_id: winnipeg.region_id, day_of_week: 'Sunday', cut_off_time: '15:55', effect: 'NEXT_DAY', effect_label: 'Next-Day', version: 1,
    });

    const change = { default_cutoff_uuid: id, cutoff_time: '13:30', cutoff_effect: 'NEXT_DAY_1', day_of_week: 'Sunday', version: 1 };
    const updated = await api.put<{ success: string }>('/cutoff/default', change);
    expect(updated.body).toEqual({ success: 'Default cutoff of Winnipeg on Sunday (13:30, Next-Day + 1) has been updated.' });
    expect((await region('Winnipeg')).default_cutoffs[0]).toMatchObject({ id, cut_off_time: '13:30', effect: 'NEXT_DAY_1', effect_label: 'Next-Day + 1', version: 2 });

    const stale = await api.put<{ error: string; conflicts: number[]; fields: Record<string, string> }>('/cutoff/default', { ...change, cutoff_time: '09:00' });
    expectFieldErrors(stale, 409, ['version']);
    expect(stale.body.conflicts).toEqual([id]);
    expect(stale.body.error).toBe('Default cutoff of Winnipeg on Sunday was changed by someone else since you loaded it. Reload it and apply your changes again.');
    expectFieldErrors(await api.put('/cutoff/default', { ...change, day_of_week: 'Monday', version: 2 }), 409, ['day_of_week']);
    expectJsonError(await api.put('/cutoff/default', { ...change, default_cutoff_uuid: 999_999 }), 404);
    expectFieldErrors(await api.del(`/cutoff/default/${id}`, { version: 1 }), 409, ['version']);
    expect((await region('Winnipeg')).default_cutoffs[0]).toMatchObject({ id, cut_off_time: '13:30', version: 2 });

    const deleted = await api.del<{ success: string }>(`/cutoff/default/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.success).toMatch(/^Default cutoff of Winnipeg on Sunday has been deleted/);
    expect((await region('Winnipeg')).default_cutoffs.map((cutoff) => cutoff.day_of_week)).not.toContain('Sunday');
    expectJsonError(await api.del(`/cutoff/default/${id}`), 404);

    const audit = await auditOf('cutoff-default', id);
    expect(audit.map((entry) => entry.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(audit[1]?.after).toMatchObject({ effect: 2, version: 2 });
    expect(audit[2]?.after).toBeNull();
  });

  it('refuses a second cutoff for a weekday, unknown regions and bad values; writes nothing', async () => {
    const before = await snapshot();
    const toronto = await region('Toronto');
    expectFieldErrors(await api.post('/cutoff/default', { region_id: toronto.region_id, day_of_week: 'Monday' }), 409, ['day_of_week']);
    expectFieldErrors(await api.post('/cutoff/default', { region_id: 999_999, day_of_week: 'Sunday' }), 400, ['region_id']);
    expectFieldErrors(
      await api.post('/cutoff/default', { region_id: toronto.region_id, day_of_week: 'Someday', cutoff_time: '25:00', cutoff_effect: 'TOMORROW' }),
      400,
      ['day_of_week', 'cutoff_time', 'cutoff_effect'],
    );
    expectFieldErrors(await api.post('/cutoff/default', {}), 400, ['region_id', 'day_of_week']);
    expectFieldErrors(await api.post('/cutoff/default', { region_id: 2_147_483_648, day_of_week: 'Sunday' }), 400, ['region_id']);
    expectFieldErrors(
      await api.put('/cutoff/default', { default_cutoff_uuid: toronto.default_cutoffs[0]?.id, cutoff_time: '15:55', cutoff_effect: 'NEXT_DAY', day_of_week: 'Monday' }),
      400,
      ['version'],
    );
    expectFieldErrors(await api.del('/cutoff/default/abc'), 400, ['id']);
    expectFieldErrors(await api.del(`/cutoff/default/${toronto.default_cutoffs[0]?.id ?? 0}`, { name: 'Monday' }), 400, ['name']);
    expect(await snapshot()).toEqual(before);
  });
});

describe('dates closed', () => {
  it('lists every region with its closed dates, seeded for the coming weeks', async () => {
    const rules = await closedRules();
    expect(rules).toHaveLength(REGIONS.length);
    for (const rule of rules) {
      expect(Object.keys(rule).sort()).toEqual(['id', 'name', 'region_id', 'region_name', 'rule_name', 'rule_props', 'short_code', 'version']);
      expect(rule).toMatchObject({ id: rule.region_id, name: rule.region_name, rule_name: 'dates_closed' });
      const dates = rule.rule_props.split(',');
      expect(dates.every((date) => date > today())).toBe(true);
      expect(dates).toEqual([...dates].sort());
    }
    const rural = rules.find((rule) => rule.region_name === 'Rural MB');
    expect(rural?.rule_props.split(',').some((date) => date <= day(28))).toBe(true);
    const winnipeg = await region('Winnipeg');
    const rule = await closedRule(winnipeg.region_id);
    expect(rule.datesClosed).toBe(rule.rule_props);
    expect(rule.datesClosed).toContain('-12-25');
    expectJsonError(await api.get('/region-rules/999999/rule'), 404);
    expectFieldErrors(await api.get('/region-rules/0/rule'), 400, ['regionId']);
  });

  it('batch-adds several dates to several regions, merging with what each has', async () => {
    const [regina, saskatoon] = [await region('Regina'), await region('Saskatoon')];
    const before = await closedRule(regina.region_id);
    const added = await api.post<{ success: string; ids: number[] }>('/dates-closed-api', {
      dates_closed: `${day(40)}, ${day(41)},${day(40)}`,
      regions: [regina.region_id, saskatoon.region_id],
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ success: `Closed dates ${day(40)} and ${day(41)} have been added for Regina and Saskatoon.`, ids: [regina.region_id, saskatoon.region_id] });
    const after = await closedRule(regina.region_id);
    expect(after.version).toBe(before.version + 1);
    expect(after.datesClosed.split(',')).toEqual([...new Set([...before.datesClosed.split(','), day(40), day(41)])].sort());
    expect((await closedRule(saskatoon.region_id)).datesClosed).toContain(day(41));
    // The same dates again change nothing (no new version).
    expect((await api.post('/dates-closed-api', { dates_closed: day(40), regions: [regina.region_id] })).status).toBe(201);
    expect((await closedRule(regina.region_id)).version).toBe(after.version);
    const audit = await auditOf('date-closed-rule', regina.region_id);
    expect(audit.map((entry) => entry.method)).toEqual(['POST']);
  });

  it('refuses no dates, no regions, past or impossible dates and unknown regions; writes nothing', async () => {
    const before = await snapshot();
    const regina = await region('Regina');
    const none = expectFieldErrors(await api.post('/dates-closed-api', { dates_closed: ' , ', regions: [regina.region_id] }), 400, ['dates_closed']);
    expect(none.error).toBe('Please Input Closed Dates');
    const noRegion = expectFieldErrors(await api.post('/dates-closed-api', { dates_closed: day(5), regions: [] }), 400, ['regions']);
    expect(noRegion.error).toBe('Please Choose Regions');
    const past = expectFieldErrors(await api.post('/dates-closed-api', { dates_closed: `${day(5)},${day(-1)}`, regions: [regina.region_id] }), 400, ['dates_closed']);
    expect(past.fields?.dates_closed).toContain(`${day(-1)} is before today (${today()}, America/Winnipeg)`);
    expectFieldErrors(await api.post('/dates-closed-api', { dates_closed: '2031-02-30', regions: [regina.region_id] }), 400, ['dates_closed']);
    expectFieldErrors(await api.post('/dates-closed-api', { dates_closed: 'soon', regions: [regina.region_id] }), 400, ['dates_closed']);
    expectFieldErrors(await api.post('/dates-closed-api', { dates_closed: day(5), regions: [regina.region_id, 999_999] }), 400, ['regions.1']);
    expectFieldErrors(await api.post('/dates-closed-api', { dates_closed: day(5), regions: [regina.region_id, regina.region_id] }), 400, ['regions']);
    expectFieldErrors(await api.post('/dates-closed-api', { dates_closed: day(5) }), 400, ['regions']);
    const many = Array.from({ length: 401 }, (_, index) => day(index + 1)).join(',');
    expectFieldErrors(await api.post('/dates-closed-api', { dates_closed: many, regions: [regina.region_id] }), 400, ['dates_closed']);
    expect(await snapshot()).toEqual(before);
  });

  it('replaces one region’s dates with the version it loaded, keeps stored past dates and refuses new past ones', async () => {
    const calgary = await region('Calgary');
    await env.database.db.query(`update date_closed_rule set closed_dates = closed_dates || $2::date where region_id = $1`, [calgary.region_id, day(-3)]);
    const loaded = await closedRule(calgary.region_id);
    expect(loaded.datesClosed.split(',')[0]).toBe(day(-3));
    const put = (json: unknown) => api.put<{ success: string }>(`/region-rules/${calgary.region_id}/rule`, json);

    expectFieldErrors(await put({ type: 'datesClosed', closeDates: `${day(-3)},${day(-2)},${day(9)}`, version: loaded.version }), 400, ['closeDates']);
    const saved = await put({ type: 'datesClosed', closeDates: `${day(-3)},${day(9)},${day(10)}`, version: loaded.version });
    expect(saved.body).toEqual({ success: `Closed dates of Calgary have been updated: ${day(-3)}, ${day(9)} and ${day(10)}.` });
    expect(await closedRule(calgary.region_id)).toMatchObject({ datesClosed: `${day(-3)},${day(9)},${day(10)}`, version: loaded.version + 1 });

    const stale = await put({ type: 'datesClosed', closeDates: day(11), version: loaded.version });
    expectFieldErrors(stale, 409, ['version']);
    expect(stale.body).toMatchObject({
      error: 'The dates-closed rule of Calgary was changed by someone else since you loaded it. Reload it and apply your changes again.',
      conflicts: [calgary.region_id],
    });
    expectFieldErrors(await put({ type: 'datesClosed', version: loaded.version + 1 }), 400, ['closeDates']);
    expectFieldErrors(await put({ type: 'datesClosed', closeDates: '', cutoffTime: '10:00', version: loaded.version + 1 }), 400, ['cutoffTime']);
    expectFieldErrors(await put({ type: 'datesClosed', closeDates: '' }), 400, ['version']);
    expectFieldErrors(await put({ type: 'holidays', closeDates: '', version: 1 }), 400, ['type']);
    expectJsonError(await api.put('/region-rules/999999/rule', { type: 'datesClosed', closeDates: '', version: 0 }), 404);

    const cleared = await put({ type: 'datesClosed', closeDates: '', version: loaded.version + 1 });
    expect(cleared.body).toEqual({ success: 'Closed dates of Calgary have been cleared.' });
    expect(await closedRule(calgary.region_id)).toMatchObject({ datesClosed: '', version: loaded.version + 2 });
    // The hand-written SQL above is recorded too, as no call.
    expect((await auditOf('date-closed-rule', calgary.region_id)).map((entry) => entry.method)).toEqual([null, 'PUT', 'PUT']);
  });

  it('starts a region without a rule at version 0, and its first update creates the rule', async () => {
    const kingston = await region('Kingston');
    await env.database.db.query('delete from date_closed_rule where region_id = $1', [kingston.region_id]);
    const rule = (await closedRules()).find((row) => row.region_id === kingston.region_id);
    expect(rule).toMatchObject({ rule_props: '', version: 0 });
    const put = (json: unknown) => api.put(`/region-rules/${kingston.region_id}/rule`, json);
    expectFieldErrors(await put({ type: 'datesClosed', closeDates: day(12), version: 1 }), 409, ['version']);
    expect((await put({ type: 'datesClosed', closeDates: day(12), version: 0 })).status).toBe(200);
    expect(await closedRule(kingston.region_id)).toMatchObject({ datesClosed: day(12), version: 1 });
    expectFieldErrors(await put({ type: 'datesClosed', closeDates: day(13), version: 0 }), 409, ['version']);
  });
});

describe('dates available (override cutoffs)', () => {
  it('batch-adds with 15:55 and effect 1 by default, shows them as overrides, edits one row’s region and date, and deletes', async () => {
    const [edmonton, saskatoon] = [await region('Edmonton'), await region('Saskatoon')];
    const added = await api.post<{ success: string; ids: number[] }>('/dates-available-api', {
      availableDates: `${day(20)},${day(21)}`,
      regions: [edmonton.region_id, saskatoon.region_id],
    });
    expect(added.status).toBe(201);
    expect(added.body.success).toBe(`Available dates ${day(20)} and ${day(21)} have been added for Edmonton and Saskatoon (15:55, Next-Day).`);
    expect(added.body.ids).toHaveLength(4);
    const rows = (await availableRules()).filter((row) => added.body.ids.includes(row.id));
    expect(rows).toHaveLength(4);
    const first = rows.find((row) => row.region_id === edmonton.region_id && row.available_date === day(20));
    expect(first).toEqual({
      id: first?.id, region_id: edmonton.region_id, region_name: 'Edmonton', name: 'Edmonton', available_date: day(20), cutoff_time: '15:55',
      cutoff_effect: 1, effect_label: 'Next-Day', status: true, rule_props: day(20), version: 1,
    });
    expect((await region('Edmonton')).override_cutoffs.filter((row) => added.body.ids.includes(row.id)).map((row) => row.available_date)).toEqual([day(20), day(21)]);

    const id = first?.id ?? 0;
    const edit = { type: 'datesAvailable', id, availableDates: day(22), cutoffTime: '11:00', cutoffEffect: 2, status: false, version: 1 };
    const updated = await api.put<{ success: string }>(`/region-rules/${saskatoon.region_id}/rule`, edit);
    expect(updated.body).toEqual({ success: `Available date ${day(22)} of Saskatoon has been updated (11:00, Next-Day + 1).` });
    expect((await region('Saskatoon')).override_cutoffs.find((row) => row.id === id)).toEqual({
      id, region_id: saskatoon.region_id, available_date: day(22), cut_off_time: '11:00', effect: 2, effect_label: 'Next-Day + 1', status: false, version: 2,
    });
    expect((await region('Edmonton')).override_cutoffs.some((row) => row.id === id)).toBe(false);

    const put = (json: unknown, regionId = saskatoon.region_id) => api.put(`/region-rules/${regionId}/rule`, json);
    expectFieldErrors(await put(edit), 409, ['version']);
    expectFieldErrors(await put({ ...edit, availableDates: day(21), version: 2 }), 409, ['availableDates']);
    expectFieldErrors(await put({ ...edit, availableDates: day(-1), version: 2 }), 400, ['availableDates']);
    expectFieldErrors(await put({ ...edit, availableDates: `${day(23)},${day(24)}`, version: 2 }), 400, ['availableDates']);
    expectFieldErrors(await put({ type: 'datesAvailable', version: 2 }), 400, ['id', 'availableDates', 'cutoffTime', 'cutoffEffect']);
    expectFieldErrors(await put({ ...edit, cutoffEffect: 5, cutoffTime: '3pm', version: 2 }), 400, ['cutoffEffect', 'cutoffTime']);
    expectJsonError(await put({ ...edit, id: 999_999, version: 2 }), 404);
    expectJsonError(await put({ ...edit, version: 2 }, 999_999), 404);

    expectFieldErrors(await api.del(`/dates-available-api/${id}`, { version: 1 }), 409, ['version']);
    const deleted = await api.del<{ success: string }>(`/dates-available-api/${id}`, { version: 2 });
    expect(deleted.body.success).toMatch(new RegExp(`^Available date ${day(22)} of Saskatoon has been deleted`));
    expectJsonError(await api.del(`/dates-available-api/${id}`), 404);
    expect((await auditOf('cutoff-override', id)).map((entry) => entry.method)).toEqual(['POST', 'PUT', 'DELETE']);
    for (const other of added.body.ids.filter((row) => row !== id)) expect((await api.del(`/dates-available-api/${other}`)).status).toBe(200);
  });

  it('refuses no dates, no regions, past dates, dates already available and bad values; writes nothing', async () => {
    const winnipeg = await region('Winnipeg');
    const before = await snapshot();
    const post = (json: unknown) => api.post('/dates-available-api', json);
    expect(expectFieldErrors(await post({ availableDates: '', regions: [winnipeg.region_id] }), 400, ['availableDates']).error).toBe('Please Input Available Dates');
    expect(expectFieldErrors(await post({ availableDates: day(3), regions: [] }), 400, ['regions']).error).toBe('Please Choose Regions');
    expectFieldErrors(await post({ availableDates: day(-2), regions: [winnipeg.region_id] }), 400, ['availableDates']);
    const existing = winnipeg.override_cutoffs[0]?.available_date ?? '';
    const taken = expectFieldErrors(await post({ availableDates: `${day(30)},${existing}`, regions: [winnipeg.region_id] }), 409, ['availableDates']);
    expect(taken.error).toBe(`Already available: Winnipeg on ${existing}. Edit those dates instead.`);
    expectFieldErrors(await post({ availableDates: day(3), regions: [winnipeg.region_id], cutoffTime: '24:00', cutoffEffect: -1 }), 400, ['cutoffTime', 'cutoffEffect']);
    expectFieldErrors(await post({ availableDates: day(3), regions: [999_999] }), 400, ['regions.0']);
    expectFieldErrors(await post({ availableDates: day(3), regions: [winnipeg.region_id], status: true }), 400, ['status']);
    expect(await snapshot()).toEqual(before);
  });
});

describe('today is judged in America/Winnipeg from the clock the API is given', () => {
  it('refuses yesterday and accepts today, at a moment when UTC is already the next day', async () => {
    // 04:30 UTC on 1 March 2031 is still 28 February in Winnipeg (UTC−05 since 2026-11-01, tzdata 2026e).
    const app = createAdminApi(env.database.db, () => Promise.resolve({ sub: 'clock-test', name: 'Clock Test', email: 'clock.test@example.ca' }), {
      clock: () => new Date('2031-03-01T04:30:00Z'),
    });
    const regina = await region('Regina');
    const post = (path: string, body: unknown) =>
      app.request(path, { method: 'POST', headers: { Authorization: 'Bearer fixed', 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const yesterday = await post('/dates-closed-api', { dates_closed: '2031-02-27', regions: [regina.region_id] });
    expect(yesterday.status).toBe(400);
    expect(((await yesterday.json()) as { fields: Record<string, string> }).fields.dates_closed).toBe('2031-02-27 is before today (2031-02-28, America/Winnipeg)');
    expect((await post('/dates-closed-api', { dates_closed: '2031-02-28', regions: [regina.region_id] })).status).toBe(201);
    expect((await post('/dates-available-api', { availableDates: '2031-02-27', regions: [regina.region_id] })).status).toBe(400);
    const created = await post('/dates-available-api', { availableDates: '2031-02-28', regions: [regina.region_id] });
    expect(created.status).toBe(201);
    const { ids } = (await created.json()) as { ids: number[] };
    expect((await api.del(`/dates-available-api/${ids[0] ?? 0}`)).status).toBe(200);
    expect((await auditOf('date-closed-rule', regina.region_id)).at(-1)).toMatchObject({ method: 'POST' });
  });
});

describe('the order-rules seed', () => {
  it('gives every region default cutoffs, covering all five effects', () => {
    for (const seeded of REGIONS) expect(DEFAULT_CUTOFFS[seeded.tag]?.length ?? 0).toBeGreaterThan(0);
    const effects = new Set(Object.values(DEFAULT_CUTOFFS).flatMap((cutoffs) => cutoffs.map((cutoff) => cutoff.effect)));
    expect([...effects].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('closes each province’s holidays of the coming year and two Fridays of the coming weeks', () => {
    const winnipeg = closedDateSeeds('Winnipeg', 'MB', '2030-12-20');
    expect(winnipeg).toEqual(expect.arrayContaining(['2030-12-25', '2030-12-26', '2031-01-01', '2031-02-17', '2031-05-19', '2031-07-01', '2031-08-04', '2031-09-01', '2031-10-13']));
    expect(winnipeg).not.toContain('2031-06-24');
    const montreal = closedDateSeeds('Montreal', 'QC', '2030-12-20');
    expect(montreal).toContain('2031-06-24');
    expect(montreal).not.toContain('2031-02-17');
    expect(montreal.every((date) => date > '2030-12-20' && date <= '2031-12-20')).toBe(true);
    for (const tag of DRIVER_HOLIDAY_TAGS) {
      const fridays = closedDateSeeds(tag, 'MB', '2030-12-20').filter((date) => date < '2031-01-20' && DateTime.fromISO(date).weekday === 5);
      expect(fridays).toEqual(['2031-01-03', '2031-01-10']);
    }
  });

  it('opens the next Valentine’s and Mother’s Days and a Sunday pop-up, all after the seeding day', () => {
    const seeds = overrideSeeds('2030-12-20');
    const winnipeg = seeds.filter((seed) => seed.tag === 'Winnipeg').map((seed) => seed.date).sort();
    expect(winnipeg).toEqual(['2030-12-29', '2031-02-14', '2031-05-11']);
    expect(seeds.every((seed) => seed.date > '2030-12-20')).toBe(true);
  });
});
