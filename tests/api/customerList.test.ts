import { describe, expect, it } from 'vitest';
import type { CustomerListEntry, MarketingProfile } from '../../runtime/generated/entities';
import type { Database } from '../../server/db/database';
import { DEMO_CUSTOMERS } from '../../server/db/seed/customerList';
import { onSignedInServer } from '../support/signedInServer';

/** The customer list and the simulated e-mail marketing service (002 §7 Customer list, §8) on the real server. */

let origin: string;
let token: string;
let db: Database;

onSignedInServer((server) => ({ origin, token, db } = server));

interface Answer {
  msg?: string;
  message?: string;
  success?: string;
  error?: string;
  fields?: Record<string, string>;
}

async function call<T = Answer>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${origin}/api/admin${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const list = async (search?: string) =>
  (await call<CustomerListEntry[]>('GET', `/ops/customerlist/customer${search === undefined ? '' : `?email=${encodeURIComponent(search)}`}`)).body;
const entryOf = async (email: string) => (await list(email)).find((entry) => entry.email === email);

async function auditCount(entity: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from audit_log where entity = $1', [entity]);
  return rows[0]?.count ?? 0;
}

describe('GET /ops/customerlist/customer', () => {
  it('lists the seeded customers, each on exactly one list, newest first', async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThanOrEqual(DEMO_CUSTOMERS.length);
    for (const row of rows) expect(row.reviewList).toBe(!row.VIPList);
    expect(rows.map((row) => row.email)).toContain('amelie.tremblay@example.ca');
    expect(rows.find((row) => row.email === 'amelie.tremblay@example.ca')?.VIPList).toBe(true);
  });

  it('searches by ?email= (part of the address, case aside) and refuses an unknown parameter', async () => {
    const rows = await list('TREMBLAY@');
    expect(rows.map((row) => row.email)).toEqual(['amelie.tremblay@example.ca']);
    expect(await list('no-such-customer')).toEqual([]);
    expect(await list('%')).toEqual([]);
    const bad = await call('GET', '/ops/customerlist/customer?name=x');
    expect(bad.status).toBe(400);
  });

  it('shows an e-mail opt-out as unsubscribed', async () => {
    await call('PUT', '/ops/customerlist/customer', { email: 'opted.out@example.ca', reviewList: true, VIPList: false });
    expect((await entryOf('opted.out@example.ca'))?.unsubscribed).toBe(false);
    await db.query(`insert into email_opt_out (email) values ('opted.out@example.ca')`);
    expect((await entryOf('opted.out@example.ca'))?.unsubscribed).toBe(true);
  });
});

interface CustomerPage {
  result: CustomerListEntry[];
  meta: [{ totalrows: number }];
}

const page = async (query: string) => (await call<CustomerPage>('GET', `/ops/customerlist/customer?${query}`)).body;
const emailsOf = (rows: readonly CustomerListEntry[]) => rows.map((row) => row.email);

describe('GET /ops/customerlist/customer paged and sorted on the server', () => {
  it('answers a page of the list, newest first, with the total, at the start and at the end of the list', async () => {
    const all = emailsOf(await list());
    expect(all.length).toBeGreaterThan(4);
    const first = await page('offset=0&limit=3');
    expect(first.meta).toEqual([{ totalrows: all.length }]);
    expect(emailsOf(first.result)).toEqual(all.slice(0, 3));
    // A page nearer the end is read from the end (pageWindow): same rows, same order.
    const last = await page(`offset=${all.length - 2}&limit=20`);
    expect(emailsOf(last.result)).toEqual(all.slice(-2));
    expect((await page(`offset=${all.length}&limit=20`)).result).toEqual([]);
    expect((await page('limit=2')).result.map((row) => row.email)).toEqual(all.slice(0, 2));
  });

  it('sorts by e-mail both ways, paged or not', async () => {
    const ascending = emailsOf(await call<CustomerListEntry[]>('GET', '/ops/customerlist/customer?sortBy=email&sortOrder=asc').then((answer) => answer.body));
    const descending = emailsOf(await call<CustomerListEntry[]>('GET', '/ops/customerlist/customer?sortBy=email&sortOrder=desc').then((answer) => answer.body));
    expect(descending).toEqual([...ascending].reverse());
    expect(emailsOf((await page('offset=0&limit=4&sortBy=email')).result)).toEqual(ascending.slice(0, 4));
    expect(emailsOf((await page('offset=2&limit=3&sortBy=email&sortOrder=desc')).result)).toEqual(descending.slice(2, 5));
    expect(emailsOf((await page(`offset=${ascending.length - 3}&limit=3&sortBy=email&sortOrder=asc`)).result)).toEqual(ascending.slice(-3));
  });

  it('searches and sorts together: the total counts the matches, and follows adds and deletes', async () => {
    const totalBefore = (await page('limit=1')).meta[0].totalrows;
    for (const email of ['sorting.bravo@example.ca', 'sorting.alpha@example.ca', 'sorting.charlie@example.ca']) {
      expect((await call('PUT', '/ops/customerlist/customer', { email, reviewList: true, VIPList: false })).status).toBe(200);
    }
    const descending = await page('email=SORTING.&filterOn=email&offset=0&limit=2&sortBy=email&sortOrder=desc');
    expect(descending).toMatchObject({ meta: [{ totalrows: 3 }] });
    expect(emailsOf(descending.result)).toEqual(['sorting.charlie@example.ca', 'sorting.bravo@example.ca']);
    expect(emailsOf((await page('email=sorting.&offset=2&limit=2&sortBy=email&sortOrder=desc')).result)).toEqual(['sorting.alpha@example.ca']);
    expect(emailsOf((await page('email=sorting.&offset=0&limit=20&sortBy=email')).result)).toEqual([
      'sorting.alpha@example.ca',
      'sorting.bravo@example.ca',
      'sorting.charlie@example.ca',
    ]);
    // Newest first without a sort.
    expect(emailsOf((await page('email=sorting.&offset=0&limit=20')).result)).toEqual([
      'sorting.charlie@example.ca',
      'sorting.alpha@example.ca',
      'sorting.bravo@example.ca',
    ]);
    expect(await page('email=no-such-customer&offset=0&limit=20')).toEqual({ result: [], meta: [{ totalrows: 0 }] });
    expect(await page('email=sorting.&offset=5&limit=20')).toEqual({ result: [], meta: [{ totalrows: 3 }] });
    expect((await page('limit=1')).meta[0].totalrows).toBe(totalBefore + 3);
    expect((await call('DELETE', '/ops/customerlist/customer', { email: 'sorting.bravo@example.ca', version: 1 })).status).toBe(200);
    expect((await page('limit=1')).meta[0].totalrows).toBe(totalBefore + 2);
    expect((await page('email=sorting.&limit=20')).meta[0].totalrows).toBe(2);
  });

  it('refuses bad paging and sort parameters with field errors', async () => {
    const cases: [string, Record<string, string>][] = [
      ['offset=0&limit=20&sortBy=VIPList', { sortBy: 'must be one of email' }],
      ['offset=0&limit=20&sortBy=email&sortOrder=up', { sortOrder: 'must be one of asc, desc' }],
      ['sortOrder=desc', { sortBy: 'is needed with sortOrder' }],
      ['offset=-1&limit=20', { offset: 'must be a whole number from 0 to 2147483647' }],
      ['offset=0&limit=0', { limit: 'must be a whole number from 1 to 10000' }],
      ['offset=0&limit=10001', { limit: 'must be a whole number from 1 to 10000' }],
      ['offset=x', { offset: 'must be a whole number from 0 to 2147483647' }],
    ];
    for (const [query, fields] of cases) {
      const answer = await call('GET', `/ops/customerlist/customer?${query}`);
      expect({ query, status: answer.status, fields: answer.body.fields }).toEqual({ query, status: 400, fields });
    }
  });
});

describe('PUT (adds), POST (moves), DELETE', () => {
  it('adds to the chosen list, moves both ways, deletes, each write audited', async () => {
    const before = await auditCount('customer-list-entry');
    const added = await call('PUT', '/ops/customerlist/customer', { email: '  Rose.Petal@Example.ca ', reviewList: false, VIPList: true });
    expect(added).toEqual({ status: 200, body: { msg: 'Customer rose.petal@example.ca has been added to the VIP List.', success: 'Customer rose.petal@example.ca has been added to the VIP List.' } });
    expect(await entryOf('rose.petal@example.ca')).toMatchObject({ VIPList: true, reviewList: false, version: 1 });

    const again = await call('PUT', '/ops/customerlist/customer', { email: 'rose.petal@example.ca', reviewList: true, VIPList: false });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ email: 'is already on the customer list' });

    const moved = await call('POST', '/ops/customerlist/customer', { email: 'rose.petal@example.ca', reviewList: true, VIPList: false, version: 1 });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('Customer rose.petal@example.ca has been moved to the Review List.');
    expect(await entryOf('rose.petal@example.ca')).toMatchObject({ VIPList: false, reviewList: true, version: 2 });
    const back = await call('POST', '/ops/customerlist/customer', { email: 'rose.petal@example.ca', reviewList: false, VIPList: true, version: 2 });
    expect(back.body.message).toBe('Customer rose.petal@example.ca has been moved to the VIP List.');

    const deleted = await call('DELETE', '/ops/customerlist/customer', { email: 'rose.petal@example.ca', version: 3 });
    expect(deleted).toEqual({ status: 200, body: { message: 'Customer rose.petal@example.ca has been deleted from the customer list.', success: 'Customer rose.petal@example.ca has been deleted from the customer list.' } });
    expect(await entryOf('rose.petal@example.ca')).toBeUndefined();
    expect(await auditCount('customer-list-entry')).toBe(before + 4);
  });

  it('refuses a move or a delete made from a stale read with a 409 naming the version, and writes nothing', async () => {
    await call('PUT', '/ops/customerlist/customer', { email: 'two.editors@example.ca', reviewList: true, VIPList: false });
    const first = await call('POST', '/ops/customerlist/customer', { email: 'two.editors@example.ca', reviewList: false, VIPList: true, version: 1 });
    expect(first.status).toBe(200);
    const before = await auditCount('customer-list-entry');
    // The second person loaded version 1 too: their move back and their delete are refused.
    const staleMove = await call('POST', '/ops/customerlist/customer', { email: 'two.editors@example.ca', reviewList: true, VIPList: false, version: 1 });
    expect(staleMove.status).toBe(409);
    expect(staleMove.body.error).toBe('Customer two.editors@example.ca was changed by someone else since you loaded it. Reload it and apply your changes again.');
    expect(Object.keys(staleMove.body.fields ?? {})).toEqual(['version']);
    const staleDelete = await call('DELETE', '/ops/customerlist/customer', { email: 'two.editors@example.ca', version: 1 });
    expect(staleDelete.status).toBe(409);
    expect(await entryOf('two.editors@example.ca')).toMatchObject({ VIPList: true, version: 2 });
    expect(await auditCount('customer-list-entry')).toBe(before);
    // Without a version nothing is written either: 400 naming it.
    const noVersion = await call('POST', '/ops/customerlist/customer', { email: 'two.editors@example.ca', reviewList: true, VIPList: false });
    expect(noVersion.status).toBe(400);
    expect(Object.keys(noVersion.body.fields ?? {})).toContain('version');
  });

  it('keeps a phone as typed', async () => {
    const added = await call('PUT', '/ops/customerlist/customer', { email: '(204) 555-0999', reviewList: true, VIPList: false });
    expect(added.status).toBe(200);
    expect(await entryOf('(204) 555-0999')).toMatchObject({ reviewList: true });
  });

  it('refuses bad bodies with field errors and writes nothing', async () => {
    const before = await auditCount('customer-list-entry');
    const neither = await call('PUT', '/ops/customerlist/customer', { email: 'a.b@example.ca', reviewList: false, VIPList: false });
    expect(neither.status).toBe(400);
    expect(neither.body.fields?.VIPList).toBe('choose the Review List or the VIP List');
    const both = await call('POST', '/ops/customerlist/customer', { email: 'a.b@example.ca', reviewList: true, VIPList: true, version: 1 });
    expect(both.status).toBe(400);
    const noEmail = await call('PUT', '/ops/customerlist/customer', { reviewList: true, VIPList: false });
    expect(noEmail.status).toBe(400);
    expect(Object.keys(noEmail.body.fields ?? {})).toContain('email');
    const notAnAddress = await call('PUT', '/ops/customerlist/customer', { email: 'hello', reviewList: true, VIPList: false });
    expect(notAnAddress.status).toBe(400);
    expect(Object.keys(notAnAddress.body.fields ?? {})).toContain('email');
    const unknown = await call('POST', '/ops/customerlist/customer', { email: 'nobody@example.ca', reviewList: true, VIPList: false, version: 1 });
    expect(unknown.status).toBe(404);
    const unknownDelete = await call('DELETE', '/ops/customerlist/customer', { email: 'nobody@example.ca', version: 1 });
    expect(unknownDelete.status).toBe(404);
    expect(await auditCount('customer-list-entry')).toBe(before);
  });
});

describe('the e-mail marketing service (klaviyo)', () => {
  const profile = async (email: string) => call<MarketingProfile>('GET', `/klaviyo/customer/profile?email=${encodeURIComponent(email)}`);

  it('reads SUBSCRIBED until unsubscribed, and toggles both ways with the documented sentences', async () => {
    // 002 §7: the call answers the status string itself.
    expect((await profile('jordan.mcleod@example.com')).body).toBe('SUBSCRIBED');
    const out = await call('POST', '/klaviyo/customer/unsubscribe', { email: 'jordan.mcleod@example.com' });
    expect(out).toEqual({ status: 200, body: { message: 'Successfully unsubscribed', success: 'Successfully unsubscribed' } });
    expect((await profile('Jordan.McLeod@example.com')).body).toBe('UNSUBSCRIBED');
    const back = await call('POST', '/klaviyo/customer/subscribe', { email: 'jordan.mcleod@example.com' });
    expect(back.body.message).toBe('Successfully re-subscribed');
    expect((await profile('jordan.mcleod@example.com')).body).toBe('SUBSCRIBED');
  });

  it('reads the seeded unsubscribed customers as UNSUBSCRIBED', async () => {
    expect((await profile('lucas.gagnon@example.ca')).body).toBe('UNSUBSCRIBED');
  });

  it('refuses a missing or bad address with a field error', async () => {
    expect((await call('GET', '/klaviyo/customer/profile')).status).toBe(400);
    const bad = await call('POST', '/klaviyo/customer/subscribe', { email: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toContain('email');
  });
});
