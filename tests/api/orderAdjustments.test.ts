import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { OrderAdjustment, OrderAdjustmentAnswer } from '../../runtime/generated/entities';
import { businessToday } from '../../server/api/admin/clock';
import type { Database } from '../../server/db/database';
import { DEMO_ORDERS } from '../../server/db/seed/orders';
import { BUSINESS_ZONE } from '../../shared/time/zones';
import { callApi, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { orderNamed as orderNamedBy } from '../support/orders';
import { onSignedInServer } from '../support/signedInServer';

let api: AdminClient;
let origin: string;
let db: Database;

onSignedInServer((server) => ({ origin, db, api } = server));

const PATH = '/pull-automation/timeline';

const orderNamed = (name: string) => orderNamedBy(api, name);

async function variant(sku: string): Promise<{ id: string; stock: number; forSale: boolean }> {
  const { rows } = await db.query<{ id: number; quantity_available: number; available_for_sale: boolean }>('select id, quantity_available, available_for_sale from storefront_variant where sku = $1', [sku]);
  const row = rows[0];
  if (!row) throw new Error(`no variant ${sku}`);
  return { id: `gid://shopify/ProductVariant/${row.id}`, stock: row.quantity_available, forSale: row.available_for_sale };
}

async function count(table: 'order_adjustment' | 'audit_log' | 'shop_order_line_item'): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

/** What a refused call must leave as it was: the order, the stock, the records. */
async function snapshot(orderName: string, skus: readonly string[]) {
  return { order: await orderNamed(orderName), stock: await Promise.all(skus.map(variant)), adjustments: await count('order_adjustment'), audit: await count('audit_log') };
}

const adjustment = (patch: Partial<OrderAdjustment>): OrderAdjustment => ({
  orderId: DEMO_ORDERS.open,
  userEmail: 'amo@example.com',
  sendConfirmationEmail: false,
  timelines: [],
  tags: [],
  inventories: [],
  ...patch,
});

const TRUFFLES = 'CHOCOLATE-TRUFFLES';
const BALLOON = 'HAPPY-BIRTHDAY-BALLOON';
const TEDDY = 'TEDDY-BEAR';

describe('PUT /pull-automation/timeline', () => {
  it('records the timeline as note attributes, adds the tags, replaces the bouquet and moves add-ons with their stock, in one audited call', async () => {
    const before = await orderNamed(DEMO_ORDERS.addonsTwice);
    expect(before.addons).toBe('Chocolate Truffles (x2), Happy Birthday Balloon (x2)');
    const oldBouquet = before.lineItems.find((line) => line.productTitle === before.bouquetName && line.variantTitle === before.bouquetSize);
    const newBouquetSku = oldBouquet?.sku === 'WILD-MEADOW-DX' ? 'LUXE-RED-ROSES-DX' : 'WILD-MEADOW-DX';
    const stockBefore = { truffles: await variant(TRUFFLES), balloon: await variant(BALLOON), bouquet: await variant(newBouquetSku), old: await variant(oldBouquet?.sku ?? '') };
    const newDate = DateTime.fromISO(businessToday(new Date()), { zone: BUSINESS_ZONE }).plus({ days: 5 }).toISODate() ?? '';

    const answer = await api.put<OrderAdjustmentAnswer>(PATH, adjustment({
      orderId: DEMO_ORDERS.addonsTwice,
      sendConfirmationEmail: true,
      timelines: [{ name: 'Delivery Date', value: newDate }, { name: 'Message', value: 'Sorry for the delay!' }],
      tags: ['ADJUSTED', ' adjusted '],
      inventories: [
        { name: 'New bouquet', type: 'bouquet', id: stockBefore.bouquet.id, quantity: 1 },
        { name: 'Chocolate Truffles', type: '-', id: stockBefore.truffles.id, quantity: 1 },
        { name: 'Happy Birthday Balloon', type: '+', id: stockBefore.balloon.id, quantity: 1 },
      ],
    }));
    expect(answer.status).toBe(200);
    expect(answer.body.orderName).toBe('#1002');
    expect(answer.body.version).toBe(before.version + 1);
    expect(answer.body.message).toMatch(/^Properties and timeline tag have been added to #1002: 2 properties, 1 tag, 3 product changes\. No confirmation e-mail is sent/);

    const after = await orderNamed(DEMO_ORDERS.addonsTwice);
    expect(after.noteAttributes).toEqual(expect.arrayContaining([{ name: 'Delivery Date', value: newDate }, { name: 'Message', value: 'Sorry for the delay!' }]));
    expect(after.tags).toEqual([...before.tags, 'ADJUSTED']);
    expect(after.addons).toBe('Chocolate Truffles, Happy Birthday Balloon (x3)');
    expect(after.bouquetSize).toBe('Deluxe');
    expect(after.lineItems.find((line) => line.sku === newBouquetSku)?.properties).toEqual(oldBouquet?.properties);
    expect((await variant(TRUFFLES)).stock).toBe(stockBefore.truffles.stock + 1);
    expect((await variant(BALLOON)).stock).toBe(stockBefore.balloon.stock - 1);
    expect((await variant(newBouquetSku)).stock).toBe(stockBefore.bouquet.stock - 1);
    expect((await variant(oldBouquet?.sku ?? '')).stock).toBe(stockBefore.old.stock + (oldBouquet?.quantity ?? 0));

    const { rows } = await db.query<{ user_email: string; send_confirmation_email: boolean; tags: string[] }>('select user_email, send_confirmation_email, tags from order_adjustment order by id desc limit 1');
    expect(rows[0]).toEqual({ user_email: 'amo@example.com', send_confirmation_email: true, tags: ['ADJUSTED', 'adjusted'] });
    const audit = await db.query<{ entity: string }>("select distinct entity from audit_log where path = '/api/admin/pull-automation/timeline' order by entity");
    expect(audit.rows.map((row) => row.entity)).toEqual(['order', 'order-adjustment', 'order-line-item']);
  });

  it('removes the whole line of an add-on removed to the last, giving all of it back', async () => {
    const balloon = await variant(BALLOON);
    const ordered = (await orderNamed(DEMO_ORDERS.addonsTwice)).lineItems.find((line) => line.sku === BALLOON)?.quantity ?? 0;
    expect(ordered).toBeGreaterThan(0);
    const answer = await api.put(PATH, adjustment({ orderId: '1002', inventories: [{ name: 'Happy Birthday Balloon', type: '-', id: balloon.id, quantity: ordered }] }));
    expect(answer.status).toBe(200);
    const after = await orderNamed(DEMO_ORDERS.addonsTwice);
    expect(after.lineItems.some((line) => line.sku === BALLOON)).toBe(false);
    expect(after.addons).toBe('Chocolate Truffles');
    expect((await variant(BALLOON)).stock).toBe(balloon.stock + ordered);
  });

  it('puts a sold-out add-on back on sale when a removal gives it stock again', async () => {
    const truffles = await variant(TRUFFLES);
    await db.query('update storefront_variant set quantity_available = 0, available_for_sale = false where sku = $1', [TRUFFLES]);
    const answer = await api.put(PATH, adjustment({ orderId: '1002', inventories: [{ name: 'Chocolate Truffles', type: '-', id: truffles.id, quantity: 1 }] }));
    expect(answer.status).toBe(200);
    expect(await variant(TRUFFLES)).toMatchObject({ stock: 1, forSale: true });
    await db.query('update storefront_variant set quantity_available = $2, available_for_sale = true where sku = $1', [TRUFFLES, truffles.stock]);
  });

  it('refuses an unknown order, a removal beyond the order, an add beyond the stock, and an empty or idle request, naming the field; nothing is written or taken', async () => {
    const truffles = await variant(TRUFFLES);
    const teddy = await variant(TEDDY);
    const wildMeadow = await variant('WILD-MEADOW-S');
    const before = await snapshot(DEMO_ORDERS.open, [TRUFFLES, TEDDY, 'WILD-MEADOW-S']);
    const refusals: [Partial<OrderAdjustment>, string[], RegExp?][] = [
      [{ orderId: '#99999', tags: ['X'] }, ['orderId'], /There is no order #99999/],
      [{ inventories: [{ name: 'Chocolate Truffles', type: '-', id: truffles.id, quantity: 1 }] }, ['inventories.0.quantity'], /removes 1 Chocolate Truffles; the order has none/],
      [{ inventories: [{ name: 'Teddy Bear', type: '+', id: teddy.id, quantity: 1 }] }, ['inventories.0.quantity'], /none are in stock/],
      [{ inventories: [{ name: 'Chocolate Truffles', type: '+', id: truffles.id, quantity: 60 }] }, ['inventories.0.quantity'], /only \d+ are in stock/],
      // A good add before a bad one: neither happens.
      [{ tags: ['Z'], inventories: [{ name: 'Wild Meadow', type: 'bouquet', id: wildMeadow.id, quantity: 1 }, { name: 'Teddy Bear', type: '+', id: teddy.id, quantity: 2 }] }, ['inventories.1.quantity']],
      [{}, ['timelines', 'tags', 'inventories'], /Please input at least one property/],
      [{ tags: [(before.order.tags[0] ?? 'Winnipeg').toUpperCase()] }, ['timelines', 'tags', 'inventories'], /changes nothing/],
      [{ inventories: [{ name: 'Ghost', type: '+', id: 'gid://shopify/ProductVariant/999999', quantity: 1 }] }, ['inventories.0.id']],
      [{ inventories: [{ name: 'Wild Meadow', type: '+', id: wildMeadow.id, quantity: 1 }] }, ['inventories.0.id'], /not an add-on/],
      [{ inventories: [{ name: 'Teddy Bear', type: 'bouquet', id: teddy.id, quantity: 1 }] }, ['inventories.0.id'], /not a bouquet/],
      [{ userEmail: 'nobody', tags: ['X'] }, ['userEmail']],
      [{ tags: ['a'.repeat(51)] }, ['tags.0']],
      [{ inventories: [{ name: 'Teddy Bear', type: '+', id: teddy.id, quantity: 0 }] }, ['inventories.0.quantity']],
      [{ timelines: [{ name: 'Message', value: 'm'.repeat(801) }] }, ['timelines.0.value']],
    ];
    for (const [patch, fields, error] of refusals) {
      const body = expectFieldErrors(await api.put(PATH, adjustment(patch)), 400, fields);
      if (error) expect(body.error).toMatch(error);
    }
    expect(await snapshot(DEMO_ORDERS.open, [TRUFFLES, TEDDY, 'WILD-MEADOW-S'])).toEqual(before);
  });

  it('needs the bearer token', async () => {
    const answer = await callApi(origin, `/api/admin${PATH}`, { method: 'PUT', json: adjustment({ tags: ['X'] }) });
    expect(expectJsonError(answer, 401).error).toMatch(/Sign-in required/);
  });

  it('sells the last unit once when two adjustments add it at the same time', async () => {
    const candle = await variant('SCENTED-CANDLE');
    await db.query('update storefront_variant set quantity_available = 1, available_for_sale = true where sku = $1', ['SCENTED-CANDLE']);
    const add = (orderId: string) => api.put(PATH, adjustment({ orderId, inventories: [{ name: 'Scented Candle', type: '+', id: candle.id, quantity: 1 }] }));
    const answers = await Promise.all([add('#1012'), add('#1013')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(await variant('SCENTED-CANDLE')).toMatchObject({ stock: 0, forSale: false });
    const lines = await db.query<{ n: number }>("select count(*)::int as n from shop_order_line_item where sku = 'SCENTED-CANDLE' and order_id in (select id from shop_order where number in (1012, 1013))");
    const had = [...(await orderNamed('#1012')).lineItems, ...(await orderNamed('#1013')).lineItems].filter((line) => line.sku === 'SCENTED-CANDLE').length;
    expect(lines.rows[0]?.n).toBe(had);
    expect(had).toBeGreaterThanOrEqual(1);
  });
});
