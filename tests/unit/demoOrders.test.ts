import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { catalogueProducts } from '../../server/db/seed/catalogue';
import { offeredVariant } from '../../server/db/seed/orderStock';
import { DEMO_ORDER_COUNT, DEMO_ORDERS, demoOrderPostalCodes, demoOrders } from '../../server/db/seed/orders';
import { REGIONS } from '../../server/db/seed/places';
import { PROVINCE_POSTAL_LETTERS } from '../../server/db/seed/postalCodes';
import { CITY_REGION_TAGS } from '../../server/db/seed/rates';
import { weekCode } from '../../shared/weekCodes';

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

  it('are delivered to a town of their region, at a valid postal code of its province, the one the seed files', () => {
    for (const order of orders) {
      const region = REGIONS.find((candidate) => candidate.tag === order.regionTag);
      expect(region?.zones.flatMap((zone) => zone.towns), order.shipping.city).toContain(order.shipping.city);
      expect(order.regionCode).toBe(region?.warehouseSku.toUpperCase());
      expect(order.shipping.postalCode).toMatch(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/);
      expect(PROVINCE_POSTAL_LETTERS[region?.provinceCode ?? '']).toContain(order.shipping.postalCode.charAt(0));
    }
    expect(demoOrderPostalCodes()).toEqual(orders.map((order) => ({ postalCode: order.shipping.postalCode, regionTag: order.regionTag, city: order.shipping.city })));
  });

  // Every day of a week, so each weekday's split between this week's and next week's codes is met.
  const week = Array.from({ length: 7 }, (_, offset) => DateTime.fromISO('2026-11-26').plus({ days: offset }).toISODate() ?? '');
  it.each(week)('seeded on %s, order what the editors offer with stock for the region and week, in a window the zone offers', (today) => {
    const products = catalogueProducts(weekCode(today), weekCode(DateTime.fromISO(today).plus({ weeks: 1 }).toISODate() ?? ''));
    for (const [index, order] of demoOrders(today).entries()) {
      const name = `#${1001 + index}`;
      const context = { regionCode: order.regionCode ?? '', week: weekCode(order.deliveryDate && order.deliveryDate > today ? order.deliveryDate : today) };
      for (const item of order.lineItems) {
        const product = products.find((candidate) => item.productTitle === candidate.title || item.productTitle === `${candidate.title} - ${item.variantTitle}`);
        const offered = product && offeredVariant(product, item.variantTitle, context);
        if (name === DEMO_ORDERS.french && item.productTitle === 'Scented Candle') expect(offered, 'not for sale on purpose').toBeUndefined();
        else expect(offered, `${name} ${item.productTitle} ${item.variantTitle}`).toBeDefined();
      }
      const sameDayCity = order.deliveryDate === today && CITY_REGION_TAGS.includes(order.regionTag ?? '');
      expect(sameDayCity ? ['Anytime (8am - 8pm)', 'Morning Rush (8am - 10am)'] : ['Anytime (8am - 8pm)'], name).toContain(order.deliveryRate);
    }
  });
});
