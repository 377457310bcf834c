import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { Order, ReplacementOrder, ReplacementOrderAnswer } from '../../runtime/generated/entities';
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

const PATH = '/orders/replace';

const orderNamed = (name: string) => orderNamedBy(api, name);

const stockOf = async (sku: string) => {
  const { rows } = await db.query<{ quantity_available: number }>('select quantity_available from storefront_variant where sku = $1', [sku]);
  return rows[0]?.quantity_available ?? -1;
};

async function counts(): Promise<{ orders: number; audit: number; stock: number[]; original: Order }> {
  const { rows } = await db.query<{ orders: number; audit: number }>('select (select count(*)::int from shop_order) as orders, (select count(*)::int from audit_log) as audit');
  return { orders: rows[0]?.orders ?? 0, audit: rows[0]?.audit ?? 0, stock: await Promise.all(['WILD-MEADOW-DX', 'CHOCOLATE-TRUFFLES', 'SUNNY-DAYS-GRD'].map(stockOf)), original: await orderNamed(DEMO_ORDERS.pastDate) };
}

const usDate = (days: number) => DateTime.fromISO(businessToday(new Date()), { zone: BUSINESS_ZONE }).plus({ days }).toFormat('MM/dd/yyyy');

const payload = (patch: Partial<ReplacementOrder> = {}): ReplacementOrder => ({
  originalOrder: DEMO_ORDERS.pastDate,
  firstName: 'Nadia',
  lastName: 'Friesen',
  contactName: 'Nadia',
  contactNumber: '(204) 555-0142',
  deliveryAddress: '12 Main Street',
  apartmentNumber: 'Unit 4',
  buzzerCode: '0412',
  addressType: 'Apartment/Complex',
  city: 'Transcona',
  provinceCode: 'MB',
  postalCode: 'r2c 1a1',
  regionCode: 'MB',
  deliveryDate: usDate(3),
  deliveryRate: 'Anytime (8am - 8pm)',
  deliveryNotes: 'Leave with the concierge.',
  cardType: 'Thinking of You Card',
  cardMessage: 'So sorry we missed you.',
  locale: 'en-ca',
  occasion: 'Birthday',
  relationship: 'Friend',
  discountCode: '',
  alertsEmail: 'amo@example.com',
  sender: { email: 'care@example.com' },
  products: [
    { productTitle: 'wild meadow', variantTitle: 'Deluxe', productType: 'Flowers', weekCode: '4826', warehouse: 'mb', quantity: 1 },
    { productTitle: 'Chocolate Truffles', variantTitle: 'Default Title', productType: 'Gift-adds', quantity: 2 },
    { productTitle: 'Thinking of You Card', variantTitle: 'Default Title', productType: 'Card', quantity: 1 },
  ],
  tags: ['VIP', 'replacement_automation'],
  note: 'Replacement requested by phone.',
  noteToOriginalOrder: 'The first delivery was missed.',
  noteAttributes: [{ name: 'originalOrder', value: '#1' }, { name: '_source', value: 'console' }],
  ...patch,
});

describe('POST /orders/replace', () => {
  it('creates the replacement with its tags, note attribute, products from the stock and delivery, and notes the original, in one audited call', async () => {
    const before = await counts();
    const sent = payload();
    const answer = await api.post<ReplacementOrderAnswer>(PATH, sent);
    expect(answer.status).toBe(201);
    expect(answer.body.originalOrder).toBe('#1008');
    expect(answer.body.message).toBe(`Order Replacement: Done. ${answer.body.orderName} replaces #1008 (3 products, delivery ${sent.deliveryDate}).`);

    const created = await orderNamed(answer.body.orderName);
    expect(created).toMatchObject({
      email: 'care@example.com',
      sender: { email: 'care@example.com' },
      tags: ['REPLACEMENT_AUTOMATION', 'ORIGINAL_ORDER_#1008', 'VIP'],
      deliveryDate: DateTime.fromFormat(sent.deliveryDate, 'MM/dd/yyyy').toISODate(),
      region: 'Winnipeg',
      regionCode: 'MB',
      province: 'Manitoba',
      provinceCode: 'MB',
      postalCode: 'R2C 1A1',
      apartmentNumber: 'Unit 4',
      buzzerCode: '0412',
      addressType: 'Apartment/Complex',
      bouquetName: 'Wild Meadow',
      bouquetSize: 'Deluxe',
      addons: 'Chocolate Truffles (x2)',
      cardType: 'Thinking of You Card',
      message: 'So sorry we missed you.',
      deliveryRate: 'Anytime (8am - 8pm)',
      relationship: 'Friend',
      cname: 'Nadia',
      note: 'Replacement requested by phone.',
      status: 'open',
    });
    expect(created.noteAttributes).toEqual([{ name: 'originalOrder', value: '#1008' }, { name: 'alertsEmail', value: 'amo@example.com' }, { name: '_source', value: 'console' }]);
    expect(created.lineItems[0]?.properties).toEqual(expect.arrayContaining([{ name: '_weekCode', value: '4826' }, { name: '_warehouse', value: 'mb' }]));
    expect(await stockOf('WILD-MEADOW-DX')).toBe((before.stock[0] ?? 0) - 1);
    expect(await stockOf('CHOCOLATE-TRUFFLES')).toBe((before.stock[1] ?? 0) - 2);

    const original = await orderNamed(DEMO_ORDERS.pastDate);
    expect(original.note.endsWith(`Replaced by ${answer.body.orderName} (${sent.deliveryDate}): The first delivery was missed.`)).toBe(true);
    expect(original.version).toBe(before.original.version + 1);
    const audit = await db.query<{ entity: string }>("select distinct entity from audit_log where path = '/api/admin/orders/replace' order by entity");
    expect(audit.rows.map((row) => row.entity)).toEqual(['order', 'order-line-item']);
  });

  it('takes a delivery date of today in Winnipeg', async () => {
    const answer = await api.post<ReplacementOrderAnswer>(PATH, payload({ deliveryDate: usDate(0), products: [{ productTitle: 'Sunny Days', variantTitle: 'Standard', productType: 'Flowers', quantity: 1 }] }));
    expect(answer.status).toBe(201);
    expect((await orderNamed(answer.body.orderName)).deliveryDate).toBe(businessToday(new Date()));
  });

  it('refuses what 001 §5 and §9 refuse, an unknown original, product or region, no bouquet and more than the stock, naming the field; nothing is written or taken', async () => {
    const before = await counts();
    const bouquet = { productTitle: 'Wild Meadow', variantTitle: 'Deluxe', productType: 'Flowers' as const, quantity: 1 };
    const refusals: [Partial<ReplacementOrder>, string[], RegExp?][] = [
      [{ deliveryDate: usDate(-1) }, ['deliveryDate'], /before today in Winnipeg/],
      [{ deliveryDate: '02/30/2030' }, ['deliveryDate'], /no calendar date/],
      [{ deliveryDate: '2030-02-01' }, ['deliveryDate']],
      [{ originalOrder: '#99999' }, ['originalOrder'], /There is no order #99999/],
      [{ regionCode: 'ZZ' }, ['regionCode']],
      [{ products: [{ ...bouquet, productTitle: 'Moonflowers' }] }, ['products.0.productTitle']],
      [{ products: [{ ...bouquet, variantTitle: 'Huge' }] }, ['products.0.variantTitle'], /Standard, Deluxe, Grand/],
      [{ products: [{ ...bouquet, productType: 'Vase' }] }, ['products.0.productType']],
      [{ products: [{ productTitle: 'Chocolate Truffles', variantTitle: 'Default Title', productType: 'Gift-adds', quantity: 1 }] }, ['products'], /Bouquet Name can't be empty/],
      [{ products: [{ ...bouquet, quantity: 1 }, { productTitle: 'Sunny Days', variantTitle: 'Grand', productType: 'Flowers', quantity: 1 }] }, ['products.1.quantity'], /none are in stock/],
      // A body the console's types forbid: sent as JSON all the same.
      [{ products: [] } as unknown as Partial<ReplacementOrder>, ['products']],
      [{ firstName: 'N'.repeat(51) }, ['firstName']],
      [{ contactName: '' }, ['contactName']],
      [{ contactNumber: '2'.repeat(15) }, ['contactNumber']],
      [{ deliveryAddress: 'a'.repeat(151) }, ['deliveryAddress']],
      [{ apartmentNumber: 'a'.repeat(51) }, ['apartmentNumber']],
      [{ buzzerCode: '1'.repeat(21) }, ['buzzerCode']],
      [{ deliveryNotes: 'n'.repeat(201) }, ['deliveryNotes']],
      [{ cardMessage: 'm'.repeat(801) }, ['cardMessage']],
      [{ postalCode: 'R2C 1A1X' }, ['postalCode']],
      [{ postalCode: 'R2C1' }, ['postalCode']],
      [{ addressType: 'Cabin' as ReplacementOrder['addressType'] }, ['addressType']],
      [{ relationship: 'Cousin' as ReplacementOrder['relationship'] }, ['relationship']],
      [{ locale: 'de-de' as ReplacementOrder['locale'] }, ['locale']],
      [{ sender: { email: 'not an e-mail' } }, ['sender.email']],
      [{ tags: ['t'.repeat(51)] }, ['tags.0']],
    ];
    for (const [patch, fields, error] of refusals) {
      const body = expectFieldErrors(await api.post(PATH, payload(patch)), 400, fields);
      if (error) expect(body.error).toMatch(error);
    }
    expect(await counts()).toEqual(before);
  });

  it('needs the bearer token', async () => {
    expect(expectJsonError(await callApi(origin, `/api/admin${PATH}`, { method: 'POST', json: payload() }), 401).error).toMatch(/Sign-in required/);
  });
});
