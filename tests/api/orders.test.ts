import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { BulkOrderLinkAnswer, Order } from '../../runtime/generated/entities';
import { businessToday } from '../../server/api/admin/clock';
import { IMAGE_UPLOAD } from '../../server/api/admin/orders/fulfilImage';
import type { Database } from '../../server/db/database';
import { DEMO_IMAGE_PATH, DEMO_ORDERS } from '../../server/db/seed/orders';
import { provinceInstant } from '../../shared/provinceInstant';
import { BUSINESS_ZONE } from '../../shared/time/zones';
import { callApi, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { rawUpload } from '../support/rawUpload';
import { orderNamed as orderNamedBy } from '../support/orders';
import { onSignedInServer } from '../support/signedInServer';
import { matching } from '../support/matchers';

let api: AdminClient;
let origin: string;
let token: string;
let db: Database;

onSignedInServer((server) => ({ origin, db, token, api } = server));

const orderNamed = (name: string) => orderNamedBy(api, name);

async function count(table: 'order_image' | 'order_fulfilment' | 'bulk_order_link_run' | 'failed_order_requeue' | 'shop_order' | 'audit_log'): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const GIF_HEAD = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00];
function fileOf(head: readonly number[], size: number, name: string, type: string): File {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(head);
  return new File([bytes], name, { type });
}

async function upload(file: File, orderId: string = DEMO_ORDERS.open) {
  const form = new FormData();
  form.append('orderId', orderId);
  form.append('file', file, file.name);
  form.append('fileName', file.name);
  const answer = await fetch(`${origin}/api/admin/order/fulfilltask/imageupload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: answer.status, body: (await answer.json()) as { url?: string; error?: string; fields?: Record<string, string> } };
}

describe('GET /pull-automation/order/{orderName}', () => {
  it('answers a seeded order by 1001, #1001 or %231001 with the fields of 001 §3', async () => {
    const plain = await orderNamed('1001');
    expect(await orderNamed('#1001')).toEqual(plain);
    expect((await api.get<Order>('/pull-automation/order/%231001')).body).toEqual(plain);
    expect(plain).toMatchObject({ orderId: '#1001', status: 'open', fulfillmentStatus: 'unfulfilled', region: 'Winnipeg', regionCode: 'MB', province: 'Manitoba', vase: '', addons: '', fulfilment: null });
    expect(plain.deliveryDate).toBe(DateTime.fromISO(businessToday(new Date()), { zone: BUSINESS_ZONE }).plus({ days: 1 }).toISODate());
    expect(plain.bouquetName).not.toBe('');
    expect(plain.sender.email).toMatch(/@example\.com$/);
    expect(plain.lineItems[0]?.properties.find((pair) => pair.name === 'Delivery Date')?.value).toBe(plain.deliveryDate);
  });

  it('shows add-ons ordered twice, a hyphenated bouquet name and the warnings’ cases', async () => {
    expect((await orderNamed(DEMO_ORDERS.addonsTwice)).addons).toBe('Chocolate Truffles (x2), Happy Birthday Balloon (x2)');
    expect(await orderNamed(DEMO_ORDERS.hyphenBouquet)).toMatchObject({ bouquetName: 'Wild Meadow - Grand', bouquetSize: 'Grand' });
    expect((await orderNamed(DEMO_ORDERS.pulled)).tags).toContain('pulled');
    expect((await orderNamed(DEMO_ORDERS.sent)).tags).toContain('sent');
    expect((await orderNamed(DEMO_ORDERS.cancelled)).status).toBe('cancelled');
    expect((await orderNamed(DEMO_ORDERS.closed)).status).toBe('closed');
    expect((await orderNamed(DEMO_ORDERS.replacement)).tags).toEqual(expect.arrayContaining(['REPLACEMENT_AUTOMATION', 'ORIGINAL_ORDER_#1008']));
    expect((await orderNamed(DEMO_ORDERS.pastDate)).deliveryDate < businessToday(new Date())).toBe(true);
    expect(await orderNamed(DEMO_ORDERS.french)).toMatchObject({ lang: 'fr-ca', vase: 'Contemporary Modern', province: 'Quebec' });
  });

  it('answers a fulfilled order with its fulfilment, whose image is served without a token', async () => {
    const fulfilled = await orderNamed(DEMO_ORDERS.fulfilled);
    expect(fulfilled).toMatchObject({ status: 'fulfilled', fulfillmentStatus: 'fulfilled', fulfilment: { note: 'Delivered', imageUrl: DEMO_IMAGE_PATH, driverInitials: 'TBi' } });
    const image = await fetch(`${origin}${DEMO_IMAGE_PATH}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await image.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('is 404 { error } for an unknown order and 400 naming orderName for a name that is not one', async () => {
    expect(expectJsonError(await api.get('/pull-automation/order/99999'), 404).error).toBe('There is no order #99999.');
    expectFieldErrors(await api.get('/pull-automation/order/abc'), 400, ['orderName']);
    expect(expectJsonError(await callApi(origin, '/api/admin/pull-automation/order/1001'), 401).error).toMatch(/Sign-in required/);
  });
});

describe('POST /order/fulfilltask/imageupload', () => {
  it('stores a 3 MiB phone photo and serves it at the address it answers', async () => {
    const photo = fileOf(JPEG_HEAD, 3 * 1024 * 1024, 'porch.jpg', 'image/jpeg');
    const answer = await upload(photo, '#1012, 1013');
    expect(answer.status).toBe(201);
    expect(answer.body.url).toMatch(new RegExp(`^${origin}/api/admin/order/fulfilltask/image/[0-9a-f-]{36}$`));
    const served = await fetch(answer.body.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    // Compared as buffers: a deep equality of 3 MiB typed arrays would take seconds.
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await photo.arrayBuffer()))).toBe(true);
  });

  it('refuses a GIF, by its type and by its bytes under a .jpg name, with a field error on file; nothing is stored', async () => {
    const before = await count('order_image');
    const gif = await upload(fileOf(GIF_HEAD, 2000, 'flowers.gif', 'image/gif'));
    expect(gif.status).toBe(400);
    expect(Object.keys(gif.body.fields ?? {})).toEqual(['file']);
    const renamed = await upload(fileOf(GIF_HEAD, 2000, 'flowers.jpg', 'image/jpeg'));
    expect(renamed.status).toBe(400);
    expect(renamed.body.fields).toEqual({ file: matching(/not a JPEG or PNG/) });
    const unknown = await upload(fileOf(JPEG_HEAD, 2000, 'porch.jpg', 'image/jpeg'), '#99999');
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields ?? {})).toEqual(['orderId']);
    expect(await count('order_image')).toBe(before);
  });

  it('refuses a body over its 10 MiB cap with a 413 saying so; nothing is stored', async () => {
    const before = await count('order_image');
    const head = `POST /api/admin/order/fulfilltask/imageupload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${IMAGE_UPLOAD.maxBytes + 1}\r\n\r\n`;
    const answer = await rawUpload(origin, head, IMAGE_UPLOAD.maxBytes + 1, false, 0);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The image is larger than 10 MiB: choose a smaller photo or take it at a lower resolution.' });
    expect(await count('order_image')).toBe(before);
  });

  it('serves no image for an unknown id (404) or a malformed one (400)', async () => {
    expect((await fetch(`${origin}/api/admin/order/fulfilltask/image/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expectFieldErrors(await callApi(origin, '/api/admin/order/fulfilltask/image/not-an-id'), 400, ['uuid']);
  });
});

const fulfilBody = (order: string, province = 'Saskatchewan', date = businessToday(new Date()), time = '14:30') => ({
  delivery: provinceInstant({ date, time, province }),
  pod: 'Left with the concierge',
  order,
  url: null as string | null,
  time,
  date,
  driverInitials: 'AMo',
  province: province.toLowerCase().replace(/\s+/g, ''),
});

describe('POST /order/fulfilltask/manual', () => {
  it('marks the orders fulfilled with the image and note; they read back so', async () => {
    const uploaded = await upload(fileOf(JPEG_HEAD, 5000, 'door.jpg', 'image/jpeg'), '#1026');
    const body = { ...fulfilBody('#1026, 1024'), url: uploaded.body.url ?? null };
    const answer = await api.post<{ message: string }>('/order/fulfilltask/manual', body);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Orders #1026 and #1024 have been fulfilled.');
    for (const name of ['#1026', '#1024']) {
      const order = await orderNamed(name);
      expect(order).toMatchObject({ status: 'fulfilled', fulfillmentStatus: 'fulfilled', fulfilment: { note: 'Left with the concierge', imageUrl: uploaded.body.url, driverInitials: 'AMo' } });
      // 14:30 in Saskatchewan is 20:30 UTC all year (Regina keeps no daylight saving time).
      expect(order.fulfilment?.deliveredAt).toBe(`${body.date}T20:30:00.000Z`);
    }
  });

  it('refuses an unknown order naming it, a cancelled order, and a delivery instant off the province clock; nothing is written', async () => {
    const before = [await count('order_fulfilment'), await count('audit_log')];
    const unknown = expectFieldErrors(await api.post('/order/fulfilltask/manual', fulfilBody('#1030,#99999')), 400, ['order']);
    expect(unknown.error).toMatch(/#99999/);
    expect(expectFieldErrors(await api.post('/order/fulfilltask/manual', fulfilBody(DEMO_ORDERS.cancelled)), 400, ['order']).error).toMatch(/cancelled/);
    const manitobaInstant = { ...fulfilBody('#1030'), delivery: provinceInstant({ date: businessToday(new Date()), time: '14:30', province: 'Manitoba' }) };
    expectFieldErrors(await api.post('/order/fulfilltask/manual', manitobaInstant), 400, ['delivery']);
    expectFieldErrors(await api.post('/order/fulfilltask/manual', { ...fulfilBody('#1030'), url: 'javascript:alert(1)' }), 400, ['url']);
    expectFieldErrors(await api.post('/order/fulfilltask/manual', { ...fulfilBody('#1030'), province: 'yukon' }), 400, ['province']);
    expect((await orderNamed('#1030')).status).toBe('open');
    expect([await count('order_fulfilment'), await count('audit_log')]).toEqual(before);
  });

  it("refuses Newfoundland and Labrador, which 001 §9's province list does not hold; nothing is written", async () => {
    const body = { ...fulfilBody('#1031', 'Nova Scotia', '2026-12-14', '12:00'), province: 'newfoundlandandlabrador' };
    expectFieldErrors(await api.post('/order/fulfilltask/manual', body), 400, ['province']);
    expect((await orderNamed('#1031')).status).toBe('open');
  });
});

describe('PUT /orders/adjust-tags', () => {
  it('removes then adds tags on orders given in the three forms mixed', async () => {
    const answer = await api.put<{ message: string }>('/orders/adjust-tags', { orderIds: '#1013,1028\n 1016 \n', removedTags: 'Rural_MB, pulled', addedTags: ' VIP , gift,VIP', initials: 'AMo', email: 'amo@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/^Tags have been updated/);
    expect((await orderNamed('#1013')).tags).toEqual(['VIP', 'gift']);
    expect((await orderNamed('#1028')).tags).toEqual(['VIP', 'gift']);
    expect((await orderNamed('#1016')).tags).toEqual(['Kelowna', 'VIP', 'gift']);
  });

  it('refuses unknown orders naming them, tags over 50 characters and ids that are not ids; nothing is written', async () => {
    const before = await orderNamed('#1014');
    const body = { orderIds: '#1014', removedTags: '', addedTags: 'x', initials: 'AMo', email: 'amo@example.com' };
    expect(expectFieldErrors(await api.put('/orders/adjust-tags', { ...body, orderIds: '#1014, #88888' }), 400, ['orderIds']).error).toMatch(/#88888/);
    expectFieldErrors(await api.put('/orders/adjust-tags', { ...body, addedTags: 'a'.repeat(51) }), 400, ['addedTags']);
    expectFieldErrors(await api.put('/orders/adjust-tags', { ...body, orderIds: '#1014, abc' }), 400, ['orderIds']);
    expectFieldErrors(await api.put('/orders/adjust-tags', { ...body, addedTags: ' , ' }), 400, ['addedTags', 'removedTags']);
    expect(await orderNamed('#1014')).toEqual(before);
  });
});

describe('POST /bulk-order-link', () => {
  it('answers a checkout link per order to a storefront cart of its lines (by variant id), files the CSV in the shared drive, and stores the run', async () => {
    const before = await count('bulk_order_link_run');
    const answer = await api.post<BulkOrderLinkAnswer>('/bulk-order-link', { orderIds: `${DEMO_ORDERS.french}\n1012`, deliveryDate: '12/24/2099', cartType: 'Shopify', initials: 'AMo', email: 'amo@example.com' });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.links.map((link) => link.order)).toEqual(['#1011', '#1012']);
    expect(answer.body.links[0]?.link).toMatch(new RegExp(`^${origin}/api/shop/cart/[0-9a-f]{32}\\?currency=CAD&locale=fr&utm=checkoutauto&initials=AMo$`));
    expect(answer.body.links[1]?.link).toMatch(/\?currency=CAD&utm=checkoutauto&initials=AMo$/);
    // The link opens the cart: the order's lines, for the date chosen.
    const page = await fetch(answer.body.links[0]?.link ?? '');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Contemporary Modern');
    expect(html).toContain('12/24/2099');
    const name = `bulk-order-links-${businessToday(new Date())}`;
    expect(answer.body.fileName).toMatch(new RegExp(`^${name}(-\\d+)?\\.csv$`));
    expect(answer.body.file).toMatchObject({ folder: 'Bulk Order Links', name: answer.body.fileName });
    // A line the shop cannot sell now (the seed's Scented Candle is not for sale) is left out of its cart, and said.
    expect(answer.body.leftOut).toMatch(/^Left out of the carts: #1011: Scented Candle is out of stock\.$/);
    expect(answer.body.message).toBe(`Done. 2 links created; the CSV is filed in the shared drive as Bulk Order Links/${answer.body.fileName}. ${answer.body.leftOut}`);
    const lines = answer.body.csv.split('\r\n');
    expect(lines[0]).toBe('Order,Link,Delivery Date');
    expect(lines[1]).toBe(`#1011,${answer.body.links[0]?.link ?? ''},12/24/2099`);
    expect(lines[3]).toBe('');
    // The shared drive lists the file, and serves the same CSV without a token.
    const listed = await api.get<{ folder: string; name: string; url: string; size: number }[]>('/drive/files');
    const filed = listed.body.find((file) => file.name === answer.body.fileName);
    expect(filed).toMatchObject({ folder: 'Bulk Order Links', url: answer.body.file.url, size: new TextEncoder().encode(answer.body.csv).byteLength });
    const download = await fetch(answer.body.file.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await download.text()).toBe(answer.body.csv);
    expect(await count('bulk_order_link_run')).toBe(before + 1);
    const { rows } = await db.query<{ links: { order: string; lines: { sku: string; quantity: number }[] }[] }>('select links from bulk_order_link_run order by id desc limit 1');
    expect(rows[0]?.links.map((link) => link.order)).toEqual(['#1011', '#1012']);
    expect(rows[0]?.links[0]?.lines).toContainEqual({ productTitle: 'Contemporary Modern', variantTitle: 'Default Title', sku: 'CONTEMPORARY-MODERN', quantity: 1 });
  });

  it('makes basket links: a short link with a 7-letter id leading to the cart, one year after today when no date is given; a second run the same day is filed under the next name', async () => {
    const answer = await api.post<BulkOrderLinkAnswer>('/bulk-order-link', { orderIds: '#1001', deliveryDate: '', cartType: 'Callia', initials: 'AMo', email: 'amo@example.com' });
    expect(answer.status, answer.text).toBe(201);
    const inAYear = DateTime.fromISO(businessToday(new Date()), { zone: BUSINESS_ZONE }).plus({ years: 1 }).toFormat('MM/dd/yyyy');
    expect(answer.body.links).toEqual([{ order: '#1001', link: matching(new RegExp(`^${origin}/api/shop/s/[A-Za-z]{7}$`)), deliveryDate: inAYear }]);
    const basket = await fetch(answer.body.links[0]?.link ?? '', { redirect: 'manual' });
    expect(basket.status).toBe(302);
    const cart = await fetch(new URL(basket.headers.get('location') ?? '', origin));
    expect(cart.status).toBe(200);
    expect(await cart.text()).toContain(inAYear);
    const again = await api.post<BulkOrderLinkAnswer>('/bulk-order-link', { orderIds: '#1001', deliveryDate: '', cartType: 'Callia', initials: 'AMo', email: 'amo@example.com' });
    expect(again.body.fileName).not.toBe(answer.body.fileName);
  });

  it('refuses unknown orders, past dates and other cart types; nothing is stored', async () => {
    const before = await count('bulk_order_link_run');
    const body = { orderIds: '#1001', deliveryDate: '', cartType: 'Callia', initials: 'AMo', email: 'amo@example.com' };
    expect(expectFieldErrors(await api.post('/bulk-order-link', { ...body, orderIds: '#1001,#77777' }), 400, ['orderIds']).error).toMatch(/#77777/);
    expectFieldErrors(await api.post('/bulk-order-link', { ...body, deliveryDate: '01/01/2020' }), 400, ['deliveryDate']);
    expectFieldErrors(await api.post('/bulk-order-link', { ...body, deliveryDate: '2099-12-24' }), 400, ['deliveryDate']);
    expectFieldErrors(await api.post('/bulk-order-link', { ...body, cartType: 'Basket' }), 400, ['cartType']);
    expect(await count('bulk_order_link_run')).toBe(before);
  });

  it('refuses an order none of whose lines a cart can hold, naming it; no cart, link, file or run is made', async () => {
    const before = await count('bulk_order_link_run');
    const files = (await api.get<unknown[]>('/drive/files')).body.length;
    const { rows } = await db.query<{ sku: string; quantity_available: number; available_for_sale: boolean }>(
      `select v.sku, v.quantity_available, v.available_for_sale from shop_order_line_item l join shop_order o on o.id = l.order_id join storefront_variant v on v.sku = l.sku where o.number = 1012`,
    );
    await db.query('update storefront_variant set available_for_sale = false where sku = any($1::text[])', [rows.map((row) => row.sku)]);
    try {
      const refused = expectFieldErrors(await api.post('/bulk-order-link', { orderIds: '#1012', deliveryDate: '', cartType: 'Shopify', initials: 'AMo', email: 'amo@example.com' }), 400, ['orderIds']);
      expect(refused.error).toMatch(/^The links were not created\. Nothing of #1012 \(.+ is out of stock.*\) can go in a cart\.$/);
    } finally {
      for (const row of rows) await db.query('update storefront_variant set available_for_sale = $2 where sku = $1', [row.sku, row.available_for_sale]);
    }
    expect(await count('bulk_order_link_run')).toBe(before);
    expect((await api.get<unknown[]>('/drive/files')).body.length).toBe(files);
  });
});

const failedOrder = {
  email: 'jamie.roy@example.com',
  tags: 'Winnipeg, web',
  note: 'Payment went through; the order was not created.',
  line_items: [
    { title: 'Sunny Days', variant_title: 'Deluxe', quantity: 1, sku: 'SUNNY-DAYS-DX', price: '80.00', product_type: 'Flowers' },
    { title: 'Chocolate Truffles', variant_title: null, quantity: 2, sku: 'CHOCOLATE-TRUFFLES' },
  ],
  shipping_address: { first_name: 'Jamie', last_name: 'Roy', address1: '12 Main Street', city: 'Transcona', province: 'Manitoba', province_code: 'MB', zip: 'R2C 1A1', phone: '204-555-0199' },
  note_attributes: [{ name: 'Delivery Date', value: '2099-12-24' }, { name: '_region', value: 'Winnipeg' }],
};

describe('POST /orders/requeue', () => {
  it('creates the order with the next name and the tag REQUEUED, and stores the requeue', async () => {
    const answer = await api.post<{ message: string; orderName: string }>('/orders/requeue', failedOrder);
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Order Success');
    const order = await orderNamed(answer.body.orderName);
    expect(order).toMatchObject({ email: 'jamie.roy@example.com', firstName: 'Jamie', city: 'Transcona', deliveryDate: '2099-12-24', region: 'Winnipeg', bouquetName: 'Sunny Days', bouquetSize: 'Deluxe', tags: ['Winnipeg', 'web', 'REQUEUED'] });
    expect(order.lineItems[1]).toMatchObject({ productTitle: 'Chocolate Truffles', variantTitle: 'Default Title', quantity: 2 });
    const { rows } = await db.query<{ created_by: string; email: string }>("select created_by, payload->>'email' as email from failed_order_requeue");
    expect(rows).toEqual([{ created_by: matching(/.+/), email: 'jamie.roy@example.com' }]);
  });

  it('refuses an invalid order with a readable error naming the field; nothing is written', async () => {
    const before = [await count('shop_order'), await count('failed_order_requeue')];
    const zero = { ...failedOrder, line_items: [{ title: 'Sunny Days', quantity: 0 }] };
    const answer = expectFieldErrors(await api.post('/orders/requeue', zero), 400, ['line_items.0.quantity']);
    expect(answer.error).toMatch(/^The order is not valid: line_items\.0\.quantity /);
    expectFieldErrors(await api.post('/orders/requeue', { ...failedOrder, email: 'not an e-mail' }), 400, ['email']);
    expect(expectJsonError(await api.post('/orders/requeue', { ...failedOrder, shipping_address: undefined }), 400).error).toMatch(/shipping_address/);
    expect([await count('shop_order'), await count('failed_order_requeue')]).toEqual(before);
  });
});
