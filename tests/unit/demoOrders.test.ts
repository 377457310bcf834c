import { describe, expect, it } from 'vitest';
import { catalogueProducts } from '../../server/db/seed/catalogue';
import { DEMO_ORDER_COUNT, demoOrders } from '../../server/db/seed/orders';

const orders = demoOrders('2026-11-26');
const byName = (name: string) => orders[Number(name.slice(1)) - 1001];

describe('the demo orders', () => {
  it('are the same on every seed of a day, 40 of them, in eight provinces', () => {
    expect(demoOrders('2026-11-26')).toEqual(orders);
    expect(orders).toHaveLength(DEMO_ORDER_COUNT);
    expect(new Set(orders.map((order) => order.shipping.provinceCode))).toEqual(new Set(['MB', 'SK', 'AB', 'BC', 'ON', 'QC', 'NS', 'PE']));
  });

  it('order only what the catalogue sells, by its titles and SKUs', () => {
    const skus = new Map(catalogueProducts('0000', '0000').flatMap((product) => product.variants.map((variant) => [variant.sku, variant.title] as const)));
    for (const order of orders) for (const item of order.lineItems) expect(skus.get(item.sku), item.sku).toBe(item.variantTitle);
  });

  it('hold every case 001 warns about, with dates counted from the seed day', () => {
    expect(byName('#1001')?.deliveryDate).toBe('2026-11-27');
    expect(byName('#1003')?.tags).toContain('pulled');
    expect(byName('#1004')?.tags).toContain('sent');
    expect(byName('#1005')?.status).toBe('cancelled');
    expect(byName('#1006')?.status).toBe('closed');
    expect(byName('#1007')?.status).toBe('fulfilled');
    expect(byName('#1008')?.deliveryDate).toBe('2026-11-23');
    expect(byName('#1009')?.tags).toEqual(expect.arrayContaining(['REPLACEMENT_AUTOMATION', 'ORIGINAL_ORDER_#1008']));
    expect(byName('#1010')?.lineItems[0]?.productTitle).toBe('Wild Meadow - Grand');
    expect(byName('#1002')?.lineItems.filter((item) => item.quantity === 2).map((item) => item.productTitle)).toEqual(['Chocolate Truffles', 'Happy Birthday Balloon']);
  });

  it('count their dates in Winnipeg across a daylight saving change', () => {
    expect(demoOrders('2027-03-13')[0]?.deliveryDate).toBe('2027-03-14');
  });
});
