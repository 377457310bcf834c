import { describe, expect, it } from 'vitest';
import { valueRules } from '../../src/domain/valueRules';

const PRODUCTS = {
  data: {
    products: {
      nodes: [
        { title: 'Delivery Fee', productType: 'Delivery', tags: ['delivery', 'delivery-rate'], variants: { nodes: [{ id: 'gid://shopify/ProductVariant/900', sku: 'DELIVERY-FEE', price: { amount: '15.0' } }] } },
        { title: 'Same Address Delivery', productType: 'Delivery', tags: ['delivery', 'secondary-delivery'], variants: { nodes: [{ id: 'gid://shopify/ProductVariant/901', sku: 'SAME-ADDRESS-DELIVERY', price: { amount: '2.0' } }] } },
      ],
    },
  },
};

describe("Checkout Automation's value rules, as a definition names them (src/domain/valueRules.ts)", () => {
  it('checkoutQueryId and checkoutQueryMode read the Update tab input', () => {
    expect(valueRules.checkoutQueryId({ input: 'http://127.0.0.1:5173/api/shop/s/DemoCkt' })).toBe('DemoCkt');
    expect(valueRules.checkoutQueryMode({ input: 'http://127.0.0.1:5173/api/shop/s/DemoCkt' })).toBe('short');
    expect(valueRules.checkoutQueryId({ input: 'http://127.0.0.1:5173/api/shop/cart/c0ffee?currency=CAD' })).toBe('c0ffee');
    expect(valueRules.checkoutQueryMode({ input: 'http://127.0.0.1:5173/api/shop/cart/c0ffee?currency=CAD' })).toBe('long');
    expect(valueRules.checkoutQueryMode({ input: 'https://shop.example.com/checkouts/xyz', path: 'shop.example.com/checkouts/' })).toBe('long');
    expect(valueRules.checkoutQueryId({ input: '' })).toBe('');
    expect(valueRules.checkoutQueryMode({ input: undefined })).toBe('');
  });

  it('sameAddressWindows prices the first cart window with the same-address product', () => {
    expect(valueRules.sameAddressWindows({ rate: 'Anytime (8am - 8pm)', products: PRODUCTS })).toEqual([{ status: true, display_text: 'Anytime (8am - 8pm)', zone_rate: '$2.00' }]);
    expect(valueRules.sameAddressWindows({ rate: 'Anytime (8am - 8pm)', products: undefined })).toEqual([]);
  });

  it('checkoutCartsList reads saved carts in any form, [] when unreadable', () => {
    expect(valueRules.checkoutCartsList({ carts: JSON.stringify(JSON.stringify([{ firstName: 'Ana', bouquetObj: { title: 'Grand', price: '95' } }])) })).toEqual([
      { firstName: 'Ana', bouquetSizeItem: { value: 'Grand', id: '', sku: '', price: 95 } },
    ]);
    expect(valueRules.checkoutCartsList({ carts: 'oops' })).toEqual([]);
  });
});

describe('the checkout editor\'s windows, Checkout URL and checkout info (001 §4, §5, §9)', () => {
  const rates = { statusCode: 200, body: JSON.stringify(JSON.stringify([{ status: true, display_text: 'Evening', zone_rate: '$12.00' }, { status: true, display_text: 'Anytime', zone_rate: '$9.00' }])) };
  const products = { data: { products: { nodes: [{ title: 'Same Address Delivery', tags: ['secondary-delivery'], variants: { nodes: [{ id: 'gid://shopify/ProductVariant/92', sku: 'same', price: { amount: '2.0' } }] } }] } } };

  it('offers the shop\'s rates cheapest first, or with same address Yes only the first cart\'s window at $2', () => {
    expect(valueRules.cartWindows({ answer: rates, sameAddress: false }).map((row) => row.display_text)).toEqual(['Anytime', 'Evening']);
    expect(valueRules.cartWindows({ answer: rates, sameAddress: true, rate: { value: 'Evening', id: '', sku: '', price: 12 }, products })).toEqual([{ status: true, display_text: 'Evening', zone_rate: '$2.00' }]);
  });

  it('marks a shop checkout\'s address, keeps a basket\'s as it is, and gives nothing without one', () => {
    const url = 'http://127.0.0.1:5173/api/shop/cart/c0ffee00c0ffee00c0ffee00c0ffee00?currency=CAD';
    expect(valueRules.checkoutAddress({ url, destination: 'checkout', lang: 'fr-ca', initials: 'AMo' })).toBe(`${url}&locale=fr&utm=checkoutauto&initials=AMo`);
    expect(valueRules.checkoutAddress({ url, destination: 'basket', lang: 'fr-ca', initials: 'AMo' })).toBe(url);
    expect(valueRules.checkoutAddress({ url: '', destination: 'checkout', lang: 'en-ca', initials: 'AMo' })).toBe('');
  });

  it('records what the checkout was made with, blanks left out', () => {
    expect(valueRules.checkoutInfo({ destination: 'checkout', discountCodes: ['SPRING'], initials: 'AMo', lang: '' })).toEqual({ destination: 'checkout', discountCodes: ['SPRING'], initials: 'AMo' });
    expect(valueRules.checkoutInfo({ destination: 'basket', discountCodes: [] })).toEqual({ destination: 'basket' });
  });
});
