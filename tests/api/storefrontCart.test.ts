import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { callApi, expectFieldErrors, expectJsonError } from '../support/api';
import { onSignedInServer } from '../support/signedInServer';

/** The storefront's cartCreate (001 §7 'A shop-API cart-creation call (currency CAD)') and the cart page its checkoutUrl opens. */

let origin: string;
let token: string;
let db: Database;

onSignedInServer((server) => ({ origin, token, db } = server));

interface UserError {
  field: string[] | null;
  code: string;
  message: string;
}
interface CartAnswer {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  cost: { totalAmount: { amount: string; currencyCode: string } };
  discountCodes: { code: string; applicable: boolean }[];
  lines: { edges: { node: { quantity: number; attributes: { key: string; value: string }[]; merchandise: { id: string; sku: string; price: { amount: string; currencyCode: string } } } }[] };
}
interface Payload {
  cart: CartAnswer | null;
  userErrors: UserError[];
}

const CART_CREATE = `mutation CartCreate($input: CartInput) {
  cartCreate(input: $input) {
    cart { id checkoutUrl totalQuantity cost { totalAmount { amount currencyCode } } discountCodes { code applicable }
      lines(first: 20) { edges { node { quantity attributes { key value } merchandise { ... on ProductVariant { id sku price { amount currencyCode } } } } } } }
    userErrors { field code message }
  }
}`;

async function cartCreate(input: object): Promise<Payload> {
  const answer = await callApi<{ data?: { cartCreate: Payload }; errors?: unknown[] }>(origin, '/api/storefront/graphql', { token, json: { query: CART_CREATE, variables: { input } } });
  expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
  expect(answer.status).toBe(200);
  const payload = answer.body.data?.cartCreate;
  if (!payload) throw new Error('no cartCreate payload');
  return payload;
}

interface Variant {
  id: number;
  sku: string;
  price: string;
  quantity: number;
}
async function variant(where: string): Promise<Variant> {
  const { rows } = await db.query<Variant>(`select id, sku, price::text as price, quantity_available as quantity from storefront_variant where ${where} order by id limit 1`);
  const found = rows[0];
  if (!found) throw new Error(`no variant where ${where}`);
  return found;
}
const gid = (id: number) => `gid://shopify/ProductVariant/${id}`;
const cents = (price: string) => Math.round(Number(price) * 100);
const carts = async () => (await db.query<{ n: number }>('select count(*)::int as n from storefront_cart')).rows[0]?.n ?? 0;

describe('cartCreate', () => {
  it('creates a CAD cart with the lines, their non-blank attributes and the discount codes, taking no stock', async () => {
    const bouquet = await variant('available_for_sale and quantity_available >= 3 and price > 10');
    const other = await variant(`available_for_sale and quantity_available >= 2 and id <> ${bouquet.id}`);
    const payload = await cartCreate({
      lines: [
        { merchandiseId: gid(bouquet.id), quantity: 2, attributes: [{ key: 'First Name', value: 'Marie' }, { key: 'Delivery Notes', value: '  ' }, { key: 'Buzzer Code', value: '' }, { key: '_region', value: 'Winnipeg' }] },
        { merchandiseId: gid(other.id), quantity: 1 },
      ],
      discountCodes: ['SPRING'],
      buyerIdentity: { email: 'buyer@example.com', countryCode: 'CA' },
    });
    expect(payload.userErrors).toEqual([]);
    const cart = payload.cart;
    if (!cart) throw new Error('no cart');
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[a-f0-9]{32}$/);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.cost.totalAmount.currencyCode).toBe('CAD');
    expect(cents(cart.cost.totalAmount.amount)).toBe(cents(bouquet.price) * 2 + cents(other.price));
    expect(cart.discountCodes).toEqual([{ code: 'SPRING', applicable: false }]);
    const [first, second] = cart.lines.edges.map((edge) => edge.node);
    expect(first).toEqual({ quantity: 2, attributes: [{ key: 'First Name', value: 'Marie' }, { key: '_region', value: 'Winnipeg' }], merchandise: { id: gid(bouquet.id), sku: bouquet.sku, price: { amount: expect.stringMatching(/^\d+\.\d+$/) as unknown, currencyCode: 'CAD' } } });
    expect(second?.attributes).toEqual([]);
    expect((await variant(`id = ${bouquet.id}`)).quantity).toBe(bouquet.quantity);

    // The checkout URL is the shop host's page of the cart, open without a token, with the tool's additions (001 §9).
    expect(cart.checkoutUrl.startsWith(`${origin}/api/shop/cart/`)).toBe(true);
    const page = await fetch(`${cart.checkoutUrl}&locale=fr&utm=checkoutauto&initials=JDo`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('First Name: Marie');
    expect(html).toContain(bouquet.sku);
    expect(html).toContain('SPRING');
    const total = cents(bouquet.price) * 2 + cents(other.price);
    expect(html).toContain(`Total: <strong>$${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')} CAD</strong>`);
  });

  it('answers userErrors and no cart for an unknown variant, one not for sale, and more than the stock holds in all', async () => {
    const before = await carts();
    const unknown = await cartCreate({ lines: [{ merchandiseId: gid(999_999), quantity: 1 }] });
    expect(unknown.cart).toBeNull();
    expect(unknown.userErrors).toEqual([{ field: ['input', 'lines', '0', 'merchandiseId'], code: 'INVALID_MERCHANDISE_LINE', message: `The merchandise with id ${gid(999_999)} does not exist.` }]);

    const soldOut = await variant('not available_for_sale or quantity_available = 0');
    const out = await cartCreate({ lines: [{ merchandiseId: gid(soldOut.id), quantity: 1 }] });
    expect(out.cart).toBeNull();
    expect(out.userErrors.map((error) => [error.code, error.field])).toEqual([['MERCHANDISE_OUT_OF_STOCK', ['input', 'lines', '0', 'merchandiseId']]]);

    const scarce = await variant('available_for_sale and quantity_available between 1 and 1000');
    const short = await cartCreate({ lines: [{ merchandiseId: gid(scarce.id), quantity: scarce.quantity }, { merchandiseId: gid(scarce.id), quantity: 1 }] });
    expect(short.cart).toBeNull();
    expect(short.userErrors).toHaveLength(1);
    expect(short.userErrors[0]).toMatchObject({ code: 'MERCHANDISE_NOT_ENOUGH_STOCK', field: ['input', 'lines', '0', 'quantity'] });
    expect(short.userErrors[0]?.message).toContain(`Only ${scarce.quantity}`);
    expect(short.userErrors[0]?.message).toContain(`asks for ${scarce.quantity + 1}`);
    expect(await carts()).toBe(before);
  });

  it('answers userErrors for a quantity below 1, a merchandise id of another kind, and an attribute key left blank', async () => {
    const good = await variant('available_for_sale and quantity_available >= 1');
    const payload = await cartCreate({
      lines: [
        { merchandiseId: gid(good.id), quantity: 0 },
        { merchandiseId: 'gid://shopify/Product/1', quantity: 1 },
        { merchandiseId: gid(good.id), quantity: 1, attributes: [{ key: ' ', value: 'x' }] },
      ],
    });
    expect(payload.cart).toBeNull();
    expect(payload.userErrors.map((error) => [error.code, error.field?.join('.')])).toEqual([
      ['LESS_THAN', 'input.lines.0.quantity'],
      ['INVALID_MERCHANDISE_LINE', 'input.lines.1.merchandiseId'],
      ['INVALID', 'input.lines.2.attributes.0.key'],
    ]);
  });
});

describe('the cart page', () => {
  it('is a 404 for an unknown cart, a 400 naming token or the parameter for a malformed address', async () => {
    expectJsonError(await callApi(origin, `/api/shop/cart/${'0'.repeat(32)}`), 404);
    expectFieldErrors(await callApi(origin, '/api/shop/cart/not-a-token'), 400, ['token']);
    expectFieldErrors(await callApi(origin, `/api/shop/cart/${'0'.repeat(32)}?currency=USD`), 400, ['currency']);
  });
});
