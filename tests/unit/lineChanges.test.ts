import { describe, expect, it } from 'vitest';
import type { CatalogueVariant } from '../../server/api/admin/orders/catalogueVariants';
import { changesLines, planLineChanges, type InventoryChange } from '../../server/api/admin/orders/lineChanges';
import type { StoredLineItem } from '../../server/api/admin/orders/orderStore';

const variant = (sku: string, productTitle: string, productType: string, variantTitle = 'Default Title', price = '10.00'): CatalogueVariant => ({ variantId: sku.length, productTitle, productType, variantTitle, sku, price });
const SUNNY = variant('SUNNY-DAYS-S', 'Sunny Days', 'Flowers', 'Standard', '65.00');
const MEADOW = variant('WILD-MEADOW-DX', 'Wild Meadow', 'Flowers', 'Deluxe', '70.00');
const TRUFFLES = variant('CHOCOLATE-TRUFFLES', 'Chocolate Truffles', 'Gift-adds', 'Default Title', '12.00');
const BALLOON = variant('HAPPY-BIRTHDAY-BALLOON', 'Happy Birthday Balloon', 'Gift-adds', 'Default Title', '8.00');
const VASE = variant('CONTEMPORARY-MODERN', 'Contemporary Modern', 'Vase');

const line = (id: number, from: CatalogueVariant, quantity: number): StoredLineItem => ({ id, position: id, productTitle: from.productTitle, variantTitle: from.variantTitle, productType: from.productType, sku: from.sku, variantId: `gid://shopify/ProductVariant/${from.variantId}`, quantity, price: from.price, properties: [{ name: 'Delivery Date', value: '2026-12-24' }] });
/** A line as the plan writes it: the stored columns, without the variant id read from the SKU. */
const stored = ({ variantId: _variantId, ...columns }: StoredLineItem) => columns;
const ORDER = [line(1, SUNNY, 1), line(2, TRUFFLES, 2), line(3, VASE, 1)];
const change = (index: number, type: InventoryChange['type'], of: CatalogueVariant, quantity: number): InventoryChange => ({ index, type, variant: of, quantity });

describe('planLineChanges', () => {
  it('replaces the bouquet line in place, keeping its properties, and nets the stock: the new one taken, the old one given back', () => {
    const planning = planLineChanges(ORDER, [change(0, 'bouquet', MEADOW, 1)]);
    if (!planning.ok) throw new Error('refused');
    expect(planning.plan.updated).toEqual([{ ...stored(line(1, MEADOW, 1)), properties: [{ name: 'Delivery Date', value: '2026-12-24' }] }]);
    expect(planning.plan.take).toEqual([{ sku: 'WILD-MEADOW-DX', productTitle: 'Wild Meadow', variantTitle: 'Deluxe', quantity: 1 }]);
    expect(planning.plan.giveBack).toEqual([{ sku: 'SUNNY-DAYS-S', productTitle: 'Sunny Days', variantTitle: 'Standard', quantity: 1 }]);
    expect(planning.plan.takenBy.get('WILD-MEADOW-DX')).toBe('inventories.0.quantity');
  });

  it('adds to an add-on line the order has, makes a new line after the last position otherwise, and removes lines taken to 0', () => {
    const planning = planLineChanges(ORDER, [change(0, '+', TRUFFLES, 1), change(1, '+', BALLOON, 3), change(2, '-', TRUFFLES, 3)]);
    if (!planning.ok) throw new Error('refused');
    expect(planning.plan.updated).toEqual([]);
    expect(planning.plan.deleted).toEqual([2]);
    expect(planning.plan.inserted).toEqual([{ position: 4, productTitle: 'Happy Birthday Balloon', variantTitle: 'Default Title', productType: 'Gift-adds', sku: 'HAPPY-BIRTHDAY-BALLOON', quantity: 3, price: '8.00', properties: [] }]);
    expect(planning.plan.take.map((demand) => [demand.sku, demand.quantity])).toEqual([['HAPPY-BIRTHDAY-BALLOON', 3]]);
    expect(planning.plan.giveBack.map((demand) => [demand.sku, demand.quantity])).toEqual([['CHOCOLATE-TRUFFLES', 2]]);
  });

  it('refuses a removal beyond the ordered quantity and products of the wrong type, by field', () => {
    expect(planLineChanges(ORDER, [change(0, '-', TRUFFLES, 3), change(1, '-', BALLOON, 1), change(2, '+', VASE, 1), change(3, 'bouquet', TRUFFLES, 1)])).toEqual({
      ok: false,
      fields: {
        'inventories.0.quantity': 'removes 3 Chocolate Truffles; the order has 2',
        'inventories.1.quantity': 'removes 1 Happy Birthday Balloon; the order has none',
        'inventories.2.id': 'Contemporary Modern is a Vase product, not an add-on (Gift-adds)',
        'inventories.3.id': 'Chocolate Truffles is a Gift-adds product, not a bouquet (Flowers, Bundle, Curated_Bundle)',
      },
    });
  });

  it('refuses a line past what the order store holds: position 500, quantity 10,000', () => {
    const full = Array.from({ length: 500 }, (_, index) => ({ ...line(index + 1, SUNNY, 1), sku: `SKU-${index}` }));
    expect(planLineChanges(full, [change(0, '+', BALLOON, 1)])).toEqual({ ok: false, fields: { 'inventories.0.quantity': 'would put a line past the 500 an order can hold' } });
    expect(planLineChanges([line(2, TRUFFLES, 9_950)], [change(0, '+', TRUFFLES, 60)])).toEqual({ ok: false, fields: { 'inventories.0.quantity': 'would make 10010 Chocolate Truffles on one line; a line holds at most 10000' } });
  });

  it('sees no change in a bouquet replaced by itself, and adds a bouquet line to an order without one', () => {
    const same = planLineChanges(ORDER, [change(0, 'bouquet', SUNNY, 1)]);
    expect(same.ok && !changesLines(same.plan) && same.plan.take.length + same.plan.giveBack.length === 0).toBe(true);
    const none = planLineChanges([line(2, TRUFFLES, 1)], [change(0, 'bouquet', MEADOW, 2)]);
    expect(none.ok && none.plan.inserted.map((item) => [item.sku, item.quantity, item.position])).toEqual([['WILD-MEADOW-DX', 2, 3]]);
  });
});
