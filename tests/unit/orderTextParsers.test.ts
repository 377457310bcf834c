import { describe, expect, it } from 'vitest';
import { orderAnswer } from '../../server/api/admin/orders/orderAnswer';
import type { StoredLineItem, StoredOrder } from '../../server/api/admin/orders/orderStore';
import { parseAddonsText } from '../../src/domain/orders/addonsText';
import { orderBouquet, orderedBouquetQuantity, parseBouquetLine } from '../../src/domain/orders/bouquetLine';

/** A stored order whose lines each test gives (the service writes its add-ons text from them). */
const ORDER_BASE: StoredOrder = {
  id: 2, number: 1002, name: '#1002', createdAt: '2026-11-26T00:00:00.000Z', email: 'a@example.com', firstName: 'Ava', lastName: 'Roy',
  phone: '204-555-0101', address: '1 Main Street', apartment: '', buzzer: '', city: 'Transcona', province: 'Manitoba', provinceCode: 'MB',
  postalCode: 'R2C 1A1', addressType: 'House', regionTag: 'Winnipeg', regionCode: 'MB', deliveryDate: '2026-12-10',
  deliveryRate: 'Anytime (8am - 8pm)', deliveryNotes: '', cardType: 'No Card', cardMessage: '', messageCardImage: '', lang: 'en-ca', consent: 'Yes',
  relationship: 'Friend', occasion: 'Birthday', contactName: 'Liam Roy', senderEmail: 'l@example.com', status: 'open', fulfillmentStatus: 'unfulfilled',
  tags: [], note: '', noteAttributes: [], version: 1, lineItems: [],
};

describe("the order's add-ons text (001 §3: 'Name (x2)')", () => {
  it('reads the seeded forms: each name with its quantity, 1 without (x N)', () => {
    expect(parseAddonsText('Chocolate Truffles (x2), Happy Birthday Balloon (x2)')).toEqual([
      { name: 'Chocolate Truffles', quantity: 2 },
      { name: 'Happy Birthday Balloon', quantity: 2 },
    ]);
    expect(parseAddonsText('Chocolate Truffles (x2), Teddy Bear')).toEqual([
      { name: 'Chocolate Truffles', quantity: 2 },
      { name: 'Teddy Bear', quantity: 1 },
    ]);
    expect(parseAddonsText('Scented Candle')).toEqual([{ name: 'Scented Candle', quantity: 1 }]);
  });

  it('is tolerant of extra spaces, an upper-case X and spaces in the brackets', () => {
    expect(parseAddonsText('  Teddy   Bear (X3) ,Scented Candle( x 2 ),  ')).toEqual([
      { name: 'Teddy Bear', quantity: 3 },
      { name: 'Scented Candle', quantity: 2 },
    ]);
  });

  it('gives nothing for an empty text, a blank item, a bare quantity, (x0), or anything that is not text, without throwing', () => {
    expect(parseAddonsText('')).toEqual([]);
    expect(parseAddonsText(' , ,')).toEqual([]);
    expect(parseAddonsText('(x2), Teddy Bear (x0)')).toEqual([]);
    for (const odd of [undefined, null, 3, ['Teddy Bear'], { name: 'Teddy Bear' }]) expect(parseAddonsText(odd)).toEqual([]);
  });

  it('keeps a text it cannot count as the name, and an item named twice twice', () => {
    expect(parseAddonsText('Balloon (two), Balloon')).toEqual([
      { name: 'Balloon (two)', quantity: 1 },
      { name: 'Balloon', quantity: 1 },
    ]);
  });

  it("reads back what the order query writes (the service's own add-ons text)", () => {
    const line = (id: number, productTitle: string, productType: string, quantity: number): StoredLineItem => ({
      id, position: id, productTitle, variantTitle: 'Default Title', sku: `SKU-${id}`, variantId: `gid://shopify/ProductVariant/${id}`, productType, quantity, price: '10.00', properties: [],
    });
    const lineItems = [line(1, 'Sunny Days', 'Flowers', 1), line(2, 'Chocolate Truffles', 'Gift-adds', 2), line(3, 'Teddy Bear', 'Gift-adds', 1), line(4, 'Scented Candle', 'Gift-adds', 12)];
    const addons = orderAnswer({ ...ORDER_BASE, lineItems }, undefined).addons;
    expect(parseAddonsText(addons)).toEqual([
      { name: 'Chocolate Truffles', quantity: 2 },
      { name: 'Teddy Bear', quantity: 1 },
      { name: 'Scented Candle', quantity: 12 },
    ]);
  });
});

describe("the old bouquet line (001 §3: 'Name - Size')", () => {
  it('splits the seeded line into bouquet and size; a line without " - " is a bouquet with no size', () => {
    expect(parseBouquetLine('Wild Meadow - Grand')).toEqual({ bouquet: 'Wild Meadow', size: 'Grand' });
    expect(parseBouquetLine('Sunny Days')).toEqual({ bouquet: 'Sunny Days', size: undefined });
  });

  it('is tolerant of extra spaces, keeps a hyphenated name whole, and splits at the last " - "', () => {
    expect(parseBouquetLine('  Wild   Meadow   -   Grand ')).toEqual({ bouquet: 'Wild Meadow', size: 'Grand' });
    expect(parseBouquetLine('Forget-me-not')).toEqual({ bouquet: 'Forget-me-not', size: undefined });
    expect(parseBouquetLine('Roses - Red - Deluxe')).toEqual({ bouquet: 'Roses - Red', size: 'Deluxe' });
  });

  it('gives a blank bouquet for a blank line or anything that is not text, and a dangling hyphen stays in the name', () => {
    expect(parseBouquetLine('')).toEqual({ bouquet: '', size: undefined });
    expect(parseBouquetLine(null)).toEqual({ bouquet: '', size: undefined });
    expect(parseBouquetLine(42)).toEqual({ bouquet: '', size: undefined });
    expect(parseBouquetLine('Wild Meadow -')).toEqual({ bouquet: 'Wild Meadow -', size: undefined });
    expect(parseBouquetLine('- Grand')).toEqual({ bouquet: '- Grand', size: undefined });
  });

  it("takes an order's size from its bouquetSize, else from the line", () => {
    expect(orderBouquet('Wild Meadow - Grand', 'Grand')).toEqual({ bouquet: 'Wild Meadow', size: 'Grand' });
    expect(orderBouquet('Sunny Days', 'Deluxe')).toEqual({ bouquet: 'Sunny Days', size: 'Deluxe' });
    expect(orderBouquet('Wild Meadow - Grand', ' ')).toEqual({ bouquet: 'Wild Meadow', size: 'Grand' });
    expect(orderBouquet('', '')).toEqual({ bouquet: '', size: undefined });
  });

  it("counts the order's bouquets from its first bouquet line, 1 when it has none", () => {
    const lines = [{ productType: 'Delivery', quantity: 1 }, { productType: 'Bundle', quantity: 2 }, { productType: 'Flowers', quantity: 5 }];
    expect(orderedBouquetQuantity(lines)).toBe(2);
    expect(orderedBouquetQuantity([{ productType: 'Gift-adds', quantity: 3 }])).toBe(1);
    expect(orderedBouquetQuantity(undefined)).toBe(1);
    expect(orderedBouquetQuantity([null, 'x', { productType: 'Flowers', quantity: 0 }])).toBe(1);
  });
});
