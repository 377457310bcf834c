import { describe, expect, it } from 'vitest';
import checkoutSchema from '../../schemas/entities/checkout-record.schema.json';
import { savedCarts } from '../../src/domain/checkout/savedCarts';
import { bodyValidator } from '../../server/api/validate';

/** The service's own cart rule, so a cart read back is one it would save again. */
const validCart = bodyValidator<unknown>({ ...checkoutSchema.$defs.cart, $defs: checkoutSchema.$defs });

/** The cart of the seeded saved checkout DemoCkt (server/db/seed/checkouts.ts). */
const DEMO_CART = { firstName: 'Marie', lastName: 'Tremblay', cname: 'Marie', phone: '(204) 555-0101', address: '1 Regent Ave W', city: 'Transcona', province: 'Manitoba', postalCode: 'R2C 1B3', lang: 'en-ca', sameAddress: false };

const OURS = {
  firstName: 'Ana',
  deliveryRate: 'Anytime (8am - 8pm)',
  deliveryRateItem: { value: 'Anytime (8am - 8pm)', id: '', sku: '', price: 12 },
  bouquetSizeItem: { value: 'Deluxe', id: 'gid://shopify/ProductVariant/12', sku: 'SUNNY-DAYS-DX', price: 75 },
  addons: [{ value: 'Teddy Bear', id: 'gid://shopify/ProductVariant/31', price: 20, quantity: 2, sku: 'TEDDY' }],
  addonsStr: 'Teddy Bear (x2)',
};

/** A cart of the older tool: its items under older names, `title` instead of value, prices as text. */
const OLDER = {
  firstName: 'Luc',
  deliveryRateObj: { title: 'Anytime (8am - 8pm)', id: '', sku: '', price: '12.00' },
  bouquetObj: { title: 'Grand', id: 'gid://shopify/ProductVariant/13', sku: 'SUNNY-DAYS-GRD', price: '95.00' },
  vaseObj: { title: 'Clear Vase', id: 'gid://shopify/ProductVariant/40', sku: 'VASE-CLEAR', price: 15 },
  cardObj: { title: 'Birthday Card', id: 'gid://shopify/ProductVariant/50', sku: 'CARD-BDAY', price: '5' },
  addonsObj: [{ title: 'Chocolate Truffles', id: 'gid://shopify/ProductVariant/30', sku: 'CHOC', price: '12.50', quantity: '3' }],
};

describe('savedCarts: the carts of a fetched saved checkout (001 §3)', () => {
  it('reads a list, its JSON text and that text encoded again alike', () => {
    const carts = [OURS, DEMO_CART];
    expect(savedCarts(carts)).toEqual(carts);
    expect(savedCarts(JSON.stringify(carts))).toEqual(carts);
    expect(savedCarts(JSON.stringify(JSON.stringify(carts)))).toEqual(carts);
  });

  it("reads the seeded DemoCkt's cart with every field it has, its province by name included", () => {
    const [cart] = savedCarts([DEMO_CART]) ?? [];
    expect(cart).toEqual(DEMO_CART);
    expect(validCart(cart).ok).toBe(true);
  });

  it("maps an older cart's names to ours, title to value, prices to numbers, and drops the older names", () => {
    const [cart] = savedCarts(JSON.stringify(JSON.stringify([OLDER]))) ?? [];
    expect(cart).toEqual({
      firstName: 'Luc',
      deliveryRateItem: { value: 'Anytime (8am - 8pm)', id: '', sku: '', price: 12 },
      bouquetSizeItem: { value: 'Grand', id: 'gid://shopify/ProductVariant/13', sku: 'SUNNY-DAYS-GRD', price: 95 },
      vaseItem: { value: 'Clear Vase', id: 'gid://shopify/ProductVariant/40', sku: 'VASE-CLEAR', price: 15 },
      cardItem: { value: 'Birthday Card', id: 'gid://shopify/ProductVariant/50', sku: 'CARD-BDAY', price: 5 },
      addons: [{ value: 'Chocolate Truffles', id: 'gid://shopify/ProductVariant/30', price: 12.5, quantity: 3, sku: 'CHOC' }],
    });
    expect(validCart(cart).ok).toBe(true);
  });

  it('keeps our names over older ones a cart also has', () => {
    const [cart] = savedCarts([{ ...OLDER, ...OURS }]) ?? [];
    expect(cart?.bouquetSizeItem?.value).toBe('Deluxe');
    expect(cart?.addons).toEqual(OURS.addons);
    expect(cart?.vaseItem?.value).toBe('Clear Vase');
    expect(cart).not.toHaveProperty('bouquetObj');
  });

  it('reads a delivery rate kept as an item in deliveryRate as the rate item, the window text staying', () => {
    const rate = { value: 'Anytime (9am - 5pm)', id: 'gid://shopify/ProductVariant/1', sku: 'DELIVERY', price: 12 };
    const [cart] = savedCarts([{ firstName: 'A', deliveryRate: rate }]) ?? [];
    expect(cart).toEqual({ firstName: 'A', deliveryRate: 'Anytime (9am - 5pm)', deliveryRateItem: rate });
  });

  it('is undefined for text that is no JSON, no list, a cart that is not an object, or a list encoded three times', () => {
    expect(savedCarts('not json')).toBeUndefined();
    expect(savedCarts('{"firstName":"Ana"}')).toBeUndefined();
    expect(savedCarts([OURS, 'Ana'])).toBeUndefined();
    expect(savedCarts([null])).toBeUndefined();
    expect(savedCarts(JSON.stringify(JSON.stringify(JSON.stringify([OURS]))))).toBeUndefined();
    expect(savedCarts(undefined)).toBeUndefined();
    expect(savedCarts('[]')).toEqual([]);
  });
});
