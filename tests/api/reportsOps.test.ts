import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatestPull, OpsLink, Rule } from '../../runtime/generated/entities';
import type { Database } from '../../server/db/database';
import { EXPORTER_TARGET } from '../../server/api/admin/rules';
import { LATEST_PULLS, OPS_LINKS, RULES, SHOP_CUSTOMERS } from '../../server/db/seed/reportsOps';
import { adminClient, callApi, expectFieldErrors, expectJsonError, type AdminClient, type ApiAnswer, type ApiErrorBody } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';
import { anyOf } from '../support/matchers';

/** The reports and operations calls of 002 §7: rules, ops links, latest order pulls, password reset. */

let env: TestEnvironment;
let alex: AdminClient;
let jordan: AdminClient;
let origin: string;
let token: string;
let db: Database;

beforeAll(async () => {
  env = await createTestEnvironment();
  const server = await env.start();
  origin = server.origin;
  db = server.db;
  token = (await signIn(origin)).idToken;
  alex = adminClient(origin, token);
  jordan = adminClient(origin, (await signIn(origin, { email: 'jordan.lee@example.com', password: 'console-demo' })).idToken);
});

afterAll(async () => {
  await env?.stop();
});

interface Conflict extends ApiErrorBody {
  conflicts: number[];
}

async function list<Row>(path: string): Promise<Row[]> {
  const answer = await alex.get<Row[]>(path);
  expect(answer.status).toBe(200);
  expect(Array.isArray(answer.body)).toBe(true);
  return answer.body;
}

const rules = () => list<Rule>('/order-pull/rules');
const links = () => list<OpsLink>('/ops/link/');
const pulls = (query = '') => list<LatestPull>(`/order-pull/latest${query}`);

function find<Row>(rows: Row[], keep: (row: Row) => boolean, what: string): Row {
  const row = rows.find(keep);
  if (!row) throw new Error(`no ${what}`);
  return row;
}

async function auditCount(): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from audit_log');
  return rows[0]?.n ?? 0;
}

/** Asserts a refusal wrote nothing: the lists and the audit trail are as before. */
async function expectNothingWritten(work: () => Promise<void>): Promise<void> {
  const before = [await rules(), await links(), await pulls(), await auditCount(), await outbox()];
  await work();
  expect([await rules(), await links(), await pulls(), await auditCount(), await outbox()]).toEqual(before);
}

function expectConflict(answer: ApiAnswer, ids: number[]): Conflict {
  const body = expectFieldErrors(answer, 409, ['version']) as Conflict;
  expect(body.conflicts).toEqual(ids);
  expect(body.error).toMatch(/was changed by someone else since you loaded it\. Reload it and apply your changes again\.$/);
  return body;
}

async function outbox(): Promise<Array<{ id: number; email: string; language: string; status: string; requested_by_email: string | null }>> {
  const { rows } = await db.query<{ id: number; email: string; language: string; status: string; requested_by_email: string | null }>(
    'select id, email, language, status, requested_by_email from password_reset_outbox order by id',
  );
  return rows;
}

const validRule = { ruleName: 'Saskatoon Next Day', status: 'ENABLED', description: 'Next-day pull for Saskatoon', schedule: 'cron(0 16 ? * MON-FRI *)', eventBusName: 'default', input0: '{"uuid":"0b5e9f3c-2d7a-4e81-9c6b-3a1f8e2d7c40"}' };

describe('rules (Rules list, Rules config)', () => {
  it('lists only the EXP_ rules, by name, both statuses, with their target and version', async () => {
    const listed = await rules();
    const seededExp = RULES.filter((rule) => rule.name.startsWith('EXP_'));
    expect(listed.map((rule) => rule.ruleName)).toEqual(seededExp.map((rule) => rule.name).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect(listed.every((rule) => rule.ruleName.startsWith('EXP_'))).toBe(true);
    expect(new Set(listed.map((rule) => rule.status))).toEqual(new Set(['ENABLED', 'DISABLED']));
    const winnipeg = find(listed, (rule) => rule.ruleName === 'EXP_Winnipeg_Same_Day', 'rule');
    expect(Object.keys(winnipeg).sort()).toEqual(['arn0', 'description', 'eventBusName', 'id', 'id0', 'input0', 'ruleName', 'schedule', 'status', 'version']);
    expect(winnipeg).toMatchObject({ status: 'ENABLED', schedule: 'cron(0 6 ? * MON-SAT *)', eventBusName: 'default', id0: EXPORTER_TARGET.id, arn0: EXPORTER_TARGET.arn, version: 1 });
    expect(JSON.parse(winnipeg.input0)).toEqual({ uuid: '3f6c1e52-8b1d-4c6e-9a57-2d41b7e0c911' });
    // The other services' rules are stored, never listed.
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from order_pull_rule where rule_name not like 'EXP\\_%'`);
    expect(rows[0]?.n).toBe(RULES.length - seededExp.length);
  });

  it('creates a rule, putting EXP_ in front of its name, with the documented answer', async () => {
    const created = await alex.post<{ success: string; id: number }>('/order-pull/rules', validRule);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ success: 'rule submitted successfully', id: anyOf(Number) });
    const rule = find(await rules(), (row) => row.id === created.body.id, 'rule');
    expect(rule).toEqual({ ...validRule, id: created.body.id, ruleName: 'EXP_Saskatoon Next Day', id0: EXPORTER_TARGET.id, arn0: EXPORTER_TARGET.arn, version: 1 });

    // 002 §5: the rule form's Submit needs a valid name only; a rule sent without a schedule has none yet.
    const unscheduled = await alex.post<{ id: number }>('/order-pull/rules', { ruleName: 'Brandon Draft' });
    expect(unscheduled.status).toBe(201);
    expect(find(await rules(), (row) => row.id === unscheduled.body.id, 'rule')).toMatchObject({ ruleName: 'EXP_Brandon Draft', schedule: '' });

    const lower = await alex.post<{ id: number }>('/order-pull/rules', { ruleName: '  exp_regina_same_day ', schedule: 'cron(0 6 ? * MON-SAT *)' });
    expect(lower.status).toBe(201);
    expect(find(await rules(), (row) => row.id === lower.body.id, 'rule')).toMatchObject({
      ruleName: 'EXP_regina_same_day', status: 'ENABLED', eventBusName: 'default', description: '', input0: '',
    });

    const { rows } = await db.query<{ entity: string; actor_email: string; method: string; path: string }>(
      'select entity, actor_email, method, path from audit_log where entity = $1 and row_id = $2',
      ['rule', created.body.id],
    );
    expect(rows).toEqual([{ entity: 'rule', actor_email: 'alex.morgan@example.com', method: 'POST', path: '/api/admin/order-pull/rules' }]);
  });

  it('refuses a name with other characters, an empty or too long one, a bad cron or input, writing nothing', async () => {
    await expectNothingWritten(async () => {
      const special = expectFieldErrors(await alex.post('/order-pull/rules', { ...validRule, ruleName: 'Winnipeg-Same-Day!' }), 400, ['ruleName']);
      expect(special.fields?.ruleName).toBe('Special characters are not allowed');
      expectFieldErrors(await alex.post('/order-pull/rules', { ...validRule, ruleName: 'EXP_' }), 400, ['ruleName']);
      expectFieldErrors(await alex.post('/order-pull/rules', { ...validRule, ruleName: '   ' }), 400, ['ruleName']);
      expectFieldErrors(await alex.post('/order-pull/rules', { ...validRule, ruleName: 'R'.repeat(61) }), 400, ['ruleName']);
      expectFieldErrors(await alex.post('/order-pull/rules', { ...validRule, ruleName: 'Règle' }), 400, ['ruleName']);
      expectFieldErrors(await alex.post('/order-pull/rules', { ...validRule, ruleName: 'Fresh', schedule: '0 16 * * *' }), 400, ['schedule']);
      expectFieldErrors(await alex.post('/order-pull/rules', { ...validRule, ruleName: 'Fresh', input0: 'not-a-uuid' }), 400, ['input0']);
      expectFieldErrors(await alex.post('/order-pull/rules', { ...validRule, ruleName: 'Fresh', status: 'PAUSED' }), 400, ['status']);
      expectFieldErrors(await alex.post('/order-pull/rules', { ...validRule, ruleName: 'Fresh', extra: 1 }), 400, ['extra']);
    });
    // 60 characters after the prefix make 64 in all: allowed.
    expect((await alex.post('/order-pull/rules', { ...validRule, ruleName: 'R'.repeat(60) })).status).toBe(201);
  });

  it('refuses a second rule of the same name, whatever its case (409 naming ruleName)', async () => {
    await expectNothingWritten(async () => {
      const duplicate = expectFieldErrors(await alex.post('/order-pull/rules', { ...validRule, ruleName: 'exp_winnipeg_same_day' }), 409, ['ruleName']);
      expect(duplicate.error).toContain('EXP_Winnipeg_Same_Day');
    });
  });

  it('updates a rule sent with the version it was loaded with; a stale one is a 409 and changes nothing', async () => {
    const loaded = find(await rules(), (rule) => rule.ruleName === 'EXP_Calgary_Next_Day', 'rule');
    const edited = await alex.post('/order-pull/rules', { ...loaded, description: 'Next-day pull for Calgary, weekdays at 15:30', schedule: 'cron(30 15 ? * MON-FRI *)' });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ success: 'rule submitted successfully' });
    const after = find(await rules(), (rule) => rule.id === loaded.id, 'rule');
    expect(after).toEqual({ ...loaded, description: 'Next-day pull for Calgary, weekdays at 15:30', schedule: 'cron(30 15 ? * MON-FRI *)', version: 2 });

    await expectNothingWritten(async () => {
      expectConflict(await jordan.post('/order-pull/rules', { ...loaded, status: 'DISABLED' }), [loaded.id]);
      const gone = expectJsonError(await alex.post('/order-pull/rules', { ...validRule, ruleName: 'No Such Rule', version: 1 }), 404);
      expect(gone.error).toContain('EXP_No Such Rule');
    });
  });

  it('enables and disables an EXP_ rule with its version (PUT { type, ruleName })', async () => {
    const loaded = find(await rules(), (rule) => rule.ruleName === 'EXP_Lakewood_Weekly', 'rule');
    expect(loaded.status).toBe('DISABLED');
    const enabled = await alex.put('/order-pull/rules', { type: 'enable', ruleName: loaded.ruleName, version: loaded.version });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toEqual({ success: 'Rule EXP_Lakewood_Weekly has been enabled.' });
    expect(find(await rules(), (rule) => rule.id === loaded.id, 'rule')).toMatchObject({ status: 'ENABLED', version: loaded.version + 1 });

    await expectNothingWritten(async () => {
      expectConflict(await jordan.put('/order-pull/rules', { type: 'disable', ruleName: loaded.ruleName, version: loaded.version }), [loaded.id]);
      // Already enabled: nothing to write.
      const again = await alex.put('/order-pull/rules', { type: 'enable', ruleName: loaded.ruleName, version: loaded.version + 1 });
      expect(again.status).toBe(200);
      expectFieldErrors(await alex.put('/order-pull/rules', { type: 'pause', ruleName: loaded.ruleName, version: 2 }), 400, ['type']);
      expectFieldErrors(await alex.put('/order-pull/rules', { type: 'disable', ruleName: loaded.ruleName }), 400, ['version']);
      // Rules of other services are not the console's to change.
      expectFieldErrors(await alex.put('/order-pull/rules', { type: 'disable', ruleName: 'onfleet-driver-sync', version: 1 }), 400, ['ruleName']);
      expectJsonError(await alex.put('/order-pull/rules', { type: 'disable', ruleName: 'EXP_Nowhere', version: 1 }), 404);
    });

    const disabled = await alex.put('/order-pull/rules', { type: 'disable', ruleName: 'exp_lakewood_weekly', version: loaded.version + 1 });
    expect(disabled.body).toEqual({ success: 'Rule EXP_Lakewood_Weekly has been disabled.' });
    expect(find(await rules(), (rule) => rule.id === loaded.id, 'rule')).toMatchObject({ status: 'DISABLED', version: loaded.version + 2 });
  });
});

describe('ops links', () => {
  it('lists every link by name with its version', async () => {
    const listed = await links();
    expect(listed.map((link) => link.name)).toEqual([...OPS_LINKS].map((link) => link.name).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect(find(listed, (link) => link.name === 'Onfleet Dashboard', 'link')).toEqual({ id: anyOf(Number), name: 'Onfleet Dashboard', link: 'https://onfleet.com/dashboard', version: 1 });
  });

  it('creates a link; a name already used (any case) is a 409 saying to use a unique name', async () => {
    const created = await alex.post<{ success: string; id: number }>('/ops/link', { name: ' Route4Me Planner ', link: ' https://route4me.com/planner ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ success: 'Ops link Route4Me Planner has been saved.', id: anyOf(Number) });
    expect(find(await links(), (link) => link.id === created.body.id, 'link')).toEqual({ id: created.body.id, name: 'Route4Me Planner', link: 'https://route4me.com/planner', version: 1 });

    await expectNothingWritten(async () => {
      const duplicate = expectFieldErrors(await alex.post('/ops/link', { name: 'shopify admin', link: 'https://example.com/' }), 409, ['name']);
      expect(duplicate.error).toContain('Please use a unique link name');
    });
  });

  it('refuses a missing field or a link that is not an http(s) address', async () => {
    await expectNothingWritten(async () => {
      expectFieldErrors(await alex.post('/ops/link', { name: 'Runbook' }), 400, ['link']);
      expectFieldErrors(await alex.post('/ops/link', { link: 'https://example.com/' }), 400, ['name']);
      expectFieldErrors(await alex.post('/ops/link', { name: '  ', link: 'https://example.com/' }), 400, ['name']);
      for (const link of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example.com/', 'example.com', 'https://']) {
        expectFieldErrors(await alex.post('/ops/link', { name: 'Runbook', link }), 400, ['link']);
      }
      expectFieldErrors(await alex.post('/ops/link', { name: 'N'.repeat(101), link: 'https://example.com/' }), 400, ['name']);
    });
  });

  it('edits the link only, with the version loaded; stale, unknown and renamed are refused', async () => {
    const loaded = find(await links(), (link) => link.name === 'Twilio Console', 'link');
    const path = `/ops/link/${encodeURIComponent(loaded.name)}`;
    const edited = await alex.put(path, { name: loaded.name, link: 'https://console.twilio.com/us1/monitor/logs/sms', version: loaded.version });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ success: 'Ops link Twilio Console has been updated.' });
    expect(find(await links(), (link) => link.id === loaded.id, 'link')).toEqual({ ...loaded, link: 'https://console.twilio.com/us1/monitor/logs/sms', version: 2 });

    await expectNothingWritten(async () => {
      expectConflict(await jordan.put(path, { name: loaded.name, link: 'https://console.twilio.com/', version: loaded.version }), [loaded.id]);
      expectFieldErrors(await alex.put(path, { name: 'Twilio', link: 'https://console.twilio.com/', version: 2 }), 400, ['name']);
      expectFieldErrors(await alex.put(path, { link: 'javascript:void(0)', version: 2 }), 400, ['link']);
      expectFieldErrors(await alex.put(path, { link: 'https://console.twilio.com/' }), 400, ['version']);
      expectJsonError(await alex.put('/ops/link/Nowhere', { link: 'https://example.com/', version: 1 }), 404);
      expectFieldErrors(await alex.put(`/ops/link/${'x'.repeat(101)}`, { link: 'https://example.com/', version: 1 }), 400, ['name']);
    });
    // The name in the path is matched whatever its case.
    expect((await alex.put('/ops/link/twilio%20console', { link: 'https://console.twilio.com/', version: 2 })).status).toBe(200);
  });
});

describe('latest order pulls', () => {
  it('lists one row per seeded region, by region, with Manual and Auto rows and comments', async () => {
    const listed = await pulls();
    expect(listed.map((row) => row.region)).toEqual([...LATEST_PULLS].map((pull) => pull.region).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect(new Set(listed.map((row) => row.isManual))).toEqual(new Set([true, false]));
    const edmonton = find(listed, (row) => row.region === 'Edmonton', 'row');
    expect(Object.keys(edmonton).sort()).toEqual(['availableDateChange', 'comment', 'id', 'isManual', 'lastPullDate', 'lastPullTime', 'region', 'region_name', 'version']);
    expect(edmonton).toMatchObject({ region_name: 'Edmonton', lastPullTime: '16:41:30', isManual: true, comment: 'Re-pulled after the Onfleet sync error', version: 1 });
    for (const row of listed) {
      expect(row.availableDateChange).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.lastPullDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('filters on region and/or the earliest change date; none checked searches both', async () => {
    const listed = await pulls();
    expect((await pulls('?searchString=winnipeg&filterOn=region')).map((row) => row.region)).toEqual(['Winnipeg', 'Winnipeg_Surrounding']);
    // The region's name matches too (Really Rural MB), and LIKE wildcards match literally.
    expect((await pulls('?searchString=rural%20mb&filterOn=region')).map((row) => row.region)).toEqual(['Really_Rural_MB']);
    expect(await pulls('?searchString=%25&filterOn=region')).toEqual([]);
    const date = listed[0]?.availableDateChange ?? '';
    const byDate = await pulls(`?searchString=${date}&filterOn=availableDateChange`);
    expect(byDate).toEqual(listed.filter((row) => row.availableDateChange === date));
    expect(await pulls(`?searchString=${date}&filterOn=region`)).toEqual([]);
    expect(await pulls(`?searchString=${date}`)).toEqual(byDate);
    expect(await pulls(`?searchString=${date}&filterOn=region,availableDateChange`)).toEqual(byDate);
    expect(await pulls('?searchString=%20%20')).toEqual(listed);
    expectFieldErrors(await alex.get('/order-pull/latest?filterOn=comment&searchString=x'), 400, ['filterOn']);
    expectFieldErrors(await alex.get(`/order-pull/latest?searchString=${'x'.repeat(201)}`), 400, ['searchString']);
    expectFieldErrors(await alex.get('/order-pull/latest?region=Winnipeg'), 400, ['region']);
  });

  it('saves a comment with the version loaded; stale or unknown regions are refused', async () => {
    const loaded = find(await pulls(), (row) => row.region === 'Calgary', 'row');
    const saved = await alex.post('/order-pull/latest', { region: 'calgary', comment: '  Pulled again at 17:00 for the late Shopify orders  ', version: loaded.version });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: 'The comment on the latest pull of Calgary has been saved.' });
    expect(find(await pulls(), (row) => row.id === loaded.id, 'row')).toEqual({ ...loaded, comment: 'Pulled again at 17:00 for the late Shopify orders', version: 2 });

    await expectNothingWritten(async () => {
      const stale = expectConflict(await jordan.post('/order-pull/latest', { region: 'Calgary', comment: 'Mine', version: loaded.version }), [loaded.id]);
      expect(stale.error).toBe('The latest pull of Calgary was changed by someone else since you loaded it. Reload it and apply your changes again.');
      expectFieldErrors(await alex.post('/order-pull/latest', { region: 'Langley', comment: 'No pull yet', version: 1 }), 404, ['region']);
      expectFieldErrors(await alex.post('/order-pull/latest', { region: 'Calgary', comment: 'c'.repeat(1001), version: 2 }), 400, ['comment']);
      expectFieldErrors(await alex.post('/order-pull/latest', { region: 'Calgary', comment: 'x' }), 400, ['version']);
      expectFieldErrors(await alex.post('/order-pull/latest', { region: 'Calgary', comment: 'nul\u0000', version: 2 }), 400, ['comment']);
    });
    // An empty comment clears it.
    expect((await alex.post('/order-pull/latest', { region: 'Calgary', comment: '', version: 2 })).status).toBe(200);
    expect(find(await pulls(), (row) => row.id === loaded.id, 'row')).toMatchObject({ comment: '', version: 3 });
  });
});

describe('password reset', () => {
  const reset = (json: unknown, language?: string) =>
    fetch(`${origin}/api/admin/customer/password/reset`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(language ? { language } : {}) },
      body: JSON.stringify(json),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as { success?: string; error?: string; id?: number; fields?: Record<string, string> } }));

  it('queues a reset e-mail for a known address and answers 200 with the documented sentence', async () => {
    const customer = SHOP_CUSTOMERS[0];
    if (!customer) throw new Error('no customers seeded');
    const before = await outbox();
    const sent = await reset({ email: ` ${customer.email.toUpperCase()} ` });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: `Success: Reset password email sent to: ${customer.email.toUpperCase()}`, id: anyOf(Number) });
    const queued = (await outbox()).slice(before.length);
    expect(queued).toEqual([{ id: sent.body.id, email: customer.email, language: 'en-CA', status: 'queued', requested_by_email: 'alex.morgan@example.com' }]);

    const french = await reset({ email: 'chloe.gagnon@example.ca' }, 'fr-CA');
    expect(french.status).toBe(200);
    expect((await outbox()).at(-1)).toMatchObject({ email: 'chloe.gagnon@example.ca', language: 'fr-CA' });
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from audit_log where entity = 'password-reset'`);
    expect(rows[0]?.n).toBe(2);
  });

  it('fails with the documented sentence for an unknown or malformed address, queuing nothing', async () => {
    await expectNothingWritten(async () => {
      const unknown = await reset({ email: 'nobody@example.ca' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('Error: failed to reset password for: nobody@example.ca.');
      expect(Object.keys(unknown.body.fields ?? {})).toEqual(['email']);
      for (const email of ['not-an-email', 'a@b', 'two words@example.ca', '']) {
        const malformed = await reset({ email });
        expect(malformed.status).toBe(400);
        expect(malformed.body.error).toBe(`Error: failed to reset password for: ${email}.`);
        expect(Object.keys(malformed.body.fields ?? {})).toEqual(['email']);
      }
      const missing = await reset({});
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({ email: 'is required' });
      const long = await reset({ email: `${'a'.repeat(250)}@example.ca` });
      expect(long.status).toBe(400);
      expect(long.body.error).toBe('The password reset request is not valid.');
    });
  });
});

describe('every call', () => {
  it('needs a token', async () => {
    for (const [method, path] of [
      ['GET', '/order-pull/rules'], ['POST', '/order-pull/rules'], ['PUT', '/order-pull/rules'], ['GET', '/ops/link/'], ['POST', '/ops/link'],
      ['PUT', '/ops/link/Klaviyo'], ['GET', '/order-pull/latest'], ['POST', '/order-pull/latest'], ['POST', '/customer/password/reset'],
    ] as const) {
      expectJsonError(await callApi(origin, `/api/admin${path}`, { method, json: method === 'GET' ? undefined : {} }), 401);
    }
  });
});
