import { describe, expect, it } from 'vitest';
import { cartsProblems, decodedCarts, MAX_CARTS } from '../../server/api/admin/checkout/cartList';
import { isShortLinkAddress, lastPathPart, shortLinkId, storedTarget } from '../../server/api/admin/checkout/linkIds';
import type { Validation } from '../../server/api/validate';

const anyCart = (): Validation<unknown> => ({ ok: true, value: {} });
const phoneRule = (cart: unknown): Validation<unknown> =>
  typeof cart === 'object' && cart !== null && 'phone' in cart && String(cart.phone).length > 14 ? { ok: false, fields: { phone: 'must NOT have more than 14 characters' } } : { ok: true, value: cart };

describe('decodedCarts', () => {
  it('reads a list, its JSON string and that string encoded again (001 §3)', () => {
    const carts = [{ firstName: 'Ana' }];
    expect(decodedCarts(carts)).toEqual({ ok: true, carts });
    expect(decodedCarts(JSON.stringify(carts))).toEqual({ ok: true, carts });
    expect(decodedCarts(JSON.stringify(JSON.stringify(carts)))).toEqual({ ok: true, carts });
  });

  it('refuses text that is not JSON, JSON that is no list, and a list encoded three times', () => {
    expect(decodedCarts('nope').ok).toBe(false);
    expect(decodedCarts('{"a":1}').ok).toBe(false);
    expect(decodedCarts(JSON.stringify(JSON.stringify(JSON.stringify([])))).ok).toBe(false);
  });
});

describe('cartsProblems', () => {
  it('takes 1 to 10 carts in either form and refuses none or 11, saying the screen\'s limit', () => {
    const ten = Array.from({ length: MAX_CARTS }, () => ({}));
    expect(cartsProblems(ten, anyCart)).toEqual({});
    expect(cartsProblems(JSON.stringify(ten), anyCart)).toEqual({});
    expect(cartsProblems([...ten, {}], anyCart).carts).toContain('Maximum order count is 10');
    expect(cartsProblems(JSON.stringify([...ten, {}]), anyCart).carts).toContain('holds 11 carts');
    expect(Object.keys(cartsProblems([], anyCart))).toEqual(['carts']);
  });

  it('holds the carts of a string to the cart rule, naming the cart and its field', () => {
    expect(cartsProblems(JSON.stringify([{ phone: '1' }, { phone: '1'.repeat(15) }]), phoneRule)).toEqual({ 'carts.1.phone': 'must NOT have more than 14 characters' });
  });
});

describe('short link ids and addresses', () => {
  it('makes 7 letters from the random source', () => {
    expect(shortLinkId(() => 0)).toBe('AAAAAAA');
    expect(shortLinkId((size) => size - 1)).toBe('zzzzzzz');
    expect(shortLinkId((size) => Math.floor(size / 2))).toMatch(/^[A-Za-z]{7}$/);
  });

  it('takes the last path part of an address, query and fragment aside', () => {
    expect(lastPathPart('https://shop.example.com/s/AbcDefG')).toBe('AbcDefG');
    expect(lastPathPart('https://h/cart/c/tok123/?key=1#x')).toBe('tok123');
    expect(lastPathPart('https://h')).toBe('');
  });

  it('knows our short links from other addresses', () => {
    expect(isShortLinkAddress('http://127.0.0.1:5173/api/shop/s/AbcDefG')).toBe(true);
    expect(isShortLinkAddress('https://shop.example.com/s/AbcDefG')).toBe(false);
    expect(isShortLinkAddress('http://127.0.0.1/api/shop/s/AbcDef1')).toBe(false);
  });

  it('keeps a link to the console\'s own host root-relative and any other as it is', () => {
    expect(storedTarget('http://127.0.0.1:5173/api/shop/cart/abc?currency=CAD', 'http://127.0.0.1:5173')).toBe('/api/shop/cart/abc?currency=CAD');
    expect(storedTarget('http://127.0.0.1:51730/x', 'http://127.0.0.1:5173')).toBe('http://127.0.0.1:51730/x');
    expect(storedTarget('https://shop.example.com/cart/c/1', 'http://127.0.0.1:5173')).toBe('https://shop.example.com/cart/c/1');
  });
});
