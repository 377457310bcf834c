import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { DeliveryHub, DriverRegionDrivers, DriverSmsSendResult, DriverSmsTemplate, OptOut, OptOutCreateResult, OptOutPage } from '../../runtime/generated/entities';
import { NO_REGION_OR_DRIVERS, NO_TEMPLATE, SEND_FAILED, WRONG_VARIATION } from '../../server/api/admin/driverSms';
import { readCanadianPhone, readPhoneList } from '../../server/api/admin/phones';
import { DEMO_SENDER_PHONE } from '../../server/api/admin/smsGateway';
import type { Database } from '../../server/db/database';
import { DRIVER_SMS_TEMPLATES, DRIVERS, OPT_OUTS, workerIdOf } from '../../server/db/seed/sms';
import { callApi, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { DEMO_ACCOUNT } from '../support/oidcSignIn';
import { onSignedInServer } from '../support/signedInServer';
import { matching } from '../support/matchers';

let api: AdminClient;
let origin: string;
let db: Database;

onSignedInServer((server) => ({ origin, db, api } = server));

const driver = (fullName: string) => {
  const found = DRIVERS.find((seed) => seed.fullName === fullName);
  if (!found) throw new Error(`no seeded driver ${fullName}`);
  return { ...found, workerId: workerIdOf(found) };
};

async function count(table: 'sms_message' | 'sms_opt_out' | 'audit_log'): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

async function templateNamed(name: string): Promise<DriverSmsTemplate> {
  const found = (await api.get<DriverSmsTemplate[]>('/onfleet/driver/task/sms/template/all')).body.find((row) => row.templateName === name);
  if (!found) throw new Error(`no template ${name}`);
  return found;
}

const regionDrivers = (name: string) => api.get<DriverRegionDrivers>(`/onfleet/driver/task/region/${encodeURIComponent(name)}/all`);

describe('Canadian phones', () => {
  it('reads the usual ways of typing one as E.164', () => {
    for (const typed of ['204-555-0134', '(204) 555-0134', '204.555.0134', '+1 204 555 0134', '12045550134', ' 2045550134 ']) {
      expect(readCanadianPhone(typed)).toEqual({ ok: true, phone: '+12045550134' });
    }
  });

  it('refuses wrong lengths, US area codes, impossible exchanges and letters', () => {
    expect(readCanadianPhone('204-55-0134')).toMatchObject({ ok: false, problem: matching(/9 digits/) });
    expect(readCanadianPhone('212-555-0134')).toMatchObject({ ok: false, problem: matching(/area code 212/) });
    expect(readCanadianPhone('204-911-0134')).toMatchObject({ ok: false, problem: matching(/exchange 911/) });
    expect(readCanadianPhone('204-555-O134')).toMatchObject({ ok: false });
  });

  it('names every bad entry of a list and counts a repeated number once', () => {
    expect(readPhoneList('204-555-0134, 2045550134,')).toEqual({ ok: true, phones: ['+12045550134'] });
    const bad = readPhoneList('204-555-0134,204-55-0134,212 555 0100');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.problem).toContain('entry 2, "204-55-0134", has 9 digits');
      expect(bad.problem).toContain('entry 3, "212 555 0100", has area code 212');
    }
    expect(readPhoneList(' , ')).toEqual({ ok: false, problem: 'Phone is required' });
  });
});

describe('the SMS demo seed', () => {
  it('gives drivers valid, distinct phones and ids; every hub with drivers has some each day; Kelowna Hub has none', () => {
    for (const seed of [...DRIVERS, ...OPT_OUTS]) expect(readCanadianPhone(seed.phone)).toEqual({ ok: true, phone: seed.phone });
    expect(new Set(DRIVERS.map((seed) => seed.phone)).size).toBe(DRIVERS.length);
    expect(new Set(DRIVERS.map(workerIdOf)).size).toBe(DRIVERS.length);
    const hubs = new Set(DRIVERS.map((seed) => seed.hub));
    expect(hubs.has('Kelowna Hub')).toBe(false);
    expect(hubs.size).toBeGreaterThanOrEqual(8);
    for (const hub of hubs) {
      for (const day of [1, 2, 3, 4, 5, 6, 7]) {
        expect(DRIVERS.some((seed) => seed.hub === hub && (seed.active ?? true) && (seed.workdays ?? [day]).includes(day))).toBe(true);
      }
    }
  });
});

describe('driver mass SMS', () => {
  it('refuses calls without a token', async () => {
    expectJsonError(await callApi(origin, '/api/admin/onfleet/driver/task/sms/template/all'), 401);
    expectJsonError(await callApi(origin, '/api/admin/onfleet/driver/task/sms/send', { json: {} }), 401);
  });

  it('lists the drivers of a hub working today, with the hub time zone and display-name fallback', async () => {
    const answer = await regionDrivers('Winnipeg Hub');
    expect(answer.status).toBe(200);
    const { timezone, date, drivers, regionName } = answer.body;
    expect(regionName).toBe('Winnipeg Hub');
    expect(timezone).toBe('America/Winnipeg');
    const weekday = DateTime.fromISO(date, { zone: 'America/Winnipeg' }).weekday;
    const expected = DRIVERS.filter((seed) => seed.hub === 'Winnipeg Hub' && (seed.active ?? true) && (seed.workdays ?? [1, 2, 3, 4, 5, 6, 7]).includes(weekday));
    expect(drivers.map((row) => row.workerId).sort()).toEqual(expected.map(workerIdOf).sort());
    const tyler = drivers.find((row) => row.driverFullName === 'Tyler Bird');
    expect(tyler).toEqual({ workerId: driver('Tyler Bird').workerId, displayName: 'Tyler Bird', driverFullName: 'Tyler Bird', phone: '+12045550111', timezone: 'America/Winnipeg' });
    expect(drivers.find((row) => row.driverFullName === 'Amanpreet Kaur Sandhu')?.displayName).toBe('Aman S.');
  });

  it('finds a hub by name in any case or by id; Kelowna Hub has no drivers; unknown is 404', async () => {
    const hubs = (await api.get<DeliveryHub[]>('/onfleet/driver/region/all')).body;
    const kelowna = hubs.find((hub) => hub.regionName === 'Kelowna Hub');
    expect(kelowna).toBeDefined();
    const empty = await regionDrivers(kelowna?.regionId ?? '');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ regionName: 'Kelowna Hub', timezone: 'America/Vancouver', drivers: [] });
    expect((await regionDrivers('saskatchewan hub')).body.timezone).toBe('America/Regina');
    expectJsonError(await regionDrivers('Yukon Hub'), 404);
    expect((await regionDrivers('x'.repeat(101))).status).toBe(400);
  });

  it('lists the templates by name with the placeholders they hold', async () => {
    const answer = await api.get<DriverSmsTemplate[]>('/onfleet/driver/task/sms/template/all');
    expect(answer.status).toBe(200);
    expect(answer.body.map((row) => row.templateName)).toEqual(DRIVER_SMS_TEMPLATES.map((row) => row.name).sort((a, b) => a.localeCompare(b)));
    expect((await templateNamed('Route Delay')).placeholders).toEqual(['situation', 'time']);
    expect((await templateNamed('Weather Delay')).placeholders).toEqual(['situation']);
    expect((await templateNamed('Shift Reminder')).placeholders).toEqual(['time']);
    expect((await templateNamed('Thank You')).placeholders).toEqual([]);
  });

  it('sends the filled template to each driver and stores every SMS with who sent it, audited', async () => {
    const template = await templateNamed('Route Delay');
    const auditBefore = await count('audit_log');
    const answer = await api.post<DriverSmsSendResult>('/onfleet/driver/task/sms/send', {
      templateId: template.templateId,
      drivers: [{ workerId: driver('Tyler Bird').workerId }, { workerId: driver('Ravi Patel').workerId }],
      region: 'Winnipeg Hub',
      timezone: 'America/Winnipeg',
      situation: ' a closure on the Disraeli Bridge ',
      time: '2:30 PM',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: 'SMS Route Delay sent to 2 drivers of Winnipeg Hub.', sent: 2, skipped: [] });
    const { rows } = await db.query<Record<string, unknown>>(
      `select m.to_phone, m.from_phone, m.body, m.status, m.purpose, d.full_name, m.template_id, h.region_name, m.sent_by_email, m.sent_by_sub <> '' as has_sub
         from sms_message m join onfleet_driver d on d.id = m.driver_id join delivery_hub h on h.region_id = m.hub_region_id
        where m.id = any($1::int[]) order by m.id`,
      [answer.body.messageIds],
    );
    const body = 'Routes are delayed because of a closure on the Disraeli Bridge. New loading time is 2:30 PM. Thanks for your patience.';
    const common = { from_phone: DEMO_SENDER_PHONE, body, status: 'sent', purpose: 'driver', template_id: template.templateId, region_name: 'Winnipeg Hub', sent_by_email: DEMO_ACCOUNT.email, has_sub: true };
    expect(rows).toEqual([
      { ...common, to_phone: '+12045550111', full_name: 'Tyler Bird' },
      { ...common, to_phone: '+12045550117', full_name: 'Ravi Patel' },
    ]);
    const audit = await db.query<{ entity: string; actor_email: string; path: string }>(
      'select entity, actor_email, path from audit_log order by id offset $1',
      [auditBefore],
    );
    expect(audit.rows).toEqual([
      { entity: 'sms-message', actor_email: DEMO_ACCOUNT.email, path: '/api/admin/onfleet/driver/task/sms/send' },
      { entity: 'sms-message', actor_email: DEMO_ACCOUNT.email, path: '/api/admin/onfleet/driver/task/sms/send' },
    ]);
  });

  it('skips drivers whose phone is opted out, and refuses when every chosen driver is', async () => {
    const template = await templateNamed('Thank You');
    const send = (names: string[]) =>
      api.post<DriverSmsSendResult>('/onfleet/driver/task/sms/send', {
        templateId: template.templateId,
        drivers: names.map((name) => ({ workerId: driver(name).workerId })),
        region: 'Winnipeg Hub',
        timezone: 'America/Winnipeg',
        situation: '',
        time: '',
      });
    const partly = await send(['Danielle Chartrand', 'Jordan Fontaine']);
    expect(partly.status).toBe(201);
    expect(partly.body.sent).toBe(1);
    expect(partly.body.skipped).toEqual([
      { workerId: driver('Danielle Chartrand').workerId, displayName: 'Danielle Chartrand', phone: '+12045550118', reason: matching(/^opted out of SMS until \d{4}-\d{2}-\d{2}$/) },
    ]);
    expect(partly.body.success).toContain('Not sent to Danielle Chartrand ((204) 555-0118): opted out of SMS.');
    const before = await count('sms_message');
    const refused = expectFieldErrors(await send(['Danielle Chartrand']), 409, ['drivers']);
    expect(refused.error).toMatch(/^SMS Sending Failed!\. Every chosen driver has opted out of SMS: Danielle Chartrand\.$/);
    expect(await count('sms_message')).toBe(before);
  });

  it('refuses a bad send whole, with the console sentence and the bad fields, writing nothing', async () => {
    const routeDelay = await templateNamed('Route Delay');
    const good = {
      templateId: routeDelay.templateId,
      drivers: [{ workerId: driver('Tyler Bird').workerId }],
      region: 'Winnipeg Hub',
      timezone: 'America/Winnipeg',
      situation: 'snow',
      time: '3 PM',
    };
    const before = { sms: await count('sms_message'), audit: await count('audit_log') };
    const refused = async (body: unknown, status: number, fields: string[], error: string) => {
      const answer = expectFieldErrors(await api.post('/onfleet/driver/task/sms/send', body), status, fields);
      expect(answer.error).toBe(error);
      return answer;
    };
    await refused({ ...good, drivers: [] }, 400, ['drivers'], NO_REGION_OR_DRIVERS);
    await refused({ ...good, region: undefined }, 400, ['region'], NO_REGION_OR_DRIVERS);
    await refused({ ...good, region: 'Yukon Hub' }, 400, ['region'], NO_REGION_OR_DRIVERS);
    await refused({ ...good, timezone: 'America/Toronto' }, 400, ['timezone'], NO_REGION_OR_DRIVERS);
    await refused({ ...good, templateId: undefined }, 400, ['templateId'], NO_TEMPLATE);
    await refused({ ...good, templateId: 2_147_483_647 }, 400, ['templateId'], NO_TEMPLATE);
    await refused({ ...good, templateId: 2_147_483_648 }, 400, ['templateId'], NO_TEMPLATE);
    await refused({ ...good, situation: '  ', time: '' }, 400, ['situation', 'time'], WRONG_VARIATION);
    await refused({ ...good, situation: 'x'.repeat(201) }, 400, ['situation'], WRONG_VARIATION);
    await refused({ ...good, extra: 1 }, 400, ['extra'], SEND_FAILED);
    const strangers = await refused(
      { ...good, drivers: [{ workerId: driver('Tyler Bird').workerId }, { workerId: driver('Kwame Mensah').workerId }, { workerId: driver('Tyler Bird').workerId }, { workerId: driver('Steven Park').workerId }] },
      400,
      ['drivers.1.workerId', 'drivers.2.workerId', 'drivers.3.workerId'],
      NO_REGION_OR_DRIVERS,
    );
    expect(strangers.fields?.['drivers.1.workerId']).toBe('is not an active driver of Winnipeg Hub');
    const inactive = await refused({ ...good, region: 'Toronto Hub', timezone: 'America/Toronto', drivers: [{ workerId: driver('Steven Park').workerId }] }, 400, ['drivers.0.workerId'], NO_REGION_OR_DRIVERS);
    expect(inactive.fields?.['drivers.0.workerId']).toBe('is not an active driver of Toronto Hub');
    await refused({ ...good, drivers: [{ workerId: 'bad id\u0000' }] }, 400, ['drivers.0.workerId'], NO_REGION_OR_DRIVERS);
    expect({ sms: await count('sms_message'), audit: await count('audit_log') }).toEqual(before);
  });
});

describe('phone opt-outs', () => {
  const list = async (query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const answer = await api.get<OptOutPage>(`/unsubscribe?${search.toString()}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('lists the opt-outs in force, newest first, with timetolive absent for Never', async () => {
    const page = await list({ limit: 10 });
    const seededInForce = OPT_OUTS.filter((seed) => seed.days === 36500 || seed.daysAgo < seed.days);
    expect(page.meta[0].totalrows).toBe(seededInForce.length);
    expect(page.result.map((row) => row.phone)).not.toContain('+15145550190');
    const never = page.result.find((row) => row.phone === '+14165550142');
    expect(never).toMatchObject({ days: 36500, version: 1 });
    expect(never).not.toHaveProperty('timetolive');
    const running = page.result.find((row) => row.phone === '+14035550158');
    // Seeded two days before the seeding moment (the run's seeded database may be minutes older than this file).
    const seededAt = (await db.query<{ at: Date }>('select min(done_at) as at from seed_step')).rows[0]!.at;
    const expected = DateTime.fromJSDate(seededAt).setZone('America/Winnipeg').minus({ days: 2 }).plus({ days: 7 }).toSeconds();
    expect(Math.abs((running?.timetolive ?? 0) - expected)).toBeLessThan(120);
    const updated = page.result.map((row) => row.updatedAt);
    expect([...updated].sort().reverse()).toEqual(updated);
  });

  it('pages and filters on the digits of the phone', async () => {
    expect((await list({ limit: 2 })).result).toHaveLength(2);
    expect((await list({ searchString: '(416) 555', filterOn: 'phone' })).result.map((row) => row.phone)).toEqual(['+14165550142']);
    expect((await list({ searchString: 'no digits' })).meta[0].totalrows).toBe(0);
    expectFieldErrors(await api.get('/unsubscribe?filterOn=email'), 400, ['filterOn']);
    expectFieldErrors(await api.get('/unsubscribe?limit=0'), 400, ['limit']);
  });

  it('opts phones out for a number of days, then for ever, without an SMS unless asked', async () => {
    const smsBefore = await count('sms_message');
    const first = await api.post<OptOutCreateResult>('/unsubscribe', { phone: '204-555-0145, (306) 555-0146,2045550145', type: 7, sendSMS: false, message: '' });
    expect(first.status).toBe(201);
    expect(first.body.msg).toMatch(/^Opted out of SMS for 7 days, until \w{3}, \w{3} \d{1,2}, \d{4}: \(204\) 555-0145, \(306\) 555-0146\.$/);
    expect(first.body.success).toBe(first.body.msg);
    expect(first.body.messageIds).toEqual([]);
    expect(first.body.optOuts.map((row) => [row.phone, row.days, row.version])).toEqual([['+12045550145', 7, 1], ['+13065550146', 7, 1]]);
    const inAWeek = DateTime.now().setZone('America/Winnipeg').plus({ days: 7 }).toSeconds();
    expect(Math.abs((first.body.optOuts[0]?.timetolive ?? 0) - inAWeek)).toBeLessThan(120);
    expect(await count('sms_message')).toBe(smsBefore);

    const again = await api.post<OptOutCreateResult>('/unsubscribe', { phone: '+1 204 555 0145', type: 36500 });
    expect(again.status).toBe(201);
    expect(again.body.msg).toBe('Opted out of SMS for ever: (204) 555-0145.');
    const row: OptOut | undefined = again.body.optOuts[0];
    expect(row).toMatchObject({ phone: '+12045550145', days: 36500, version: 2, id: first.body.optOuts[0]?.id });
    expect(row).not.toHaveProperty('timetolive');
    const listed = (await list({ searchString: '2045550145' })).result;
    expect(listed).toEqual([row]);
  });

  it('texts a confirmation when asked: the typed one, or one the server writes', async () => {
    const typed = await api.post<OptOutCreateResult>('/unsubscribe', { phone: '613-555-0147', type: 3, sendSMS: true, message: 'You will get no more texts from us this week.' });
    expect(typed.status).toBe(201);
    expect(typed.body.msg).toMatch(/A confirmation SMS was sent to it\.$/);
    const written = await api.post<OptOutCreateResult>('/unsubscribe', { phone: '613-555-0148,902-555-0149', type: 36500, sendSMS: true, message: '  ' });
    expect(written.body.messageIds).toHaveLength(2);
    const { rows } = await db.query<{ to_phone: string; body: string; purpose: string; driver_id: number | null; sent_by_email: string }>(
      'select to_phone, body, purpose, driver_id, sent_by_email from sms_message where id = any($1::int[]) order by id',
      [[...typed.body.messageIds, ...written.body.messageIds]],
    );
    const common = { purpose: 'opt-out', driver_id: null, sent_by_email: DEMO_ACCOUNT.email };
    expect(rows).toEqual([
      { ...common, to_phone: '+16135550147', body: 'You will get no more texts from us this week.' },
      { ...common, to_phone: '+16135550148', body: 'You have been unsubscribed and will no longer receive text messages from us.' },
      { ...common, to_phone: '+19025550149', body: 'You have been unsubscribed and will no longer receive text messages from us.' },
    ]);
  });

  it('refuses a missing or bad phone, naming the bad entry, and a duration not offered; nothing is written', async () => {
    const before = { optOuts: await count('sms_opt_out'), sms: await count('sms_message'), audit: await count('audit_log') };
    const required = expectFieldErrors(await api.post('/unsubscribe', { phone: ' ', type: 7, sendSMS: true }), 400, ['phone']);
    expect(required.error).toBe('Phone is required');
    expectFieldErrors(await api.post('/unsubscribe', { type: 7 }), 400, ['phone']);
    const bad = expectFieldErrors(await api.post('/unsubscribe', { phone: '204-555-0150, 204-55-0151', type: 7, sendSMS: true }), 400, ['phone']);
    expect(bad.fields?.phone).toBe('entry 2, "204-55-0151", has 9 digits; a phone number has 10 (e.g. 204-555-0134)');
    const us = expectFieldErrors(await api.post('/unsubscribe', { phone: '212-555-0100', type: 7 }), 400, ['phone']);
    expect(us.fields?.phone).toContain('area code 212, which is not a Canadian one');
    expectFieldErrors(await api.post('/unsubscribe', { phone: '204-555-0150', type: 10 }), 400, ['type']);
    expectFieldErrors(await api.post('/unsubscribe', { phone: '204-555-0150', type: '7' }), 400, ['type']);
    expectFieldErrors(await api.post('/unsubscribe', { phone: '204-555-0150', type: 7, sendSMS: 'Yes' }), 400, ['sendSMS']);
    expectFieldErrors(await api.post('/unsubscribe', { phone: '204-555-0150', type: 7, message: 'x'.repeat(1001) }), 400, ['message']);
    expectFieldErrors(await api.post('/unsubscribe', { phone: '204-555-0150\u0000', type: 7 }), 400, ['phone']);
    const many = Array.from({ length: 101 }, (_, index) => `204-555-${String(index).padStart(4, '0')}`).join(',');
    expect(expectFieldErrors(await api.post('/unsubscribe', { phone: many, type: 7 }), 400, ['phone']).fields?.phone).toContain('at most 100');
    expect({ optOuts: await count('sms_opt_out'), sms: await count('sms_message'), audit: await count('audit_log') }).toEqual(before);
  });
});
