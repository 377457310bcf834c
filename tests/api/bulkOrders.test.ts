import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { businessToday } from '../../server/api/admin/clock';
import { findOrderByName } from '../../server/api/admin/orders/orderStore';
import { XLSX_TYPE } from '../../server/api/admin/bulkOrders/template';
import type { Database } from '../../server/db/database';
import { onSignedInServer } from '../support/signedInServer';

/** POST /orders/bulk and GET /orders/bulk/template (001 §2 Bulk B2B orders, §3, §5, §7, §8) on the real server. */

let origin: string;
let token: string;
let db: Database;

onSignedInServer((server) => ({ origin, token, db } = server));

interface Answer {
  message?: string;
  orders?: string[];
  error?: string;
  detail?: string;
  rows?: { row: number; reason: string }[];
  fields?: Record<string, string>;
}

const CART = [
  { productTitle: 'Sunny Days', variantTitle: 'Deluxe', productType: 'Flowers', quantity: 1 },
  { productTitle: 'contemporary modern', variantTitle: 'Default Title', productType: 'Vase', quantity: 1 },
  { productTitle: 'Chocolate Truffles', variantTitle: 'Default Title', productType: 'GiftAdds', quantity: 2 },
];

interface Upload {
  sheet: Uint8Array;
  fileName?: string;
  type?: string;
  cart?: unknown;
  texts?: Record<string, string>;
}

async function upload({ sheet, fileName = 'orders.xlsx', type = XLSX_TYPE, cart = CART, texts = {} }: Upload): Promise<{ status: number; body: Answer }> {
  const form = new FormData();
  form.set('tags', 'Acme Corp, holiday');
  form.set('discountCode', 'ACME10');
  form.set('alertEmail', 'ops@example.com');
  form.set('shippingType', 'Standard');
  form.set('cart', typeof cart === 'string' ? cart : JSON.stringify(cart));
  for (const [name, value] of Object.entries(texts)) form.set(name, value);
  form.set('xlsxBuffer', new Blob([sheet.slice().buffer], { type }), fileName);
  const response = await fetch(`${origin}/api/admin/orders/bulk`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as Answer };
}

const HEADERS = ['First Name', 'Last Name', 'Phone', 'Address', 'Apartment', 'City', 'Province', 'Postal Code', 'Delivery Date', 'Card Message', 'Delivery Notes'];

/** A workbook with the headers and these rows (cells in HEADERS order). */
async function workbook(rows: readonly (readonly (string | number | Date | null)[])[], headers: readonly string[] = HEADERS): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow([...row]);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const today = () => businessToday(new Date());
const inDays = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const row = (firstName: string, overrides: Partial<Record<(typeof HEADERS)[number], string | Date | null>> = {}) => {
  const values: Record<string, string | Date | null> = {
    'First Name': firstName,
    'Last Name': 'Tester',
    Phone: '204-555-0134',
    Address: '100 Portage Ave',
    Apartment: '',
    City: 'Winnipeg',
    Province: 'MB',
    'Postal Code': 'r3c 4t3',
    'Delivery Date': inDays(2),
    'Card Message': 'Thanks!',
    'Delivery Notes': '',
    ...overrides,
  };
  return HEADERS.map((header) => values[header] ?? null);
};

async function orderCount(): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from shop_order');
  return rows[0]?.count ?? 0;
}

describe('GET /orders/bulk/template', () => {
  it('is an .xlsx with the header row and two example rows, and the upload takes it as it is', async () => {
    const response = await fetch(`${origin}/api/admin/orders/bulk/template`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="bulk-order-template.xlsx"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('First Name');
    expect(sheet?.actualRowCount).toBe(3);

    const before = await orderCount();
    const answer = await upload({ sheet: bytes, fileName: 'bulk-order-template.xlsx' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Orders Succeeded!');
    expect(answer.body.orders).toHaveLength(2);
    expect(await orderCount()).toBe(before + 2);

    const second = await findOrderByName(db, answer.body.orders?.[1] ?? '');
    expect(second).toMatchObject({ firstName: 'Ravi', province: 'Saskatchewan', provinceCode: 'SK', postalCode: 'S4P 3Y2', phone: '(306) 555-0199', deliveryDate: inDays(4), email: 'ops@example.com', regionTag: 'Regina', regionCode: 'SK' });
  });
});

describe('POST /orders/bulk', () => {
  it('makes one order per row with the cart, the tags plus B2B, the discount code and a delivery fee', async () => {
    const sheet = await workbook([row('Ann'), row('Bob', { Apartment: 'Unit 5', 'Delivery Date': new Date(`${inDays(3)}T00:00:00Z`) }), [], []]);
    const answer = await upload({ sheet });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.orders).toHaveLength(2);
    const [first, second] = await Promise.all((answer.body.orders ?? []).map((name) => findOrderByName(db, name)));
    expect(first).toMatchObject({ firstName: 'Ann', lastName: 'Tester', postalCode: 'R3C 4T3', province: 'Manitoba', deliveryDate: inDays(2), cardMessage: 'Thanks!', tags: ['Acme Corp', 'holiday', 'B2B'], deliveryRate: 'Standard Delivery' });
    expect(first?.noteAttributes).toContainEqual({ name: 'discountCode', value: 'ACME10' });
    expect(first?.lineItems.map((line) => [line.productTitle, line.variantTitle, line.productType, line.sku, line.quantity, line.price])).toEqual([
      ['Sunny Days', 'Deluxe', 'Flowers', 'SUNNY-DAYS-DX', 1, '80.00'],
      ['Contemporary Modern', 'Default Title', 'Vase', 'CONTEMPORARY-MODERN', 1, '15.00'],
      ['Chocolate Truffles', 'Default Title', 'Gift-adds', 'CHOCOLATE-TRUFFLES', 2, '12.00'],
      ['Delivery Fee', 'Default Title', 'Delivery', 'DELIVERY-FEE', 1, '15.00'],
    ]);
    expect(first).toMatchObject({ regionTag: 'Winnipeg', regionCode: 'MB' });
    expect(second).toMatchObject({ firstName: 'Bob', apartment: 'Unit 5', deliveryDate: inDays(3) });
  });

  it("gives each order the region serving its city (a region's tag or one of its towns), none for a city no region serves", async () => {
    const answer = await upload({ sheet: await workbook([row('Town', { City: 'transcona' }), row('Nowhere', { City: 'Nowhereville' })]) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [town, nowhere] = await Promise.all((answer.body.orders ?? []).map((name) => findOrderByName(db, name)));
    expect(town).toMatchObject({ city: 'transcona', regionTag: 'Winnipeg', regionCode: 'MB' });
    expect(nowhere).toMatchObject({ city: 'Nowhereville', regionTag: '', regionCode: '' });
  });

  it('names every bad row and writes nothing (all or nothing)', async () => {
    const before = await orderCount();
    const sheet = await workbook([row('Good'), row('NoCode', { 'Postal Code': null }), row('Late', { 'Delivery Date': '2001-01-01', Phone: '555' }), row('Long', { 'Card Message': 'x'.repeat(801) })]);
    const answer = await upload({ sheet });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'Orders Failed!',
      detail:
        'Row 3: Postal Code is missing. Row 4: Phone has 3 digits; a phone number has 10 (e.g. 204-555-0134); Delivery Date 2001-01-01 is in the past. Row 5: Card Message is longer than 800 characters (801).',
      rows: [
        { row: 3, reason: 'Row 3: Postal Code is missing' },
        { row: 4, reason: 'Row 4: Phone has 3 digits; a phone number has 10 (e.g. 204-555-0134); Delivery Date 2001-01-01 is in the past' },
        { row: 5, reason: 'Row 5: Card Message is longer than 800 characters (801)' },
      ],
    });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a file that is not an .xlsx by its bytes, whatever its type says', async () => {
    const answer = await upload({ sheet: new TextEncoder().encode('First Name,Last Name\nAnn,Tester\n'), fileName: 'orders.xlsx' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'Orders Failed!', detail: 'Sheet: The sheet is not an .xlsx workbook.', fields: { xlsxBuffer: 'The sheet is not an .xlsx workbook.' } });
    const zipButNotExcel = await upload({ sheet: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]), type: 'application/octet-stream' });
    expect(zipButNotExcel.body.fields).toEqual({ xlsxBuffer: 'The sheet is not a readable .xlsx workbook: it is not a complete zip archive (cut short, or not an archive at all).' });
  });

  it('refuses a sheet with no rows or a wrong header row with a clear reason', async () => {
    expect((await upload({ sheet: await workbook([[], []]) })).body.fields).toEqual({ xlsxBuffer: 'The sheet has no order rows under its header row.' });
    const wrong = await upload({ sheet: await workbook([row('Ann')], HEADERS.map((header) => (header === 'City' ? 'Town' : header))) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ xlsxBuffer: "The sheet has a wrong header row: column F is headed 'Town', which is not a column of the sheet; the header row (row 1) lacks City." });
  });

  it('refuses a cart line that the storefront does not sell, naming the line', async () => {
    const sheet = await workbook([row('Ann')]);
    const before = await orderCount();
    const unknown = await upload({ sheet, cart: [{ productTitle: 'Moon Roses', variantTitle: 'Standard', productType: 'Flowers', quantity: 1 }] });
    expect(unknown.body).toEqual({ error: 'Orders Failed!', detail: "Cart (0 productTitle): 'Moon Roses' is not a product of the shop.", fields: { 'cart.0.productTitle': "'Moon Roses' is not a product of the shop" } });
    const size = await upload({ sheet, cart: [CART[0], { productTitle: 'Sunny Days', variantTitle: 'Huge', productType: 'Flowers', quantity: 1 }] });
    expect(size.body.fields).toEqual({ 'cart.1.variantTitle': "'Huge' is not a variant of Sunny Days (Standard, Deluxe, Grand)" });
    const type = await upload({ sheet, cart: [{ productTitle: 'Sunny Days', variantTitle: 'Standard', productType: 'Vase', quantity: 1 }] });
    expect(type.body.fields).toEqual({ 'cart.0.productType': 'Sunny Days is a Flowers product, not Vase' });
    expect((await upload({ sheet, cart: [] })).body.fields).toHaveProperty('cart');
    expect((await upload({ sheet, cart: '[{' })).body.fields).toEqual({ cart: 'is not JSON text (a list of cart lines)' });
    expect((await upload({ sheet, texts: { shippingType: 'Express' } })).body.fields).toEqual({ shippingType: 'must be one of Standard, Same Address' });
    expect(await orderCount()).toBe(before);
  });

  it('Same Address: every row at the first row\'s address, one delivery fee and the $2 same-address delivery for the others', async () => {
    const differing = await upload({ sheet: await workbook([row('Ann'), row('Bob', { Address: '1 Other St' })]), texts: { shippingType: 'Same Address' } });
    expect(differing.body.rows).toEqual([{ row: 3, reason: "Row 3: the address is not row 2's, and Same Address shipping sends every order to one address" }]);
    const same = await upload({ sheet: await workbook([row('Ann'), row('Bob')]), texts: { shippingType: 'Same Address' } });
    expect(same.status).toBe(200);
    const [first, second] = await Promise.all((same.body.orders ?? []).map((name) => findOrderByName(db, name)));
    expect(first?.lineItems.at(-1)?.productTitle).toBe('Delivery Fee');
    expect(second?.lineItems.at(-1)).toMatchObject({ productTitle: 'Same Address Delivery', price: '2.00' });
    expect(second?.deliveryRate).toBe('Same Address Delivery');
  });
});

describe('POST /orders/bulk and the catalogue stock', () => {
  async function stock(sku: string): Promise<{ quantity: number; forSale: boolean }> {
    const { rows } = await db.query<{ quantity: number; for_sale: boolean }>('select quantity_available as quantity, available_for_sale as for_sale from storefront_variant where sku = $1', [sku]);
    const found = rows[0];
    if (!found) throw new Error(`no variant ${sku}`);
    return { quantity: found.quantity, forSale: found.for_sale };
  }

  it('takes what the orders take from the stock: each line times the orders, and each delivery fee', async () => {
    const before = { roses: await stock('LUXE-RED-ROSES-S'), truffles: await stock('CHOCOLATE-TRUFFLES'), fee: await stock('DELIVERY-FEE') };
    const cart = [
      { productTitle: 'Luxe Red Roses', variantTitle: 'Standard', productType: 'Flowers', quantity: 2 },
      { productTitle: 'Chocolate Truffles', variantTitle: 'Default Title', productType: 'Gift-adds', quantity: 3 },
    ];
    const answer = await upload({ sheet: await workbook([row('Ann'), row('Bob'), row('Cy')]), cart });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await stock('LUXE-RED-ROSES-S')).toEqual({ quantity: before.roses.quantity - 6, forSale: true });
    expect((await stock('CHOCOLATE-TRUFFLES')).quantity).toBe(before.truffles.quantity - 9);
    expect((await stock('DELIVERY-FEE')).quantity).toBe(before.fee.quantity - 3);
  });

  it('refuses the whole upload when a line asks more than is in stock, naming the line; nothing is written or taken', async () => {
    const orders = await orderCount();
    const roses = await stock('LUXE-RED-ROSES-GRD');
    const truffles = await stock('CHOCOLATE-TRUFFLES');
    expect(roses.quantity).toBe(5);
    const cart = [
      { productTitle: 'Chocolate Truffles', variantTitle: 'Default Title', productType: 'GiftAdds', quantity: 1 },
      { productTitle: 'Luxe Red Roses', variantTitle: 'Grand', productType: 'Flowers', quantity: 3 },
      { productTitle: 'Teddy Bear', variantTitle: 'Default Title', productType: 'GiftAdds', quantity: 1 },
    ];
    const answer = await upload({ sheet: await workbook([row('Ann'), row('Bob')]), cart });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'Orders Failed!',
      detail: 'Cart (1 quantity): asks for 6 Luxe Red Roses Grand in all (2 orders); only 5 are in stock. Cart (2 quantity): asks for 2 Teddy Bear in all (2 orders); none are in stock.',
      fields: {
        'cart.1.quantity': 'asks for 6 Luxe Red Roses Grand in all (2 orders); only 5 are in stock',
        'cart.2.quantity': 'asks for 2 Teddy Bear in all (2 orders); none are in stock',
      },
    });
    expect(await orderCount()).toBe(orders);
    expect(await stock('LUXE-RED-ROSES-GRD')).toEqual(roses);
    expect(await stock('CHOCOLATE-TRUFFLES')).toEqual(truffles);
  });

  it('takes the last of a variant, which is then no longer for sale, and the next upload asking for it is refused', async () => {
    const cart = [{ productTitle: 'Luxe Red Roses', variantTitle: 'Grand', productType: 'Flowers', quantity: 5 }];
    const answer = await upload({ sheet: await workbook([row('Ann')]), cart });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await stock('LUXE-RED-ROSES-GRD')).toEqual({ quantity: 0, forSale: false });
    const again = await upload({ sheet: await workbook([row('Bob')]), cart: [{ ...cart[0], quantity: 1 }] });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ 'cart.0.quantity': 'asks for 1 Luxe Red Roses Grand in all (1 order); none are in stock' });
  });

  it('orders a gift set found among the bouquets with its own type, and takes it from the stock', async () => {
    const before = await stock('COZY-NIGHT-IN-DX');
    const answer = await upload({ sheet: await workbook([row('Ann')]), cart: [{ productTitle: 'Cozy Night In Gift Set', variantTitle: 'Deluxe', productType: 'Bundle', quantity: 2 }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const order = await findOrderByName(db, answer.body.orders?.[0] ?? '');
    expect(order?.lineItems[0]).toMatchObject({ productTitle: 'Cozy Night In Gift Set', variantTitle: 'Deluxe', productType: 'Bundle', sku: 'COZY-NIGHT-IN-DX', quantity: 2 });
    expect((await stock('COZY-NIGHT-IN-DX')).quantity).toBe(before.quantity - 2);
  });
});
