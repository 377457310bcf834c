import type { Database } from '../../db/database';
import type { ApiApp } from '../common';
import { jsonError } from '../errors';
import { describeRoute, type ParameterSchema } from '../routes';
import { bodyValidator } from '../validate';
import { cartPageHtml, type StoredCartLine } from '../storefront/cartView';

/** Where a storefront cart's checkoutUrl points on the shop host (`/api/shop/cart/<token>`). */
export const CART_PAGE_PATH = '/api/shop/cart/';
const TOKEN_PATTERN = '^[a-f0-9]{32}$';

const PARAMS: ParameterSchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 32, maxLength: 32, pattern: TOKEN_PATTERN, description: "The random part of the cart's id." } },
  required: ['token'],
  additionalProperties: false,
};

/** What the checkout tool adds to a checkout address (001 §9): shown nowhere, accepted. */
const QUERY: ParameterSchema = {
  type: 'object',
  properties: {
    currency: { type: 'string', enum: ['CAD'], description: 'The currency of the cart (001 §7: CAD).' },
    locale: { type: 'string', maxLength: 10, description: "'fr' for French (001 §9 '&locale=fr')." },
    utm: { type: 'string', maxLength: 100, description: "'checkoutauto' (001 §9)." },
    initials: { type: 'string', maxLength: 10, description: "The staff's initials (001 §9)." },
  },
  additionalProperties: false,
};

const validQuery = bodyValidator<Record<string, string>>(QUERY);

/**
 * GET /cart/{token} on the shop host: the page a cart's checkoutUrl opens (cartCreate,
 * server/api/storefront/cart.ts), listing its lines with their attributes, the discount codes
 * and the total in CAD. Public (the customer has no token); the random token keeps it private.
 * 404 `{ error }` for an unknown cart, 400 naming token when it is malformed.
 */
export function registerCartPage(app: ApiApp, db: Database): void {
  describeRoute(app, 'GET', '/cart/:token', { params: PARAMS, query: QUERY, public: true });
  app.get('/cart/:token', async (c) => {
    const token = c.req.param('token');
    const query = validQuery(c.req.query());
    const fields = { ...(new RegExp(TOKEN_PATTERN).test(token) ? {} : { token: 'must be 32 hexadecimal digits' }), ...(query.ok ? {} : query.fields) };
    if (Object.keys(fields).length > 0) return jsonError(c, 400, 'The cart address is not valid.', fields);
    const { rows } = await db.query<{ lines: StoredCartLine[]; discount_codes: string[]; total: string }>(
      'select lines, discount_codes, total::text as total from storefront_cart where token = $1',
      [token],
    );
    const cart = rows[0];
    if (!cart) return jsonError(c, 404, 'There is no such cart.');
    c.header('Cache-Control', 'no-store');
    return c.html(cartPageHtml(cart.lines, cart.discount_codes, cart.total));
  });
}
