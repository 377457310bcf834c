import { describe, expect, it } from 'vitest';
import { checkoutLink } from '../../shared/checkoutLink';
import { checkoutLink as bulkCheckoutLink } from '../../server/api/admin/orders/bulkLinks';
import { checkoutQueryMode, checkoutUrlOf } from '../../src/domain/checkout/checkoutUrl';
import { templateFilters } from '../../src/domain/textRules';

describe('checkoutUrlOf: the Checkout URL of a shop checkout (001 §9)', () => {
  it("adds utm and initials with '&' after a query, '?' without one, and locale=fr for French", () => {
    const url = 'http://127.0.0.1:5173/api/shop/cart/c0ffee?currency=CAD';
    expect(checkoutUrlOf(url, 'en-ca', 'AMo')).toBe(`${url}&utm=checkoutauto&initials=AMo`);
    expect(checkoutUrlOf(url, 'fr-ca', 'AMo')).toBe(`${url}&locale=fr&utm=checkoutauto&initials=AMo`);
    expect(checkoutUrlOf('https://shop.example.com/cart/c/abc', 'FR-CA', 'J Do')).toBe('https://shop.example.com/cart/c/abc?locale=fr&utm=checkoutauto&initials=J%20Do');
    expect(checkoutUrlOf('https://shop.example.com/cart/c/abc', 'en-ca', 'JDo')).toBe('https://shop.example.com/cart/c/abc?utm=checkoutauto&initials=JDo');
  });

  it('marks links as the bulk order link creator does: one shared function', () => {
    expect(bulkCheckoutLink).toBe(checkoutLink);
  });
});

describe('checkoutQueryMode: how Query Checkout looks a checkout up (001 §4)', () => {
  it("is long by the cart's id for a checkout address", () => {
    expect(checkoutQueryMode('http://127.0.0.1:5173/api/shop/cart/c0ffee00c0ffee00c0ffee00c0ffee00?currency=CAD&utm=checkoutauto')).toEqual({ mode: 'long', id: 'c0ffee00c0ffee00c0ffee00c0ffee00' });
    expect(checkoutQueryMode('  /api/shop/cart/ab%20cd  ')).toEqual({ mode: 'long', id: 'ab cd' });
    expect(checkoutQueryMode('https://shop.example.com/cart/c/abc123?key=k', 'shop.example.com/cart/')).toEqual({ mode: 'long', id: 'abc123' });
  });

  it('is short by the last path part for a short link or a bare id', () => {
    expect(checkoutQueryMode('http://127.0.0.1:5173/api/shop/s/DemoCkt')).toEqual({ mode: 'short', id: 'DemoCkt' });
    expect(checkoutQueryMode('DemoCkt')).toEqual({ mode: 'short', id: 'DemoCkt' });
    expect(checkoutQueryMode('https://shop.example.com/s/AbcDefG/?ref=mail')).toEqual({ mode: 'short', id: 'AbcDefG' });
    // The cart page's path in a query is not the checkout's own address.
    expect(checkoutQueryMode('https://x.example/s/AbcDefG?next=/api/shop/cart/1')).toEqual({ mode: 'short', id: 'AbcDefG' });
  });

  it('is undefined for a blank input or one naming no id', () => {
    expect(checkoutQueryMode('')).toBeUndefined();
    expect(checkoutQueryMode('   ')).toBeUndefined();
    expect(checkoutQueryMode('https://shop.example.com/')).toBeUndefined();
  });
});

describe('the checkoutQueryId template filter (Query Checkout\'s path)', () => {
  it('gives the id the service is asked for: a short link\'s, a bare id, or a checkout address\'s cart id', () => {
    expect(templateFilters.checkoutQueryId('http://127.0.0.1:5173/api/shop/s/DemoCkt')).toBe('DemoCkt');
    expect(templateFilters.checkoutQueryId(' DemoCkt ')).toBe('DemoCkt');
    expect(templateFilters.checkoutQueryId('http://127.0.0.1:5173/api/shop/cart/c0ffee00c0ffee00c0ffee00c0ffee00?currency=CAD&utm=checkoutauto')).toBe('c0ffee00c0ffee00c0ffee00c0ffee00');
    expect(templateFilters.checkoutQueryId('')).toBe('');
    expect(templateFilters.checkoutQueryId(undefined)).toBe('');
  });
});
