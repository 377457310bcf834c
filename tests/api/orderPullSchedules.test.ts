import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPullSchedule, ScheduleOverrides } from '../../runtime/generated/entities';
import { businessToday } from '../../server/api/admin/clock';
import { ORDER_PULL_SCHEDULE_SEEDS, seedConfigUuid } from '../../server/db/seed/orderPullSchedules';
import { adminClient, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';

/** Schedules and day overrides (002 §3, §5, §7 Schedules, §8, §9) on the real server with a real sign-in. */

let env: TestEnvironment;
let api: AdminClient;

const WINNIPEG = seedConfigUuid('WINNIPEG_SAME_DAY');
const HALIFAX = seedConfigUuid('HALIFAX_NEXT_DAY');
const inDays = (days: number) => DateTime.fromISO(businessToday(new Date())).plus({ days }).toISODate() ?? '';

beforeAll(async () => {
  env = await createTestEnvironment();
  const server = await env.start();
  api = adminClient(server.origin, (await signIn(server.origin)).idToken);
});

afterAll(async () => {
  await env?.stop();
});

async function schedules(): Promise<OrderPullSchedule[]> {
  const answer = await api.get<OrderPullSchedule[]>('/order-pull/schedules');
  expect(answer.status).toBe(200);
  return answer.body;
}

async function schedule(name: string): Promise<OrderPullSchedule | undefined> {
  return (await schedules()).find((row) => row.name === name);
}

async function overrides(): Promise<ScheduleOverrides> {
  const answer = await api.get<ScheduleOverrides>('/order-pull/override');
  expect(answer.status).toBe(200);
  return answer.body;
}

async function auditCount(entity: string): Promise<number> {
  const { rows } = await env.database.db.query<{ count: number }>('select count(*)::int as count from audit_log where entity = $1', [entity]);
  return rows[0]?.count ?? 0;
}

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'EXP_Regina_Same_Day',
  state: 'ENABLED',
  description: 'Regina same-day pull',
  scheduleExpression: 'cron(0 16 ? * MON-FRI *)',
  groupName: 'exporter-service',
  input: JSON.stringify({ uuid: WINNIPEG }),
  timezone: 'America/Winnipeg',
  ...overrides,
});

describe('the seeded schedules', () => {
  it('list every demo schedule with its expression, zone, group and the config uuid as input', async () => {
    const listed = await schedules();
    expect(listed.map((row) => row.name).sort()).toEqual(ORDER_PULL_SCHEDULE_SEEDS.map((seed) => seed.name).sort());
    expect(listed.find((row) => row.name === 'EXP_CALGARY_NEXT_DAY')).toEqual({
      name: 'EXP_CALGARY_NEXT_DAY',
      state: 'ENABLED',
      description: 'Calgary next-day pull, weekday afternoons',
      scheduleExpression: 'cron(0 16 ? * MON-FRI *)',
      scheduleExpressionTimezone: 'America/Winnipeg',
      timezone: 'America/Winnipeg',
      groupName: 'exporter-service',
      input: JSON.stringify({ uuid: seedConfigUuid('CALGARY_NEXT_DAY') }),
      version: 1,
    });
    expect(listed.filter((row) => row.state === 'DISABLED').map((row) => row.name)).toEqual(['EXP_LAKEWOOD_SATURDAY']);
  });
});

describe('POST /order-pull/schedules', () => {
  it('creates a schedule (200, the §8 text) that the list then shows, and audits it', async () => {
    const before = await auditCount('order-pull-schedule');
    const answer = await api.post('/order-pull/schedules', form({ name: 'exp_Regina_Same_Day' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: 'Schedule submitted successfully' });
    expect(await schedule('EXP_Regina_Same_Day')).toMatchObject({ state: 'ENABLED', scheduleExpression: 'cron(0 16 ? * MON-FRI *)', input: JSON.stringify({ uuid: WINNIPEG }), version: 1 });
    expect(await auditCount('order-pull-schedule')).toBe(before + 1);
  });

  it('refuses a taken name, in any case, with a 409', async () => {
    const answer = await api.post('/order-pull/schedules', form({ name: 'EXP_calgary_next_day' }));
    expectFieldErrors(answer, 409, ['name']);
  });

  it('refuses a name without EXP_, with special characters or empty, naming the field, and writes nothing', async () => {
    const count = (await schedules()).length;
    expect(expectFieldErrors(await api.post('/order-pull/schedules', form({ name: 'Regina_Next_Day' })), 400, ['name']).fields?.name).toBe('must start with EXP_');
    expect(expectFieldErrors(await api.post('/order-pull/schedules', form({ name: 'EXP_Regina!' })), 400, ['name']).fields?.name).toBe('Special characters are not allowed');
    expectFieldErrors(await api.post('/order-pull/schedules', form({ name: '' })), 400, ['name']);
    expect((await schedules()).length).toBe(count);
  });

  it('validates the six-field AWS cron: wrapper, field count, ? in exactly one day field, ranges', async () => {
    const bad = [
      '0 16 ? * MON-FRI *',
      'cron(0 16 ? * MON-FRI)',
      'cron(0 16 * * MON-FRI *)',
      'cron(0 16 ? * ? *)',
      'cron(60 16 ? * MON-FRI *)',
      'cron(0 24 ? * MON-FRI *)',
      'cron(0 16 ? 13 * *)',
      'cron(0 16 ? * FUN *)',
      'cron(0 16 32 * ? *)',
      'cron(0 16 ? * FRI-MON *)',
    ];
    for (const scheduleExpression of bad) {
      expectFieldErrors(await api.post('/order-pull/schedules', form({ name: 'EXP_Cron_Check', scheduleExpression })), 400, ['scheduleExpression']);
    }
    const good = ['cron(0 18 ? * * *)', 'cron(0/15 8-17 ? * MON-FRI *)', 'cron(30 9 1,15 * ? 2027)', 'cron(0 9 ? * 6L *)', 'cron(0 9 ? JAN-MAR 2#1 *)', 'cron(0 10 L * ? *)'];
    for (const [index, scheduleExpression] of good.entries()) {
      const answer = await api.post('/order-pull/schedules', form({ name: `EXP_Cron_Good_${index}`, scheduleExpression }));
      expect(answer.status, `${scheduleExpression}: ${answer.text}`).toBe(200);
    }
  });

  it('needs an existing order pull config as input, a known zone and every field', async () => {
    expect(expectFieldErrors(await api.post('/order-pull/schedules', form({ name: 'EXP_Input_Check', input: '{}' })), 400, ['input']).fields?.input).toBe('Please select a order pull for the schedule');
    expectFieldErrors(await api.post('/order-pull/schedules', form({ name: 'EXP_Input_Check', input: JSON.stringify({ uuid: '00000000-0000-4000-8000-000000000000' }) })), 400, ['input']);
    expectFieldErrors(await api.post('/order-pull/schedules', form({ name: 'EXP_Input_Check', timezone: 'Mars/Olympus' })), 400, ['timezone']);
    const { groupName: _dropped, ...withoutGroup } = form({ name: 'EXP_Input_Check' });
    expectFieldErrors(await api.post('/order-pull/schedules', withoutGroup), 400, ['groupName']);
    expect(await schedule('EXP_Input_Check')).toBeUndefined();
  });
});

describe('PUT /order-pull/schedules', () => {
  it('disables and enables by name, the list showing each state', async () => {
    const disabled = await api.put('/order-pull/schedules', { type: 'disable', name: 'EXP_HALIFAX_NEXT_DAY' });
    expect(disabled.status).toBe(200);
    expect(await schedule('EXP_HALIFAX_NEXT_DAY')).toMatchObject({ state: 'DISABLED', version: 2 });
    const enabled = await api.put('/order-pull/schedules', { type: 'enable', name: 'exp_halifax_next_day' });
    expect(enabled.status).toBe(200);
    expect(await schedule('EXP_HALIFAX_NEXT_DAY')).toMatchObject({ state: 'ENABLED', version: 3 });
    expectFieldErrors(await api.put('/order-pull/schedules', { type: 'enable', name: 'EXP_NO_SUCH_SCHEDULE' }), 404, ['name']);
  });

  it('updates with the full form and the loaded version; a stale version is a 409 and nothing changes', async () => {
    const loaded = await schedule('EXP_VANCOUVER_SAME_DAY');
    if (!loaded) throw new Error('seed missing');
    const sent = { ...loaded, description: 'Vancouver same-day pull, weekdays', scheduleExpression: 'cron(45 10 ? * MON-FRI *)', input: JSON.stringify({ uuid: HALIFAX }) };
    const answer = await api.put('/order-pull/schedules', sent);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: 'Schedule submitted successfully', version: loaded.version + 1 });
    expect(await schedule('EXP_VANCOUVER_SAME_DAY')).toMatchObject({ description: 'Vancouver same-day pull, weekdays', scheduleExpression: 'cron(45 10 ? * MON-FRI *)', input: JSON.stringify({ uuid: HALIFAX }), version: loaded.version + 1 });
    expectJsonError(await api.put('/order-pull/schedules', { ...sent, description: 'stale' }), 409);
    expect((await schedule('EXP_VANCOUVER_SAME_DAY'))?.description).toBe('Vancouver same-day pull, weekdays');
    expectFieldErrors(await api.put('/order-pull/schedules', { ...sent, version: loaded.version + 1, scheduleExpression: 'cron(0 16 * * * *)' }), 400, ['scheduleExpression']);
    const { version: _version, ...unversioned } = sent;
    expectFieldErrors(await api.put('/order-pull/schedules', unversioned), 400, ['version']);
  });
});

describe('day overrides', () => {
  it('lists the seeded closed day and day-specific overrides', async () => {
    const seeded = await overrides();
    expect(seeded.closed).toContainEqual({ id: seedConfigUuid('CALGARY_NEXT_DAY'), closed_dates: [inDays(1)] });
    expect(seeded.override).toContainEqual({ id: WINNIPEG, [inDays(2)]: { startTime: '07:00', endTime: '07:30', status: 'enabled', notes: 'Early pull for the holiday rush' } });
  });

  it('disables one day of one report, leaves the next day alone, and enables it again', async () => {
    const day = inDays(5);
    const before = await auditCount('schedule-override');
    const disabled = await api.post(`/order-pull/override/disable/${HALIFAX}`, { date: day });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual({ success: 'Successfully change status' });
    expect((await overrides()).closed.find((entry) => entry.id === HALIFAX)?.closed_dates).toEqual([day]);
    expect(await auditCount('schedule-override')).toBe(before + 1);
    const enabled = await api.post(`/order-pull/override/enable/${HALIFAX}`, { date: day });
    expect(enabled.status).toBe(200);
    expect((await overrides()).closed.find((entry) => entry.id === HALIFAX)).toBeUndefined();
  });

  it('stores a day-specific override for that day only, replacing it when sent again', async () => {
    const day = inDays(6);
    const next = inDays(7);
    const sent = { reportId: HALIFAX, date: day, startTime: '09:00', endTime: '09:30', status: 'disabled', notes: 'Storm day' };
    const answer = await api.post(`/order-pull/override/${HALIFAX}`, sent);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: 'Day-specific schedule updated successfully' });
    let entry = (await overrides()).override.find((row) => row.id === HALIFAX);
    expect(entry).toEqual({ id: HALIFAX, [day]: { startTime: '09:00', endTime: '09:30', status: 'disabled', notes: 'Storm day' } });
    expect(entry?.[next]).toBeUndefined();
    await api.post(`/order-pull/override/${HALIFAX}`, { ...sent, startTime: '10:00', endTime: '10:30', status: 'enabled' });
    entry = (await overrides()).override.find((row) => row.id === HALIFAX);
    expect(entry?.[day]).toEqual({ startTime: '10:00', endTime: '10:30', status: 'enabled', notes: 'Storm day' });
  });

  it('enables a day switched off by its day override, keeping the times and notes of the override', async () => {
    const day = inDays(9);
    await api.post(`/order-pull/override/${HALIFAX}`, { reportId: HALIFAX, date: day, startTime: '08:00', endTime: '08:30', status: 'disabled', notes: 'Closed for inventory' });
    expect((await api.post(`/order-pull/override/enable/${HALIFAX}`, { date: day })).status).toBe(200);
    const entry = (await overrides()).override.find((row) => row.id === HALIFAX);
    expect(entry?.[day]).toEqual({ startTime: '08:00', endTime: '08:30', status: 'enabled', notes: 'Closed for inventory' });
  });

  it('refuses an impossible date, bad times, a mismatched or unknown report, naming the field', async () => {
    expectFieldErrors(await api.post(`/order-pull/override/disable/${HALIFAX}`, { date: '2027-02-30' }), 400, ['date']);
    expectFieldErrors(await api.post('/order-pull/override/disable/not-a-uuid', { date: inDays(1) }), 400, ['reportId']);
    expectFieldErrors(await api.post('/order-pull/override/enable/00000000-0000-4000-8000-000000000000', { date: inDays(1) }), 404, ['reportId']);
    const sent = { reportId: HALIFAX, date: inDays(8), startTime: '09:00', endTime: '09:30', status: 'enabled', notes: '' };
    expectFieldErrors(await api.post(`/order-pull/override/${HALIFAX}`, { ...sent, endTime: '08:30' }), 400, ['endTime']);
    expectFieldErrors(await api.post(`/order-pull/override/${HALIFAX}`, { ...sent, startTime: '25:00' }), 400, ['startTime']);
    expectFieldErrors(await api.post(`/order-pull/override/${HALIFAX}`, { ...sent, reportId: WINNIPEG }), 400, ['reportId']);
    expect((await overrides()).override.find((row) => row.id === HALIFAX)?.[inDays(8)]).toBeUndefined();
  });
});
