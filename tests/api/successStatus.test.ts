import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { DEMO_IMAGE_UUID } from '../../server/db/seed/orders';
import { DEMO_LABEL_FILE_KEY, DEMO_LABEL_PROCESS_ID } from '../../server/db/seed/labels';
import { DEMO_PIPELINE_KEYS } from '../../server/db/seed/pipelines';
import { DEMO_CUSTOMERS } from '../../server/db/seed/customerList';
import { DEMO_CART_TOKEN, DEMO_SHORT_ID } from '../../server/db/seed/checkouts';
import { SHOP_CUSTOMERS } from '../../server/db/seed/reportsOps';
import { callApi } from '../support/api';
import { discoverEndpoints, mountedServices } from '../support/badInput/services';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';

/**
 * Each call's success status (describeRoute's `success`) against the specification and the
 * definitions, then answered by the running services: the GETs of every service from the route
 * table, and the POSTs whose success is not the 201 of a create.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

// The route tables are read from apps made the way the server makes them; building an app runs no query.
const unusedDatabase: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('not used')),
  exec: () => Promise.reject(new Error('not used')),
  transaction: () => Promise.reject(new Error('not used')),
  close: () => Promise.resolve(),
};
const { endpoints } = discoverEndpoints(mountedServices(unusedDatabase, () => Promise.reject(new Error('not used'))));
const declared = new Map<string, readonly number[]>(endpoints.map(({ mount, route }) => [`${route.method} ${mount}${route.path}`, route.successStatuses]));

/** Statuses the specification states (endpoints.json's answers; the rest follow the rule below: a create answers 201, other calls 200). */
const DOCUMENTED: Readonly<Record<string, readonly number[]>> = {
  'POST /api/admin/rates/zone/rate': [201], // 000 §7 'status 201 = success'
  'POST /api/admin/rates/special/zone/rate': [201], // 000 §7
  'POST /api/admin/rates': [201], // 000 §7
  'PUT /api/admin/places/town': [200], // 000 §7 'on 200 show success'
  'PUT /api/admin/region-rules/:regionId/rule': [200], // 001 §7 'status 200 gives a success message'
  'POST /api/admin/customer/password/reset': [200], // 002 §7 'status 200 means sent'
  'POST /api/admin/orders/bulk': [200], // 001 §7 '200 = success'
  'POST /api/admin/inventory/product/create': [200], // 001 §7 '200 = success'
  'POST /api/admin/order-pull/schedules': [200], // 002 §7 'Success is status 200'
  'POST /api/admin/order-pull/bulk': [200], // 002 §7 'success is status 200'
};

/** POSTs that do not create, so answer 200, and why (the specification is silent on them). */
const NOT_CREATES: Readonly<Record<string, readonly number[]>> = {
  'POST /api/admin/customer/password/reset': [200], // sends an e-mail
  'POST /api/admin/order-pull/latest': [200], // changes a pull's comment
  'POST /api/admin/order-pull/rules': [201, 200], // creates a rule (201) or replaces the one of that name (200)
  'POST /api/storefront/graphql': [200], // a query
  'POST /api/admin/order/fulfilltask/manual': [200], // fulfils stored orders
  'POST /api/admin/inventory/product/create': [200], // 001 §7 (DOCUMENTED): creates several products, or none on a resubmit
  'POST /api/admin/orders/bulk': [200], // 001 §7 (DOCUMENTED): creates one order per sheet row
  'POST /api/admin/pull-automation/inventory': [200], // a query of the catalogue (001 §7)
  'POST /api/admin/order-pull/schedules': [200], // 002 §7 (DOCUMENTED): creates a schedule
  'POST /api/admin/order-pull/bulk': [200], // 002 §7 (DOCUMENTED): creates one export record per sheet row
  'POST /api/admin/order-pull/override/disable/:reportId': [200], // switches one day of a report off
  'POST /api/admin/order-pull/override/enable/:reportId': [200], // switches one day of a report back on
  'POST /api/admin/order-pull/override/:reportId': [200], // sets (replaces) a report's override of one day
  'PUT /api/admin/ops/giftset-alert-template': [201], // 002 §7: PUT adds a template (the verbs are inverted): a create
  'POST /api/admin/ops/giftset-alert-template': [200], // 002 §7: POST edits a template (the verbs are inverted)
  'PUT /api/admin/ops/giftset-alert/:id': [201], // 002 §7: PUT adds an alert title: a create
  'POST /api/admin/unsubscribe/email': [201, 200], // opts an address out (201), or finds it already opted out and writes nothing (200)
  'POST /api/admin/onfleet/delivery/sms/template/changestatus': [200], // enables (or disables) stored templates
  'POST /api/admin/ops/customerlist/customer': [200], // 002 §7: POST moves a listed customer to the other list (the verbs are inverted)
  'POST /api/admin/klaviyo/customer/unsubscribe': [200], // changes a stored subscription state
  'POST /api/admin/klaviyo/customer/subscribe': [200], // changes a stored subscription state
};

const MOUNTS: Readonly<Record<string, string>> = { admin: '/api/admin', shop: '/api/shop', labels: '/api/labels', dev: '/api/dev', storefrontGraphql: '/api/storefront' };

/** Every endpoint of every definition that names a `successStatus` (one status or a set), as `METHOD /mount/path` with `:` for each parameter. */
function definitionStatuses(): { file: string; call: string; statuses: readonly number[] }[] {
  const found: { file: string; call: string; statuses: readonly number[] }[] = [];
  const walk = (value: unknown, file: string): void => {
    if (Array.isArray(value)) value.forEach((item) => walk(item, file));
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const named = record.successStatus;
    const statuses = typeof named === 'number' ? [named] : Array.isArray(named) ? named.filter((status): status is number => typeof status === 'number') : [];
    if (typeof record.method === 'string' && typeof record.path === 'string' && statuses.length > 0) {
      const mount = MOUNTS[typeof record.service === 'string' ? record.service : 'admin'] ?? '?';
      found.push({ file, call: `${record.method} ${mount}${record.path.replace(/\{[^}]+\}/g, ':')}`, statuses });
    }
    Object.values(record).forEach((inner) => walk(inner, file));
  };
  for (const area of readdirSync(join(root, 'screens'), { withFileTypes: true })) {
    const folder = area.isDirectory() ? join(root, 'screens', area.name) : join(root, 'screens');
    const names = area.isDirectory() ? readdirSync(folder).filter((name) => name.endsWith('.screen.json')) : area.name.endsWith('.screen.json') ? [area.name] : [];
    for (const name of names) walk(JSON.parse(readFileSync(join(folder, name), 'utf8')), `${area.isDirectory() ? `${area.name}/` : ''}${name}`);
  }
  return found;
}

const withParameterMarks = (key: string) => key.replace(/:[A-Za-z0-9_]+/g, ':');

describe('declared success statuses', () => {
  it('are the ones the specification states, for every call it states one of', () => {
    const stated = Object.entries(DOCUMENTED).filter(([key]) => declared.has(key));
    expect(stated.length).toBeGreaterThanOrEqual(6);
    for (const [key, statuses] of stated) expect(declared.get(key), key).toEqual(statuses);
  });

  it('are 201 for a create and 200 for every other call, each exception named with its reason', () => {
    const rule = (key: string) => NOT_CREATES[key] ?? (key.startsWith('POST ') ? [201] : [200]);
    const differing = [...declared].filter(([key, statuses]) => statuses.join() !== rule(key).join()).map(([key, statuses]) => `${key}: ${statuses.join(' or ')}`);
    expect(differing).toEqual([]);
  });

  it('are each accepted by every screen definition that narrows its success (a success the screen does not accept would be reported as a failure)', () => {
    const byCall = new Map([...declared].map(([key, statuses]) => [withParameterMarks(key), statuses]));
    const named = definitionStatuses();
    expect(named.length).toBeGreaterThan(5);
    const inconsistent = named
      .filter(({ call, statuses }) => {
        const answered = byCall.get(call) ?? [];
        return answered.length === 0 || answered.some((status) => !statuses.includes(status));
      })
      .map(({ file, call, statuses }) => `${file}: ${call} accepts ${statuses.join(' or ')}, the server declares ${byCall.get(call)?.join(' or ') ?? 'no such call'}`);
    expect(inconsistent).toEqual([]);
  });

  it("follow 001 §7 for the dates-available batch add: 'statusCode below 202 means success', 200 as well as 201", () => {
    const batchAdds = definitionStatuses().filter(({ call }) => call === 'POST /api/admin/dates-available-api');
    expect(batchAdds.map(({ file }) => file).sort()).toEqual(['orders/cutoffs.screen.json', 'rules/dates-available.screen.json']);
    for (const { statuses } of batchAdds) expect([...statuses].sort()).toEqual([200, 201]);
  });
});

describe('the running services', () => {
  let env: TestEnvironment;
  let origin: string;
  let token: string;

  /** A shared-drive file (none is seeded): the CSV a bulk order link run files. */
  let driveFileUuid = '';

  beforeAll(async () => {
    env = await createTestEnvironment();
    origin = (await env.start()).origin;
    token = (await signIn(origin)).idToken;
    const run = await callApi<{ file: { url: string } }>(origin, '/api/admin/bulk-order-link', { token, json: { orderIds: '#1001', deliveryDate: '', cartType: 'Callia', initials: 'AMo', email: 'amo@example.com' } });
    driveFileUuid = run.body.file.url.split('/').pop() ?? '';
  });

  afterAll(async () => {
    await env?.stop();
  });

  /** The query of a GET that requires one. */
  const QUERY_VALUES: Readonly<Record<string, string>> = { '/labels/query': `?processId=${DEMO_LABEL_PROCESS_ID}`, '/sms-history': '?phone=12045550111&type=to',
    '/klaviyo/customer/profile': `?email=${encodeURIComponent(DEMO_CUSTOMERS[0]?.[0] ?? '')}`,
  };
  /** A seeded value for each path parameter of the GETs. */
  const PATH_VALUES: Readonly<Record<string, string>> = { regionName: 'Winnipeg Hub', regionId: '1', postal: 'R2C 1A1', date: '2026-12-15', region: 'MB', id: '1', orderName: '1001', orderId: '1012', uuid: DEMO_IMAGE_UUID, pipelineId: '1', key: DEMO_PIPELINE_KEYS[0], fileKey: DEMO_LABEL_FILE_KEY, kind: 'pdf',
    shortId: DEMO_SHORT_ID, checkoutId: DEMO_CART_TOKEN, token: DEMO_CART_TOKEN };

  it.each(endpoints.filter(({ route }) => route.method === 'GET').map(({ mount, route }) => [`GET ${mount}${route.path}`, mount, route.path] as const))(
    '%s answers its declared status',
    async (key, mount, path) => {
      let filled = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(name === 'fileUuid' ? driveFileUuid : (PATH_VALUES[name] ?? '')));
      if (path.endsWith('/query/:postalcode')) {
        const codes = await callApi<{ result: { postalcode: string }[] }>(origin, '/api/admin/places/postalcodes?limit=1', { token });
        filled = path.replace(':postalcode', encodeURIComponent(codes.body.result[0]?.postalcode ?? ''));
      }
      const answer = await callApi(origin, `${mount}${filled}${QUERY_VALUES[path] ?? ''}`, { token });
      expect(declared.get(key)).toContain(answer.status);
    },
  );

  it('answer 200 to the POSTs that do not create, and 201 to one that does', async () => {
    const post = (path: string, json: unknown) => callApi(origin, path, { method: 'POST', token, json });
    const customer = SHOP_CUSTOMERS[0]?.email ?? '';
    expect((await post('/api/admin/customer/password/reset', { email: customer })).status).toBe(200);
    const pulls = await callApi<{ region: string; version: number }[]>(origin, '/api/admin/order-pull/latest', { token });
    const pull = pulls.body[0];
    expect((await post('/api/admin/order-pull/latest', { region: pull?.region, comment: 'Checked by dispatch', version: pull?.version })).status).toBe(200);
    expect((await post('/api/storefront/graphql', { query: '{ __typename }' })).status).toBe(200);
    const rule = { ruleName: 'Status_Check', description: 'Created by the status test', schedule: 'cron(0 6 ? * MON-SAT *)', input0: '{"uuid":"3f6c1e52-8b1d-4c6e-9a57-2d41b7e0c911"}' };
    expect((await post('/api/admin/order-pull/rules', rule)).status).toBe(201);
    const stored = await callApi<{ ruleName: string; version: number }[]>(origin, '/api/admin/order-pull/rules', { token });
    const created = stored.body.find((row) => row.ruleName === 'EXP_Status_Check');
    expect((await post('/api/admin/order-pull/rules', { ...rule, version: created?.version })).status).toBe(200);
  });
});
