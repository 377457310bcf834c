import { describe, expect, it } from 'vitest';
import { ALL_REGIONS, catalogueProducts, DEFAULT_VARIANT_TITLE } from '../../server/db/seed/catalogue';

const products = catalogueProducts('4826', '4926');

describe('storefront catalogueProducts', () => {
  it('has every product type of the specification', () => {
    expect(new Set(products.map((product) => product.productType))).toEqual(
      new Set(['Flowers', 'Bundle', 'Curated_Bundle', 'Vase', 'Gift-adds', 'Card', 'Delivery']),
    );
  });

  it('sizes bouquets Standard S, Deluxe DX, Grand GRD and gives the others the Default Title variant', () => {
    const sunny = products.find((product) => product.handle === 'sunny-days');
    expect(sunny?.variants.map((variant) => [variant.title, variant.sku])).toEqual([
      ['Standard', 'SUNNY-DAYS-S'],
      ['Deluxe', 'SUNNY-DAYS-DX'],
      ['Grand', 'SUNNY-DAYS-GRD'],
    ]);
    for (const product of products.filter((item) => ['Vase', 'Gift-adds', 'Card', 'Delivery'].includes(item.productType))) {
      expect(product.variants.map((variant) => variant.title)).toEqual([DEFAULT_VARIANT_TITLE]);
    }
  });

  it('tags bouquets with the given week codes and region codes, and cards by week, ongoing or not this week', () => {
    const sunny = products.find((product) => product.handle === 'sunny-days');
    expect(sunny?.tags).toEqual(expect.arrayContaining(['4826', '4926', ...ALL_REGIONS]));
    const winter = products.find((product) => product.handle === 'winter-whites');
    expect(winter?.tags).toContain('4926');
    expect(winter?.tags).not.toContain('4826');
    const cardTags = Object.fromEntries(products.filter((product) => product.productType === 'Card').map((card) => [card.handle, card.tags]));
    expect(cardTags['happy-birthday-card']).toContain('4826');
    expect(cardTags['congratulations-card']).toEqual(expect.arrayContaining(['card-ongoing', 'not-4826']));
  });

  it('has the Contemporary Modern vase, the $2 same-address delivery and unique handles and SKUs', () => {
    expect(products.find((product) => product.title === 'Contemporary Modern')?.productType).toBe('Vase');
    expect(products.find((product) => product.handle === 'same-address-delivery')?.variants[0]?.price).toBe('2.00');
    const skus = products.flatMap((product) => product.variants.map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
    expect(new Set(products.map((product) => product.handle)).size).toBe(products.length);
  });
});
