import { describe, expect, it } from 'vitest';
import type { DriverSmsSendResult, DriverSmsTemplate, EmailOptOutCreateResult, EmailOptOutPage, SmsHistoryPage, SmsMessage } from '../../runtime/generated/entities';
import { DEMO_SENDER_PHONE } from '../../server/api/admin/smsGateway';
import type { Database } from '../../server/db/database';
import { EMAIL_OPT_OUTS, SENT_SMS } from '../../server/db/seed/messaging';
import { DRIVERS, workerIdOf } from '../../server/db/seed/sms';
import { callApi, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { DEMO_ACCOUNT } from '../support/oidcSignIn';
import { onSignedInServer } from '../support/signedInServer';
import { matching } from '../support/matchers';

let api: AdminClient;
let origin: string;
let db: Database;

onSignedInServer((server) => ({ origin, db, api } = server));

const history = (query: string) => api.get<SmsMessage[]>(`/sms-history?${query}`);

async function auditCount(): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from audit_log');
  return rows[0]?.n ?? 0;
}

describe('GET /sms-history', () => {
  it('refuses a call without the token', async () => {
    expectJsonError(await callApi(origin, '/api/admin/sms-history?phone=12045550111&type=to'), 401);
  });

  it('lists the seeded SMS to a driver, newest first, as SMS records', async () => {
    const answer = await history('phone=12045550111&type=to');
    expect(answer.status).toBe(200);
    const seeded = SENT_SMS.filter((sms) => sms.driver === 'Tyler Bird').sort((a, b) => a.hoursAgo - b.hoursAgo);
    expect(answer.body.length).toBeGreaterThanOrEqual(seeded.length);
    expect(answer.body.slice(0, 1)).toMatchObject([{ to: '+12045550111', from: DEMO_SENDER_PHONE, status: 'sent', body: matching(/^Thank you for all your hard work/) }]);
    const dates = answer.body.map((row) => row.dateCreated);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of answer.body) expect(row.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('finds an SMS just sent from the driver hub, by the 10 digits as well as the 11', async () => {
    const templates = await api.get<DriverSmsTemplate[]>('/onfleet/driver/task/sms/template/all');
    const weather = templates.body.find((row) => row.templateName === 'Weather Delay');
    const driver = DRIVERS.find((seed) => seed.fullName === 'Jordan Fontaine');
    if (!weather || !driver) throw new Error('seed changed');
    const sent = await api.post<DriverSmsSendResult>('/onfleet/driver/task/sms/send', {
      templateId: weather.templateId,
      drivers: [{ workerId: workerIdOf(driver) }],
      region: 'Winnipeg Hub',
      timezone: 'America/Winnipeg',
      situation: 'a history check on Portage',
      time: '',
    });
    expect(sent.status).toBe(201);
    const body = 'Heads up: a history check on Portage. Please drive safely; customers have been told to expect delays.';
    for (const phone of ['12045550115', '2045550115']) {
      const found = await history(`phone=${phone}&type=to`);
      expect(found.status).toBe(200);
      expect(found.body[0]).toMatchObject({ id: sent.body.messageIds[0], to: '+12045550115', from: DEMO_SENDER_PHONE, body, status: 'sent', purpose: 'driver', sentBy: DEMO_ACCOUNT.email });
    }
    // From the driver's phone: the console never received anything from it.
    expect((await history('phone=12045550115&type=from')).body).toEqual([]);
    // From the console's sending number: everything it sent, this one first.
    const fromConsole = await history(`phone=${DEMO_SENDER_PHONE.slice(1)}&type=from`);
    expect(fromConsole.body[0]).toMatchObject({ id: sent.body.messageIds[0], body });
  });

  it('answers an empty list for a phone never texted', async () => {
    const answer = await history('phone=13065550999&type=to');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  it('refuses a bad or missing phone or type with 400 naming the field', async () => {
    expectFieldErrors(await history('phone=204555&type=to'), 400, ['phone']);
    expectFieldErrors(await history('phone=(204)%20555-0111&type=to'), 400, ['phone']);
    expectFieldErrors(await history('phone=22045550111&type=to'), 400, ['phone']);
    expectFieldErrors(await history('phone=12045550111&type=sideways'), 400, ['type']);
    expectFieldErrors(await history('type=to'), 400, ['phone']);
    expectFieldErrors(await history('phone=12045550111'), 400, ['type']);
    expectFieldErrors(await history('phone=12045550111&type=to&size=5'), 400, ['size']);
  });

  it('pages the history on the server with offset and limit: the same messages in the same order, and how many were found', async () => {
    const phone = DEMO_SENDER_PHONE.slice(1);
    const all = (await history(`phone=${phone}&type=from`)).body;
    expect(all.length).toBeGreaterThan(3);
    const page = (query: string) => api.get<SmsHistoryPage>(`/sms-history?phone=${phone}&type=from&${query}`);
    const first = await page('offset=0&limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ result: all.slice(0, 2), meta: [{ totalrows: all.length }] });
    expect((await page('offset=2&limit=2')).body.result).toEqual(all.slice(2, 4));
    // offset alone: a page of 20; limit alone: from the newest.
    expect((await page('offset=1')).body.result).toEqual(all.slice(1, 21));
    expect((await page('limit=3')).body.result).toEqual(all.slice(0, 3));
    // Past the last message: no rows, still the number found.
    expect((await page(`offset=${all.length}&limit=20`)).body).toEqual({ result: [], meta: [{ totalrows: all.length }] });
    const none = await api.get<SmsHistoryPage>('/sms-history?phone=13065550999&type=to&offset=0&limit=20');
    expect(none.body).toEqual({ result: [], meta: [{ totalrows: 0 }] });
  });

  it('counts at most the newest 1000 messages when paged, as the unpaged answer lists them', async () => {
    // The console's number has sent everything: more than 1000 once this many are stored.
    await db.query(
      `insert into sms_message (to_phone, from_phone, body, status, purpose, sent_by_sub, created_at)
       select '+12045550199', $1, 'Paging check ' || n, 'sent', 'opt-out', 'paging-check', now() - interval '400 days' - n * interval '1 minute' from generate_series(1, 1001) n`,
      [DEMO_SENDER_PHONE],
    );
    try {
      const phone = DEMO_SENDER_PHONE.slice(1);
      const all = (await history(`phone=${phone}&type=from`)).body;
      expect(all).toHaveLength(1000);
      const last = await api.get<SmsHistoryPage>(`/sms-history?phone=${phone}&type=from&offset=990&limit=20`);
      expect(last.body).toEqual({ result: all.slice(990), meta: [{ totalrows: 1000 }] });
    } finally {
      await db.query(`delete from sms_message where to_phone = '+12045550199' and body like 'Paging check %'`);
    }
  });

  it('refuses a bad offset or limit with 400 naming each', async () => {
    const phone = 'phone=12045550111&type=to';
    for (const bad of ['limit=0', 'limit=1001', 'limit=abc', 'limit=-1', 'limit=2.5']) expectFieldErrors(await history(`${phone}&${bad}`), 400, ['limit']);
    for (const bad of ['offset=-1', 'offset=x', 'offset=2147483648', 'offset=1e3']) expectFieldErrors(await history(`${phone}&${bad}`), 400, ['offset']);
    expectFieldErrors(await history('phone=204&type=to&offset=x&limit=0'), 400, ['phone', 'offset', 'limit']);
  });
});

describe('e-mail opt-outs', () => {
  const list = (search = '') => api.get<EmailOptOutPage>(`/unsubscribe/email${search === '' ? '' : `?searchString=${encodeURIComponent(search)}`}`);

  it('lists the seeded opt-outs, newest first', async () => {
    const answer = await list('example.com');
    expect(answer.status).toBe(200);
    const seeded = [...EMAIL_OPT_OUTS].sort((a, b) => a.daysAgo - b.daysAgo).map((row) => row.email);
    expect(answer.body.result.map((row) => row.email).filter((email) => seeded.includes(email))).toEqual(seeded);
  });

  it('stores an address lower-cased and trimmed, audited, and says so in msg (201)', async () => {
    const before = await auditCount();
    const answer = await api.post<EmailOptOutCreateResult>('/unsubscribe/email', { email: '  Marie.Tremblay@Example.CA ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ msg: 'marie.tremblay@example.ca is unsubscribed from e-mails.', created: true });
    expect(answer.body.success).toBe(answer.body.msg);
    const stored = await list('marie.tremblay');
    expect(stored.body.result).toEqual([{ id: answer.body.id, email: 'marie.tremblay@example.ca', createdAt: answer.body.createdAt, version: 1 }]);
    expect(stored.body.meta).toEqual([{ totalrows: 1 }]);
    const audit = await db.query<{ entity: string; actor_email: string; path: string }>('select entity, actor_email, path from audit_log order by id offset $1', [before]);
    expect(audit.rows).toEqual([{ entity: 'email-opt-out', actor_email: DEMO_ACCOUNT.email, path: '/api/admin/unsubscribe/email' }]);
  });

  it('answers 200 and writes nothing for an address already opted out, case aside', async () => {
    const first = await api.post<EmailOptOutCreateResult>('/unsubscribe/email', { email: 'twice@example.org' });
    expect(first.status).toBe(201);
    const before = await auditCount();
    const again = await api.post<EmailOptOutCreateResult>('/unsubscribe/email', { email: 'TWICE@example.org' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ msg: 'twice@example.org was already unsubscribed from e-mails.', created: false, id: first.body.id, createdAt: first.body.createdAt });
    expect(await auditCount()).toBe(before);
    expect((await list('twice@')).body.meta).toEqual([{ totalrows: 1 }]);
  });

  it('refuses a missing, blank or malformed address with 400 naming email, storing nothing', async () => {
    const before = (await list()).body.meta[0]?.totalrows;
    for (const body of [{}, { email: '' }, { email: '   ' }, { email: 'not-an-address' }, { email: 'a@b' }, { email: 'two@@example.com' }, { email: 'x'.repeat(250) + '@example.com' }, { email: 5 }]) {
      expectFieldErrors(await api.post('/unsubscribe/email', body), 400, ['email']);
    }
    expectFieldErrors(await api.post('/unsubscribe/email', { email: 'ok@example.com', phone: '1' }), 400, ['phone']);
    expect((await list()).body.meta[0]?.totalrows).toBe(before);
  });
});
