/**
 * The demo of Checkout Automation (001 §2, §3 'Saved checkout record'): one storefront cart of
 * two catalogue variants (its page is `/api/shop/cart/<DEMO_CART_TOKEN>`), a short link
 * `/api/shop/s/<DEMO_SHORT_ID>` that opens it, and a saved checkout of one cart from order #1001
 * behind both, so Update checkout has a record to query by its short link or by the cart's id.
 * The cart is delivered where #1001 is (a town of the city list, a postal code with delivery
 * rates), so a cart loaded for editing keeps its city and gets delivery windows.
 * Seeded once per database (`seed_step` 'checkouts'), after the catalogue, in the seed's
 * unaudited transaction.
 */
import { centsOf, priceOfCents } from '../../api/storefront/cartInput';
import type { StoredCartLine } from '../../api/storefront/cartView';
import type { Queryable } from '../database';
import { DEFAULT_PORT } from '../../defaultPort';
import { DEMO_ORDERS, demoOrderPostalCodes } from './orders';

export const CHECKOUTS_STEP = 'checkouts';
/** The demo cart's token: the last part of its checkoutUrl and the {id} of GET /checkout-automation/long/{id}. */
export const DEMO_CART_TOKEN = 'c0ffee00c0ffee00c0ffee00c0ffee00';
/** The demo short link's 7-letter id: the {shortId} of GET /checkout-automation/{shortId}. */
export const DEMO_SHORT_ID = 'DemoCkt';
/** The console's address when none is given: the default port's (a short link itself stores the root-relative path). */
export const DEFAULT_ORIGIN = `http://127.0.0.1:${DEFAULT_PORT}`;

/** Writes the demo once per database, its saved addresses under `origin`; answers whether it wrote anything. */
export async function seedCheckouts(tx: Queryable, origin: string): Promise<boolean> {
  const done = await tx.query<{ found: boolean }>('select exists(select 1 from seed_step where name = $1) as found', [CHECKOUTS_STEP]);
  if (done.rows[0]?.found === true) return false;
  const { rows: variants } = await tx.query<{ id: number; title: string; sku: string; price: string; product_title: string }>(
    `select v.id, v.title, v.sku, v.price::text as price, p.title as product_title
       from storefront_variant v join storefront_product p on p.id = v.product_id
      where v.available_for_sale and v.quantity_available > 0 and p.product_type in ('Flowers', 'Card')
      order by p.product_type desc, v.id limit 2`,
  );
  const where = demoOrderPostalCodes()[0] ?? { city: 'Transcona', postalCode: 'R2C 1B3' };
  const lines: StoredCartLine[] = variants.map((variant) => ({
    variantId: variant.id,
    productTitle: variant.product_title,
    variantTitle: variant.title,
    sku: variant.sku,
    price: variant.price,
    quantity: 1,
    attributes: [{ key: 'First Name', value: 'Marie' }, { key: 'Last Name', value: 'Tremblay' }, { key: 'City', value: where.city }],
  }));
  const total = priceOfCents(lines.reduce((sum, line) => sum + centsOf(line.price), 0));
  await tx.query('insert into storefront_cart (token, lines, total) values ($1, $2::jsonb, $3::numeric)', [DEMO_CART_TOKEN, JSON.stringify(lines), total]);
  const cartPath = `/api/shop/cart/${DEMO_CART_TOKEN}?currency=CAD`;
  await tx.query('insert into short_link (short_id, url, is_checkout, created_by) values ($1, $2, true, $3)', [DEMO_SHORT_ID, cartPath, 'demo']);
  const carts = [{ firstName: 'Marie', lastName: 'Tremblay', cname: 'Marie', phone: '(204) 555-0101', address: '1 Regent Ave W', city: where.city, province: 'Manitoba', postalCode: where.postalCode, lang: 'en-ca', sameAddress: false }];
  await tx.query(
    `insert into checkout_record (checkout_url, short_url, short_id, long_id, carts, checkout_info, reference_order, user_email, created_by)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, 'demo')`,
    [`${origin}${cartPath}`, `${origin}/api/shop/s/${DEMO_SHORT_ID}`, DEMO_SHORT_ID, DEMO_CART_TOKEN, JSON.stringify(carts), JSON.stringify({ destination: 'checkout' }), DEMO_ORDERS.open, 'alex.morgan@example.com'],
  );
  await tx.query('insert into seed_step (name) values ($1)', [CHECKOUTS_STEP]);
  return true;
}
