import type { BulkOrderLinkAnswer, BulkOrderLinkRequest } from '../../../../runtime/generated/entities';
import bulkOrderLinkSchema from '../../../../schemas/entities/bulk-order-link.schema.json' with { type: 'json' };
import type { Database, Queryable } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { createCart } from '../../storefront/cart';
import { storeShortLink } from '../checkout/shortLinks';
import { businessToday, type Clock } from '../clock';
import { adminBaseOf, fileToDrive } from '../drive/driveFiles';
import { counted, namedList, trimFields, validBody } from '../http';
import { auditedWrite } from '../writes';
import { checkoutLink, linkDeliveryDate, linksCsv, linksFileName, orderCart, type OrderLink } from './bulkLinks';
import { orderIdsProblem, readOrderIds } from './orderIdList';
import { findOrderByName, type StoredOrder } from './orderStore';

const INVALID = 'The links were not created.';
const ROUTE = '/bulk-order-link';

/** The shared-drive folder the runs' CSVs are filed in. */
export const LINKS_FOLDER = 'Bulk Order Links';

/**
 * POST /bulk-order-link (001 §2, §7, §8, §9 and the spec README decision on 'Done. Check Google
 * Drive'). For each order a storefront cart of its lines (by variant id) for the delivery date,
 * checked as cartCreate checks (in the catalogue, for sale, in stock; no stock is taken: a line that
 * fails is left out of the cart and named in `leftOut`, an order none of whose lines can go in a
 * cart refuses the run), and its
 * link: for cartType 'Callia' a basket link (a short link, random 7-letter id, to the cart's
 * page), for 'Shopify' the cart's checkout address with utm, initials and locale. The CSV of the
 * links (Order, Link, Delivery Date) is filed in the shared drive's 'Bulk Order Links' folder
 * (drive/driveFiles.ts), the run stored (who, when, cart type, date, the links with the lines each
 * recreates), all in one audited transaction. Answers 201 `{ message, leftOut, fileName, csv,
 * links, file: { folder, name, url } }`. deliveryDate MM/DD/YYYY, not before today in Winnipeg; ''
 * means one year after today. 400 `{ error, fields }` and nothing made, filed or stored when a
 * field is bad, an order id names no stored order or a line no shop product, or an order has
 * nothing a cart can hold (which order, and why).
 */
export function registerBulkOrderLink(app: ApiApp, db: Database, clock: Clock): void {
  const route = describeRoute<BulkOrderLinkRequest>(app, 'POST', ROUTE, { body: bulkOrderLinkSchema.$defs.request });
  app.post(ROUTE, async (c) => {
    const body = await validBody(c, route.body, INVALID, (raw) => trimFields(raw, ['orderIds', 'deliveryDate', 'initials', 'email']));
    if (!body.ok) return body.response;
    const request = body.value;
    const today = businessToday(clock());
    const problems: Record<string, string> = {};
    const ids = readOrderIds(request.orderIds);
    const idsProblem = orderIdsProblem(ids);
    if (idsProblem) problems.orderIds = idsProblem;
    const deliveryDate = linkDeliveryDate(request.deliveryDate, today);
    if (!deliveryDate) problems.deliveryDate = `must be a date MM/DD/YYYY from today (${today}) on, or empty for one year later`;
    if (request.initials === '') problems.initials = 'is required';
    if (request.email === '') problems.email = 'is required';
    if (Object.keys(problems).length > 0 || !deliveryDate) return jsonError(c, 400, INVALID, problems);
    const staff = c.get('staff');
    const createdBy = staff.email ?? staff.sub;
    const origin = new URL(c.req.url).origin;
    return auditedWrite(c, db, async (tx) => {
      const orders: StoredOrder[] = [];
      const missing: string[] = [];
      for (const name of ids.names) {
        const order = await findOrderByName(tx, name);
        if (order) orders.push(order);
        else missing.push(name);
      }
      if (missing.length > 0) return jsonError(c, 400, `${INVALID} ${namedList('Order', 'Orders', missing)} ${missing.length === 1 ? 'does' : 'do'} not exist.`, { orderIds: `names no stored order: ${missing.join(', ')}` });
      const variantIds = await variantIdsBySku(tx, orders.flatMap((order) => order.lineItems.map((line) => line.sku)));
      const links: OrderLink[] = [];
      const stored: unknown[] = [];
      const refused: string[] = [];
      const left: string[] = [];
      for (const order of orders) {
        const lines = order.lineItems.map(({ productTitle, variantTitle, sku, quantity }) => ({ productTitle, variantTitle, sku, quantity }));
        const cart = orderCart(order.name, lines, variantIds, deliveryDate);
        if (cart.missing.length > 0) {
          refused.push(`${order.name}: ${cart.missing.join(', ')} ${cart.missing.length === 1 ? 'is' : 'are'} not in the shop`);
          continue;
        }
        let input = cart.input;
        let made = await createCart(tx, origin, input, () => ({}));
        if (!made.cart) {
          // What no cart can hold now (not for sale, out of stock) is left out and said; the rest makes the cart.
          const refusedLines = new Set(made.userErrors.map((error) => Number(error.field[2])));
          const kept = (input.lines ?? []).filter((_line, index) => !refusedLines.has(index));
          left.push(`${order.name}: ${made.userErrors.map((error) => error.message.replace(/\.$/, '')).join('; ')}`);
          input = { lines: kept };
          made = kept.length > 0 && kept.length < (cart.input.lines ?? []).length ? await createCart(tx, origin, input, () => ({})) : made;
        }
        if (!made.cart) {
          refused.push(`${order.name} (${made.userErrors.map((error) => error.message.replace(/\.$/, '')).join('; ')})`);
          continue;
        }
        const link = request.cartType === 'Shopify' ? checkoutLink(made.cart.checkoutUrl, order.lang, request.initials) : await storeShortLink(tx, { url: made.cart.checkoutUrl, isCheckout: false, createdBy, origin });
        if (link === undefined) return jsonError(c, 503, `${INVALID} No free basket id was found; try again.`);
        links.push({ order: order.name, link, deliveryDate });
        stored.push({ order: order.name, link, deliveryDate, cart: made.cart.id, lines });
      }
      if (refused.length > 0) return jsonError(c, 400, `${INVALID} Nothing of ${refused.join('; ')} can go in a cart.`, { orderIds: `cannot be recreated in a cart: ${refused.join('; ')}` });
      const [month = '', day = '', year = ''] = deliveryDate.split('/');
      await tx.query(
        `insert into bulk_order_link_run (created_by, cart_type, delivery_date, initials, email, links) values ($1, $2, $3::date, $4, $5, $6::jsonb)`,
        [createdBy, request.cartType, `${year}-${month}-${day}`, request.initials, request.email, JSON.stringify(stored)],
      );
      const csv = linksCsv(links);
      const file = await fileToDrive(tx, { folder: LINKS_FOLDER, name: linksFileName(today), contentType: 'text/csv; charset=utf-8', text: csv, createdBy, adminBase: adminBaseOf(c.req.url, c.req.path, ROUTE) });
      const leftOut = left.length > 0 ? `Left out of the carts: ${left.join('; ')}.` : '';
      const answer: BulkOrderLinkAnswer = {
        message: `Done. ${counted(links.length, 'link')} created; the CSV is filed in the shared drive as ${file.folder}/${file.name}.${leftOut === '' ? '' : ` ${leftOut}`}`,
        leftOut,
        fileName: file.name,
        csv,
        links,
        file,
      };
      return c.json(answer, 201);
    });
  });
}

/** The catalogue's variant ids of these SKUs. */
async function variantIdsBySku(tx: Queryable, skus: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ id: number; sku: string }>('select id, sku from storefront_variant where sku = any($1::text[])', [[...new Set(skus)]]);
  return new Map(rows.map((row) => [row.sku, row.id]));
}
