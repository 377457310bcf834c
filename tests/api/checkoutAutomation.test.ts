import { describe, expect, it } from 'vitest';
import type { CheckoutRecord, CheckoutRecordSaved, ShortLinkAnswer } from '../../runtime/generated/entities';
import type { Database } from '../../server/db/database';
import { DEMO_CART_TOKEN, DEMO_SHORT_ID } from '../../server/db/seed/checkouts';
import { DEMO_ORDERS } from '../../server/db/seed/orders';
import { callApi, expectFieldErrors, expectJsonError, type AdminClient } from '../support/api';
import { onSignedInServer } from '../support/signedInServer';

/** Checkout Automation's admin calls (001 §3 'Saved checkout record', §7, §9) on the real server. */

let api: AdminClient;
let origin: string;
let db: Database;

onSignedInServer((server) => ({ origin, db, api } = server));

async function count(table: 'checkout_record' | 'short_link' | 'audit_log'): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

const cart = (firstName: string) => ({
  firstName,
  lastName: 'Tremblay',
  phone: '(204) 555-0101',
  address: '1 Portage Ave',
  postalCode: 'R3C 1A1',
  deliveryDate: '2099-12-30',
  sameAddress: false,
  addons: [{ value: 'Chocolate Box', id: 'gid://shopify/ProductVariant/9', price: 12, quantity: 1, quantityAvailable: 5, sku: 'CHOCOLATE-BOX' }],
  deliveryRate: { value: 'Anytime (9am - 5pm)', id: 'gid://shopify/ProductVariant/1', sku: 'DELIVERY', price: 12 },
});

async function shortLink(url: string): Promise<string> {
  const answer = await api.post<ShortLinkAnswer>('/short/url?isCheckout=true', { url });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.shortURL;
}

async function saved(body: object): Promise<CheckoutRecordSaved> {
  const answer = await api.post<CheckoutRecordSaved>('/checkout-automation', body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

const shortIdOf = (shortURL: string) => shortURL.split('/').pop() ?? '';

describe('POST /short/url?isCheckout=true and following the link on the shop host', () => {
  it('answers a short link on the shop host with a random 7-letter id that redirects to the address', async () => {
    const target = 'https://shop.example.com/cart/c/abc123?key=k&locale=fr&utm=checkoutauto&initials=JDo';
    const shortURL = await shortLink(target);
    expect(shortURL).toMatch(new RegExp(`^${origin}/api/shop/s/[A-Za-z]{7}$`));
    expect(shortURL.length).toBeLessThanOrEqual(100);
    const followed = await fetch(shortURL, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(target);
    expect(shortIdOf(await shortLink(target))).not.toBe(shortIdOf(shortURL));
  });

  it('keeps a link to the console\'s own host root-relative, so it follows the host it is opened on', async () => {
    const shortURL = await shortLink(`${origin}/api/shop/cart/${DEMO_CART_TOKEN}?currency=CAD`);
    const { rows } = await db.query<{ url: string }>('select url from short_link where short_id = $1', [shortIdOf(shortURL)]);
    expect(rows[0]?.url).toBe(`/api/shop/cart/${DEMO_CART_TOKEN}?currency=CAD`);
    const followed = await fetch(shortURL);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${origin}/api/shop/cart/${DEMO_CART_TOKEN}?currency=CAD`);
    expect(await followed.text()).toContain('Your cart');
  });

  it('needs no token to follow a link; an unknown id is a 404 and a malformed one a 400 naming shortId', async () => {
    const unknown = await callApi(origin, '/api/shop/s/Zzzzzzz');
    expectJsonError(unknown, 404);
    expectFieldErrors(await callApi(origin, '/api/shop/s/abc1234'), 400, ['shortId']);
  });

  it('refuses an address that is not http(s), one over 2,000 characters, and a bad isCheckout, storing nothing', async () => {
    const before = await count('short_link');
    expectFieldErrors(await api.post('/short/url?isCheckout=true', { url: 'javascript:alert(1)' }), 400, ['url']);
    expectFieldErrors(await api.post('/short/url?isCheckout=true', { url: `https://shop.example.com/${'a'.repeat(2000)}` }), 400, ['url']);
    expectFieldErrors(await api.post('/short/url?isCheckout=true', {}), 400, ['url']);
    expectFieldErrors(await api.post('/short/url?isCheckout=maybe', { url: 'https://shop.example.com/' }), 400, ['isCheckout']);
    expect(await count('short_link')).toBe(before);
  });

  it('needs the bearer token', async () => {
    expectJsonError(await callApi(origin, '/api/admin/short/url?isCheckout=true', { json: { url: 'https://shop.example.com/' } }), 401);
  });
});

describe('saved checkouts: POST, GET by short link or checkout id, PUT', () => {
  it('stores a record and answers referenceOrder and carts exactly as sent, by short id and by the long id', async () => {
    const checkoutURL = `${origin}/api/shop/cart/${'a1'.repeat(16)}?currency=CAD&utm=checkoutauto`;
    const shortURL = await shortLink(checkoutURL);
    const audited = await count('audit_log');
    const body = { checkoutURL, shortURL, carts: [cart('Marie'), cart('Luc')], checkoutInfo: { destination: 'checkout', discountCode: 'SPRING' }, referenceOrder: '#1001', userEmail: 'demo.staff@example.com' };
    const { id, version, success, ...addresses } = await saved(body);
    expect(version).toBe(1);
    // The addresses as saved: what the screen shows, copies and opens.
    expect(addresses).toEqual({ checkoutURL, shortURL });
    expect(success).toBe(`Checkout ${id} has been saved.`);
    expect(await count('audit_log')).toBeGreaterThan(audited);
    const byShort = await api.get<CheckoutRecord>(`/checkout-automation/${shortIdOf(shortURL)}`);
    expect(byShort.status).toBe(200);
    expect(byShort.body).toMatchObject({ id, version: 1, ...body });
    const byLong = await api.get<CheckoutRecord>(`/checkout-automation/long/${'a1'.repeat(16)}`);
    expect(byLong.body).toEqual(byShort.body);
  });

  it('keeps carts sent as a JSON string, double-encoded, and in older names, as sent', async () => {
    const older = [{ firstName: 'Ana', deliveryRateObj: { title: 'Anytime', price: 12 }, bouquetObj: { title: 'Sunny Days' } }];
    const twice = JSON.stringify(JSON.stringify(older));
    const shortURL = await shortLink('https://shop.example.com/basket/XyZaBcD');
    await saved({ checkoutURL: 'https://shop.example.com/basket/XyZaBcD', shortURL, carts: twice, checkoutInfo: '{"destination":"basket"}', referenceOrder: '', userEmail: 'demo.staff@example.com' });
    const answer = await api.get<CheckoutRecord>(`/checkout-automation/${shortIdOf(shortURL)}`);
    expect(answer.body.carts).toBe(twice);
    expect(answer.body.checkoutInfo).toBe('{"destination":"basket"}');
    expect(answer.body.referenceOrder).toBe('');
  });

  it('refuses 11 carts, none, a cart field over its limit and a carts string that is no list, writing nothing', async () => {
    const shortURL = await shortLink('https://shop.example.com/cart/c/eleven');
    const base = { checkoutURL: 'https://shop.example.com/cart/c/eleven', shortURL, checkoutInfo: {}, referenceOrder: '#1001', userEmail: 'demo.staff@example.com' };
    const before = await count('checkout_record');
    const eleven = Array.from({ length: 11 }, (_, index) => cart(`Name${index}`));
    const tooMany = expectFieldErrors(await api.post('/checkout-automation', { ...base, carts: eleven }), 400, ['carts']);
    expect(tooMany.fields?.carts).toContain('Maximum order count is 10');
    expectFieldErrors(await api.post('/checkout-automation', { ...base, carts: JSON.stringify(eleven) }), 400, ['carts']);
    expectFieldErrors(await api.post('/checkout-automation', { ...base, carts: [] }), 400, ['carts']);
    expectFieldErrors(await api.post('/checkout-automation', { ...base, carts: '{"not":"a list"}' }), 400, ['carts']);
    expectFieldErrors(await api.post('/checkout-automation', { ...base, carts: 'not json' }), 400, ['carts']);
    expectFieldErrors(await api.post('/checkout-automation', { ...base, carts: [{ ...cart('A'), phone: '1'.repeat(15) }] }), 400, ['carts.0.phone']);
    expectFieldErrors(await api.post('/checkout-automation', { ...base, carts: JSON.stringify([{ ...cart('A'), message: 'm'.repeat(801) }]) }), 400, ['carts.0.message']);
    expect(await count('checkout_record')).toBe(before);
    expect((await saved({ ...base, carts: eleven.slice(0, 10) })).version).toBe(1);
  });

  it('holds the URLs to 001 §9 (checkout URL 200, short URL 100), the e-mail and the order name', async () => {
    const shortURL = await shortLink('https://shop.example.com/cart/c/limits');
    const base = { checkoutURL: 'https://shop.example.com/cart/c/limits', shortURL, carts: [cart('A')], checkoutInfo: {}, referenceOrder: '#1001', userEmail: 'demo.staff@example.com' };
    expectFieldErrors(await api.post('/checkout-automation', { ...base, checkoutURL: `https://shop.example.com/${'c'.repeat(180)}` }), 400, ['checkoutURL']);
    expectFieldErrors(await api.post('/checkout-automation', { ...base, shortURL: `https://shop.example.com/s/${'s'.repeat(80)}` }), 400, ['shortURL']);
    expectFieldErrors(await api.post('/checkout-automation', { ...base, checkoutURL: 'ftp://x/y' }), 400, ['checkoutURL']);
    expectFieldErrors(await api.post('/checkout-automation', { ...base, userEmail: 'nobody' }), 400, ['userEmail']);
    expectFieldErrors(await api.post('/checkout-automation', { ...base, referenceOrder: 'abc' }), 400, ['referenceOrder']);
    expectFieldErrors(await api.post('/checkout-automation', { carts: [cart('A')] }), 400, ['checkoutURL', 'shortURL', 'checkoutInfo', 'referenceOrder', 'userEmail']);
  });

  it('answers the demo checkout by its short link and by its cart id', async () => {
    const byShort = await api.get<CheckoutRecord>(`/checkout-automation/${DEMO_SHORT_ID}`);
    expect(byShort.status).toBe(200);
    expect(byShort.body).toMatchObject({ referenceOrder: DEMO_ORDERS.open, shortURL: expect.stringMatching(new RegExp(`/api/shop/s/${DEMO_SHORT_ID}$`)) as unknown });
    expect(Array.isArray(byShort.body.carts)).toBe(true);
    expect((await api.get<CheckoutRecord>(`/checkout-automation/long/${DEMO_CART_TOKEN}`)).body).toEqual(byShort.body);
  });

  it('answers 404 for a short link or checkout id with no saved checkout, and 400 for a malformed one', async () => {
    expectJsonError(await api.get('/checkout-automation/NoSuchId'), 404);
    expectJsonError(await api.get('/checkout-automation/long/no-such-cart'), 404);
    expectFieldErrors(await api.get('/checkout-automation/bad%20id'), 400, ['shortId']);
  });

  it('one record per short link: a second POST with it is a 409 naming shortURL', async () => {
    const shortURL = await shortLink('https://shop.example.com/cart/c/once');
    const body = { checkoutURL: 'https://shop.example.com/cart/c/once', shortURL, carts: [cart('A')], checkoutInfo: {}, referenceOrder: '', userEmail: 'demo.staff@example.com' };
    await saved(body);
    expectFieldErrors(await api.post('/checkout-automation', body), 409, ['shortURL']);
  });

  it('PUT replaces the record with its version, moves our short link to the new checkout, and refuses a stale version', async () => {
    const first = 'https://shop.example.com/cart/c/first';
    const shortURL = await shortLink(first);
    const body = { checkoutURL: first, shortURL, carts: [cart('A')], checkoutInfo: {}, referenceOrder: '#1001', userEmail: 'demo.staff@example.com' };
    const { id } = await saved(body);
    const second = 'https://shop.example.com/cart/c/second';
    const replaced = await api.put<CheckoutRecordSaved>(`/checkout-automation/${id}`, { ...body, checkoutURL: second, carts: [cart('B'), cart('C')], version: 1 });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body).toEqual({ success: `Checkout ${id} has been updated.`, id, version: 2, checkoutURL: second, shortURL });
    const answer = await api.get<CheckoutRecord>(`/checkout-automation/${shortIdOf(shortURL)}`);
    expect(answer.body).toMatchObject({ version: 2, checkoutURL: second, carts: [cart('B'), cart('C')] });
    expect((await fetch(shortURL, { redirect: 'manual' })).headers.get('location')).toBe(second);
    expect((await api.get<CheckoutRecord>('/checkout-automation/long/second')).body.id).toBe(id);

    const stale = expectFieldErrors(await api.put(`/checkout-automation/${id}`, { ...body, version: 1 }), 409, ['version']);
    expect(stale.error).toContain('changed by someone else');
    expectFieldErrors(await api.put(`/checkout-automation/${id}`, body), 400, ['version']);
    expectFieldErrors(await api.put(`/checkout-automation/${id}`, { ...body, carts: Array.from({ length: 11 }, () => cart('X')), version: 2 }), 400, ['carts']);
    expectJsonError(await api.put('/checkout-automation/999999', { ...body, version: 1 }), 404);
    expect((await api.get<CheckoutRecord>(`/checkout-automation/${shortIdOf(shortURL)}`)).body.version).toBe(2);
  });
});
