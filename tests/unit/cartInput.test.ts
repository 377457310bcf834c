import { describe, expect, it } from 'vitest';
import { CART_LIMITS, centsOf, keptAttributes, priceOfCents, readCartInput, variantIdOf } from '../../server/api/storefront/cartInput';
import { cartPageHtml } from '../../server/api/storefront/cartView';

describe('readCartInput', () => {
  it('reads lines (quantity 1 when not given) and drops blank attributes (001 §7)', () => {
    const read = readCartInput({ lines: [{ merchandiseId: 'gid://shopify/ProductVariant/7', attributes: [{ key: 'A', value: 'x' }, { key: 'B', value: ' ' }] }] });
    expect(read).toEqual({ errors: [], lines: [{ index: 0, variantId: 7, quantity: 1, attributes: [{ key: 'A', value: 'x' }] }] });
  });

  it('names each bad part of the input by its path', () => {
    const read = readCartInput({
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: CART_LIMITS.quantity + 1 }, { merchandiseId: '12', quantity: 1, attributes: [{ key: 'k', value: 'a\u0000b' }] }],
      discountCodes: ['x'.repeat(CART_LIMITS.code + 1)],
      buyerIdentity: { countryCode: 'CAN' },
    });
    expect(read.errors.map((error) => `${error.code} ${error.field.join('.')}`)).toEqual([
      'MAXIMUM_EXCEEDED input.lines.0.quantity',
      'INVALID_MERCHANDISE_LINE input.lines.1.merchandiseId',
      'INVALID input.lines.1.attributes.0.value',
      'INVALID input.discountCodes.0',
      'INVALID input.buyerIdentity.countryCode',
    ]);
  });

  it('refuses more lines than a cart holds', () => {
    const lines = Array.from({ length: CART_LIMITS.lines + 1 }, () => ({ merchandiseId: 'gid://shopify/ProductVariant/1' }));
    expect(readCartInput({ lines }).errors.map((error) => error.code)).toEqual(['MAXIMUM_EXCEEDED']);
  });
});

describe('cart helpers', () => {
  it('reads variant ids only from variant gids', () => {
    expect(variantIdOf('gid://shopify/ProductVariant/42')).toBe(42);
    expect(variantIdOf('gid://shopify/Product/42')).toBeUndefined();
  });

  it('keeps attributes whose value is not blank', () => {
    expect(keptAttributes([{ key: 'a', value: '' }, { key: 'b', value: '0' }])).toEqual([{ key: 'b', value: '0' }]);
  });

  it('counts money in cents', () => {
    expect(centsOf('65.00')).toBe(6500);
    expect(centsOf('12.5')).toBe(1250);
    expect(priceOfCents(13005)).toBe('130.05');
    expect(() => centsOf('1e3')).toThrow();
  });

  it('escapes every text of the cart page', () => {
    const html = cartPageHtml([{ variantId: 1, productTitle: '<b>Rose</b>', variantTitle: 'Deluxe', sku: 'R-DX', price: '65.00', quantity: 2, attributes: [{ key: 'Message', value: '"hi" & <script>' }] }], ['<x>'], '130.00');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;b&gt;Rose&lt;/b&gt; - Deluxe');
    expect(html).toContain('Message: &quot;hi&quot; &amp; &lt;script&gt;');
    expect(html).toContain('$130.00');
    expect(html).toContain('Total: <strong>$130.00 CAD</strong>');
  });
});
