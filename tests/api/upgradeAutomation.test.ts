import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderByName } from '../../server/api/admin/orders/orderStore';
import type { Database } from '../../server/db/database';
import { DEMO_UPGRADES } from '../../server/db/seed/upgrades';
import { adminClient, type AdminClient } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';

/** PUT /order/upgrade-automation (001 §2 Upgrade Automation, §7) over the seeded upgrade sheet and orders. */

let env: TestEnvironment;
let db: Database;
let api: AdminClient;

beforeAll(async () => {
  env = await createTestEnvironment();
  const server = await env.start();
  db = server.db;
  api = adminClient(server.origin, (await signIn(server.origin)).idToken);
});

afterAll(async () => {
  await env?.stop();
});

interface Answer {
  message: string;
  upgraded: string[];
  problems?: { order: string; reason: string }[];
}

const bouquetOf = async (name: string) => {
  const order = await findOrderByName(db, name);
  const line = order?.lineItems.find((item) => ['Flowers', 'Bundle', 'Curated_Bundle'].includes(item.productType));
  return { order, line };
};

describe('GET /order/upgrade-automation', () => {
  it('lists the pending rows of the sheet, oldest first, as Update will apply them', async () => {
    const answer = await api.get<{ id: number; order: string; productTitle: string; toVariant: string; problem: string; requestedAt: string }[]>('/order/upgrade-automation');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.map(({ order, productTitle, toVariant, problem }) => ({ order, productTitle, toVariant, problem }))).toEqual(
      DEMO_UPGRADES.map((row) => ({ order: row.order, productTitle: row.productTitle, toVariant: row.toVariant, problem: '' })),
    );
    expect(answer.body.every((row) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(row.requestedAt))).toBe(true);
  });
});

describe('PUT /order/upgrade-automation', () => {
  it('applies every pending row: the bouquet moves to the size named, the order is tagged UPGRADED, the row is done; a row naming an unknown order stays pending', async () => {
    await db.query(`insert into upgrade_request (order_name, product_title, to_variant) values ('#9999', '', 'Deluxe')`);
    const before = await bouquetOf('#1001');

    const answer = await api.put<Answer>('/order/upgrade-automation', undefined);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.upgraded).toEqual(DEMO_UPGRADES.map((row) => row.order));
    expect(answer.body.message).toBe('3 orders upgraded; 1 left pending: Order #9999 is not in the store');
    expect(answer.body.problems).toEqual([{ order: '#9999', reason: 'Order #9999 is not in the store' }]);

    const after = await bouquetOf('#1001');
    expect(after.line).toMatchObject({ productTitle: before.line?.productTitle, variantTitle: 'Grand' });
    expect(after.line?.sku).toMatch(/-GRD$/);
    expect(after.order?.tags).toContain('UPGRADED');
    expect(after.order?.version).toBe((before.order?.version ?? 0) + 1);
    // 'Wild Meadow - Grand' (name and size joined) becomes the product's Deluxe variant.
    expect((await bouquetOf('#1010')).line).toMatchObject({ productTitle: 'Wild Meadow', variantTitle: 'Deluxe', sku: 'WILD-MEADOW-DX', price: '70.00' });

    const { rows } = await db.query<{ order_name: string; status: string; problem: string }>('select order_name, status, problem from upgrade_request order by id');
    expect(rows).toEqual([
      ...DEMO_UPGRADES.map((row) => ({ order_name: row.order, status: 'done', problem: '' })),
      { order_name: '#9999', status: 'pending', problem: 'Order #9999 is not in the store' },
    ]);
    // What is still pending is listed, with its problem; the rows done are not.
    const listed = await api.get<{ order: string; problem: string }[]>('/order/upgrade-automation');
    expect(listed.body.map(({ order, problem }) => ({ order, problem }))).toEqual([{ order: '#9999', problem: 'Order #9999 is not in the store' }]);
    const audit = await db.query<{ count: number }>(`select count(*)::int as count from audit_log where entity = 'upgrade-request' and path = '/api/admin/order/upgrade-automation'`);
    expect(audit.rows[0]?.count).toBe(4);
  });

  it('says so when nothing is waiting', async () => {
    await db.query(`delete from upgrade_request where status = 'pending'`);
    const answer = await api.put<Answer>('/order/upgrade-automation', undefined);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'No upgrades waiting in the sheet', upgraded: [] });
  });

  it('leaves a row pending when the shop has no such size of the bouquet', async () => {
    await db.query(`insert into upgrade_request (order_name, product_title, to_variant) values ('#1003', '', 'Enormous')`);
    const answer = await api.put<Answer>('/order/upgrade-automation', undefined);
    expect(answer.status).toBe(200);
    expect(answer.body.upgraded).toEqual([]);
    expect(answer.body.problems?.[0]?.reason).toMatch(/^.+ has no variant Enormous in the shop$/);
    expect((await findOrderByName(db, '#1003'))?.tags).not.toContain('UPGRADED');
  });
});
