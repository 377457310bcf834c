import { randomInt } from 'node:crypto';
import type { BulkOrderLinkRequest } from '../../../../runtime/generated/entities';
import bulkOrderLinkSchema from '../../../../schemas/entities/bulk-order-link.schema.json' with { type: 'json' };
import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { businessToday, type Clock } from '../clock';
import { counted, namedList, trimFields, validBody } from '../http';
import { auditedWrite } from '../writes';
import { linkDeliveryDate, linksCsv, orderLink, type OrderLink } from './bulkLinks';
import { orderIdsProblem, readOrderIds } from './orderIdList';
import { findOrderByName } from './orderStore';

const INVALID = 'The links were not created.';

/** A uniform number in [0, 1) from the system's secure source (basket ids). */
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * POST /bulk-order-link (001 §7, §9): a link per order recreating it for the delivery date (a
 * basket link for cartType 'Callia', a checkout link for 'Shopify': server/api/admin/orders/bulkLinks.ts).
 * The run is stored (who, when, cart type, date, the links with the lines each recreates) in one audited transaction; the answer,
 * 201 `{ message, fileName, csv, links }`, carries what the user must see: the CSV to download
 * ('bulk-order-links-<today>.csv': Order, Link, Delivery Date) and the links. deliveryDate
 * MM/DD/YYYY, not before today in Winnipeg; '' means one year after today. 400 `{ error, fields }`
 * and nothing stored when a field is bad or an order id names no stored order.
 */
export function registerBulkOrderLink(app: ApiApp, db: Database, clock: Clock): void {
  const route = describeRoute<BulkOrderLinkRequest>(app, 'POST', '/bulk-order-link', { body: bulkOrderLinkSchema.$defs.request });
  app.post('/bulk-order-link', async (c) => {
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
    return auditedWrite(c, db, async (tx) => {
      const links: OrderLink[] = [];
      // What each link recreates, kept with the run (the basket's contents): the order's lines.
      const stored: (OrderLink & { lines: { productTitle: string; variantTitle: string; sku: string; quantity: number }[] })[] = [];
      const missing: string[] = [];
      for (const name of ids.names) {
        const order = await findOrderByName(tx, name);
        if (!order) {
          missing.push(name);
          continue;
        }
        const link = { order: order.name, link: orderLink(order, request.cartType, deliveryDate, request.initials, secureRandom), deliveryDate };
        links.push(link);
        stored.push({ ...link, lines: order.lineItems.map(({ productTitle, variantTitle, sku, quantity }) => ({ productTitle, variantTitle, sku, quantity })) });
      }
      if (missing.length > 0) return jsonError(c, 400, `${INVALID} ${namedList('Order', 'Orders', missing)} ${missing.length === 1 ? 'does' : 'do'} not exist.`, { orderIds: `names no stored order: ${missing.join(', ')}` });
      const [month = '', day = '', year = ''] = deliveryDate.split('/');
      await tx.query(
        `insert into bulk_order_link_run (created_by, cart_type, delivery_date, initials, email, links) values ($1, $2, $3::date, $4, $5, $6::jsonb)`,
        [staff.email ?? staff.sub, request.cartType, `${year}-${month}-${day}`, request.initials, request.email, JSON.stringify(stored)],
      );
      return c.json(
        { message: `Done. ${counted(links.length, 'link')} created.`, fileName: `bulk-order-links-${today}.csv`, csv: linksCsv(links), links },
        201,
      );
    });
  });
}
