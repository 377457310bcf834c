import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryProductNode, Order } from '../../runtime/generated/entities';
import { businessToday } from '../../server/api/admin/clock';
import { BOUQUET_TYPES } from '../../server/api/admin/orders/orderAnswer';
import { decodeShopRates } from '../../shared/shopRates';
import { weekCode } from '../../shared/weekCodes';
import { adminClient, callApi, type AdminClient } from '../support/api';
import { signIn } from '../support/oidcSignIn';
import { createTestEnvironment, type TestEnvironment } from '../support/testServer';

/**
 * The README's 'Demo data' table, as a new user meets it through the services: when the seed
 * changes, this fails until the README says what is there.
 */

let env: TestEnvironment;
let api: AdminClient;
let origin: string;
let token: string;

beforeAll(async () => {
  env = await createTestEnvironment();
  origin = (await env.start()).origin;
  token = (await signIn(origin)).idToken;
  api = adminClient(origin, token);
});

afterAll(async () => {
  await env?.stop();
});

const CUSTOMERS = [
  'marie.tremblay@example.ca', 'liam.macdonald@example.com', 'priya.sharma@example.ca', 'noah.thompson@example.com',
  'chloe.gagnon@example.ca', 'ethan.wong@example.com', 'olivia.roy@example.ca', 'jacob.friesen@example.ca',
];

describe('the demo data the README lists', () => {
  it('lets Password reset succeed for each listed customer, in any case, and fail for another address', async () => {
    for (const email of CUSTOMERS) expect((await api.post('/customer/password/reset', { email: email.toUpperCase() })).status, email).toBe(200);
    const other = await api.post<{ error: string }>('/customer/password/reset', { email: 'someone.else@example.com' });
    expect(other.body.error).toBe('Error: failed to reset password for: someone.else@example.com.');
  });

  it('has the places counted', async () => {
    expect((await api.get<unknown[]>('/province')).body).toHaveLength(10);
    expect((await api.get<unknown[]>('/warehouse')).body).toHaveLength(11);
    expect((await api.get<unknown[]>('/places/region')).body).toHaveLength(28);
    expect((await api.get<{ meta: { totalrows: number }[] }>('/places/zone?limit=1')).body.meta[0]?.totalrows).toBe(102);
    expect((await api.get<{ meta: { totalrows: number }[] }>('/places/town?limit=1')).body.meta[0]?.totalrows).toBe(424);
    const winnipeg = await api.get<{ result: { zone_name: string; region_name: string }[] }>('/places/zone?searchString=Winnipeg&filterOn=region_name&limit=100');
    const zones = winnipeg.body.result.filter((zone) => zone.region_name === 'Winnipeg').map((zone) => zone.zone_name);
    expect(zones.sort()).toEqual(['Winnipeg East', 'Winnipeg North', 'Winnipeg South', 'Winnipeg West']);
  });

  it('has eleven hubs, drivers on those named and none at Kelowna Hub, and the six templates', async () => {
    const hubs = await api.get<{ regionName: string }[]>('/onfleet/driver/region/all');
    expect(hubs.body).toHaveLength(11);
    const driversOf = async (hub: string) =>
      (await api.get<{ drivers: { driverFullName: string; phone: string }[] }>(`/onfleet/driver/task/region/${encodeURIComponent(hub)}/all`)).body.drivers;
    expect(await driversOf('Kelowna Hub')).toEqual([]);
    // Some drivers work weekdays or weekends only: every hub named has between 1 and its number working today.
    for (const [hub, most] of [['Winnipeg Hub', 8], ['Toronto Hub', 6], ['Vancouver Hub', 5], ['Hamilton Hub', 2]] as const) {
      const today = await driversOf(hub);
      expect(today.length, hub).toBeGreaterThan(0);
      expect(today.length, hub).toBeLessThanOrEqual(most);
    }
    expect((await driversOf('Toronto Hub')).map((driver) => driver.driverFullName)).not.toContain('Steven Park');
    const templates = await api.get<{ templateName: string }[]>('/onfleet/driver/task/sms/template/all');
    expect(templates.body.map((template) => template.templateName).sort()).toEqual(['Extra Routes', 'Hub Closing Early', 'Route Delay', 'Shift Reminder', 'Thank You', 'Weather Delay']);
  });

  it('has the phone opt-outs in force, the expired one not listed', async () => {
    const optOuts = await api.get<{ result: { phone: string; days: number }[] }>('/unsubscribe?limit=100');
    expect(optOuts.body.result.map((row) => `${row.phone} ${row.days}`).sort()).toEqual([
      '+12045550118 45', '+12045550163 30', '+14035550158 7', '+14165550142 36500', '+16045550177 36500',
    ]);
  });

  it('has the rules, latest pulls and ops links counted', async () => {
    const rules = await api.get<{ ruleName: string; status: string }[]>('/order-pull/rules');
    expect(rules.body).toHaveLength(8);
    expect(rules.body.filter((rule) => rule.status === 'DISABLED').map((rule) => rule.ruleName).sort()).toEqual(['EXP_Lakewood_Weekly', 'EXP_Vancouver_Same_Day']);
    expect((await api.get<unknown[]>('/order-pull/latest')).body).toHaveLength(12);
    const links = await api.get<{ name: string }[]>('/ops/link/');
    expect(links.body.map((link) => link.name)).toEqual(expect.arrayContaining(['Onfleet Dashboard', 'Shopify Admin', 'Weather Alerts (ECCC)']));
    expect(links.body).toHaveLength(8);
  });
  it('has the forty orders, the listed ones as the table says', async () => {
    const order = async (name: string) => (await api.get<{ status: string; tags: string[]; addons: string; bouquetName: string; lang: string; fulfilment: { imageUrl: string } | null }>(`/pull-automation/order/${encodeURIComponent(name)}`)).body;
    expect((await api.get('/pull-automation/order/1040')).status).toBe(200);
    expect((await api.get('/pull-automation/order/1041')).status).toBe(404);
    expect((await order('#1001')).status).toBe('open');
    expect((await order('#1002')).addons).toBe('Chocolate Truffles (x2), Happy Birthday Balloon (x2)');
    expect((await order('#1003')).tags).toContain('pulled');
    expect((await order('#1004')).tags).toContain('sent');
    expect((await order('#1005')).status).toBe('cancelled');
    expect((await order('#1006')).status).toBe('closed');
    expect((await order('#1007')).fulfilment?.imageUrl).toBe('/api/admin/order/fulfilltask/image/0f8b6c2e-4d1a-4c3b-9e7f-5a2d8c1b6e40');
    expect((await order('#1009')).tags).toEqual(expect.arrayContaining(['REPLACEMENT_AUTOMATION', 'ORIGINAL_ORDER_#1008']));
    expect((await order('#1010')).bouquetName).toBe('Wild Meadow - Grand');
    expect((await order('#1011')).lang).toBe('fr-ca');
  });

  it('has the two prediction pipelines, one finished and one failed', async () => {
    const one = await api.get<{ status: string; warehouse_sku: string; user: string }>('/api/trigger-pipeline/1');
    expect(one.body).toMatchObject({ status: 'success', warehouse_sku: 'mb,sk', user: 'ops.demo@example.ca' });
    const two = await api.get<{ status: string; warehouse_sku: string; message: string }>('/api/trigger-pipeline/2');
    expect(two.body).toMatchObject({ status: 'failed', warehouse_sku: 'hx' });
    expect(two.body.message).toMatch(/^Week \d{4} is before the current week \(\d{4}\): there are no sales left to forecast\.$/);
    expect((await api.get<unknown[]>('/api/trigger-pipeline/all')).body).toHaveLength(2);
  });

  it('has the order pull configs, one of every report type', async () => {
    const configs = (await api.get<{ reportName: string; reportType: string }[]>('/order-pull/config')).body;
    expect(configs).toHaveLength(15);
    expect(new Set(configs.map((config) => config.reportType)).size).toBe(12);
    expect(configs.map((config) => config.reportName)).toEqual(expect.arrayContaining(['WINNIPEG_SAME_DAY', 'MONTREAL_SPECIFIC_DAY', 'ERROR_REPORT_DAILY']));
    expect((await api.get<unknown[]>('/order-pull/export')).body).toHaveLength(0);
  });

  it('has the eight order pull schedules, one disabled and two at 16:00 on weekdays, and the day overrides', async () => {
    const schedules = (await api.get<{ name: string; state: string; scheduleExpression: string }[]>('/order-pull/schedules')).body;
    expect(schedules).toHaveLength(8);
    expect(schedules.filter((row) => row.state === 'DISABLED').map((row) => row.name)).toEqual(['EXP_LAKEWOOD_SATURDAY']);
    expect(schedules.filter((row) => row.scheduleExpression === 'cron(0 16 ? * MON-FRI *)').map((row) => row.name).sort()).toEqual(['EXP_CALGARY_NEXT_DAY', 'EXP_TORONTO_NEXT_DAY']);
    const overrides = (await api.get<{ closed: unknown[]; override: unknown[] }>('/order-pull/override')).body;
    expect([overrides.closed.length, overrides.override.length]).toEqual([1, 2]);
  });

  it('has the demo checkout of #1001 behind the short link DemoCkt and the demo cart', async () => {
    const byShort = await api.get<{ referenceOrder: string; checkoutURL: string; carts: { city: string; postalCode: string }[] }>('/checkout-automation/DemoCkt');
    expect(byShort.body.referenceOrder).toBe('#1001');
    // Its cart is delivered where #1001 is: a city of the list, a postal code with delivery windows.
    const [cart] = byShort.body.carts;
    expect(cart?.city).toBe((await api.get<Order>('/pull-automation/order/1001')).body.city);
    const rates = await callApi(origin, `/api/shop/rates/delivery/postalcode/${(cart?.postalCode ?? '').replace(/\s+/g, '')}/date/${businessToday(new Date())}?lang=en-ca`, { token });
    expect(decodeShopRates(rates.body).length).toBeGreaterThan(0);
    expect(byShort.body.checkoutURL).toContain('/api/shop/cart/c0ffee00c0ffee00c0ffee00c0ffee00');
    expect((await api.get('/checkout-automation/long/c0ffee00c0ffee00c0ffee00c0ffee00')).body).toEqual(byShort.body);
  });

  const seededOrders = async () => {
    const orders: Order[] = [];
    for (let number = 1001; number <= 1040; number++) orders.push((await api.get<Order>(`/pull-automation/order/${number}`)).body);
    return orders;
  };

  it('has the orders the Order Adjustments warnings are about, each as its warning checks it, and #1001 warning-free', async () => {
    const today = businessToday(new Date());
    const byName = new Map((await seededOrders()).map((order) => [order.orderId, order]));
    const warnings = (order: Order | undefined) => [
      ...(order?.tags.filter((tag) => tag === 'pulled' || tag === 'sent') ?? []),
      ...(order?.status === 'cancelled' || order?.status === 'closed' ? [order.status] : []),
      ...(order?.fulfillmentStatus === 'fulfilled' ? ['fulfilled'] : []),
      ...(order && order.deliveryDate < today ? ['past date'] : []),
    ];
    expect(warnings(byName.get('#1001'))).toEqual([]);
    expect(warnings(byName.get('#1003'))).toEqual(['pulled']);
    expect(warnings(byName.get('#1004'))).toEqual(['sent']);
    expect(warnings(byName.get('#1005'))).toEqual(['cancelled']);
    // A closed order was delivered before it was closed.
    expect(warnings(byName.get('#1006'))).toEqual(['closed', 'fulfilled', 'past date']);
    expect(warnings(byName.get('#1007'))).toEqual(['fulfilled', 'past date']);
    expect(warnings(byName.get('#1008'))).toEqual(['past date']);
  });

  it('lets the order editors work on every seeded order as it is: delivery windows for its postal code, stock for its bouquet size and add-ons', async () => {
    const today = businessToday(new Date());
    for (const order of await seededOrders()) {
      // The editors leave a past delivery date empty: the new one is chosen from today on.
      const date = order.deliveryDate < today ? today : order.deliveryDate;
      const postal = order.postalCode.toUpperCase().replace(/\s+/g, '');
      const answer = await callApi(origin, `/api/shop/rates/delivery/postalcode/${postal}/date/${date}?lang=${order.lang}`, { token });
      const windows = decodeShopRates(answer.body).map((rate) => rate.display_text);
      expect(windows.length, `${order.orderId} ${order.postalCode}`).toBeGreaterThan(0);
      if (order.deliveryDate >= today) expect(windows, order.orderId).toContain(order.deliveryRate);

      const inventory = async (productType: string) =>
        (await api.post<InventoryProductNode[]>('/pull-automation/inventory', { queryId: 'products_filter', productType, region: order.regionCode, dateCode: weekCode(date) })).body;
      const bouquetType = order.lineItems.find((line) => BOUQUET_TYPES.includes(line.productType))?.productType ?? '';
      // 'Wild Meadow - Grand' is the product Wild Meadow in size Grand.
      const bouquetTitle = order.bouquetName.replace(` - ${order.bouquetSize}`, '');
      const size = (await inventory(bouquetType)).find((node) => node.title === bouquetTitle)?.variants.find((variant) => variant.title === order.bouquetSize);
      expect(size?.availableForSale, `${order.orderId} ${order.bouquetName} ${order.bouquetSize}`).toBe(true);
      expect(size?.quantityAvailable, order.orderId).toBeGreaterThan(0);

      if (order.addons === '') continue;
      const addOns = await inventory('Gift-adds');
      for (const entry of order.addons.split(', ')) {
        const [, title = '', times] = /^(.*?)(?: \(x(\d+)\))?$/.exec(entry) ?? [];
        const addOn = addOns.find((node) => node.title === title)?.variants[0];
        // The README's one line out of stock on purpose: the bulk order link leaves it out (tests/api/orders.test.ts).
        if (order.orderId === '#1011' && title === 'Scented Candle') expect(addOn?.availableForSale, 'not for sale').toBe(false);
        else {
          expect(addOn?.availableForSale, `${order.orderId} ${entry}`).toBe(true);
          expect(addOn?.quantityAvailable, `${order.orderId} ${entry}`).toBeGreaterThanOrEqual(Number(times ?? 1));
        }
      }
    }
  });
});
