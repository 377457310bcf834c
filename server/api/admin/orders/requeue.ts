import type { FailedOrder } from '../../../../runtime/generated/entities';
import failedOrderSchema from '../../../../schemas/entities/failed-order.schema.json' with { type: 'json' };
import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { isCalendarDate } from '../clock';
import { readBody, summary } from '../http';
import { auditedWrite } from '../writes';
import { insertOrder, type NameValue, type NewOrder } from './orderStore';
import { readTags } from './tagList';

/** What the Failed order resubmission screen shows on success (001 §8), verbatim. */
export const ORDER_SUCCESS = 'Order Success';
/** The tag of every order made from a failed one. */
export const REQUEUED_TAG = 'REQUEUED';
const MAX_TAGS = 100;

/** The readable sentence of a refused failed order: the fields at fault and what is wrong with each. */
function refusal(fields: Record<string, string>): string {
  return `The order is not valid: ${summary(Object.entries(fields).map(([field, problem]) => `${field === '-' ? 'the body' : field} ${problem}.`))}`;
}

/** An attribute's value by name (case aside), '' when absent. */
function attribute(attributes: readonly NameValue[], ...names: string[]): string {
  const wanted = names.map((name) => name.toLowerCase());
  return attributes.find((pair) => wanted.includes(pair.name.toLowerCase()))?.value.trim() ?? '';
}

/** The stored order a failed order makes: its shipping address, lines, tags (and REQUEUED), note attributes. */
export function requeuedOrder(failed: FailedOrder): NewOrder {
  const attributes: NameValue[] = (failed.note_attributes ?? []).map((pair) => ({ name: pair.name, value: pair.value ?? '' }));
  const typedDate = attribute(attributes, 'Delivery Date', '_deliveryDate', 'deliveryDate');
  const usDate = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typedDate);
  const isoDate = usDate ? `${usDate[3]}-${usDate[1]}-${usDate[2]}` : typedDate;
  const address = failed.shipping_address;
  const tags = readTags(failed.tags ?? '').filter((tag) => tag.toUpperCase() !== REQUEUED_TAG);
  const lang = attribute(attributes, '_lang', 'lang', '_email_language').toLowerCase();
  return {
    email: failed.email,
    shipping: {
      firstName: address.first_name,
      lastName: address.last_name ?? '',
      phone: address.phone ?? failed.phone ?? '',
      address: address.address1,
      apartment: address.address2 ?? '',
      city: address.city,
      province: address.province,
      provinceCode: address.province_code ?? '',
      postalCode: address.zip,
    },
    deliveryDate: isCalendarDate(isoDate) ? isoDate : null,
    regionTag: attribute(attributes, '_region', 'region').slice(0, 50),
    regionCode: attribute(attributes, '_regionCode', 'regionCode', '_region_code').slice(0, 10),
    lang: lang.startsWith('fr') ? 'fr-ca' : 'en-ca',
    tags: [...tags, REQUEUED_TAG],
    note: failed.note ?? '',
    noteAttributes: attributes,
    lineItems: failed.line_items.map((item) => ({
      productTitle: item.title,
      variantTitle: item.variant_title ?? 'Default Title',
      productType: item.product_type ?? '',
      sku: item.sku ?? '',
      quantity: item.quantity,
      price: item.price ?? '0',
      properties: (item.properties ?? []).map((pair) => ({ name: pair.name, value: pair.value ?? '' })),
    })),
  };
}

/**
 * POST /orders/requeue (001 §7): the body is a failed storefront order (schemas/entities/failed-order.schema.json).
 * Stores the requeue (the payload, who, when) and creates the order in the order store with the
 * next name and the tag REQUEUED, in one audited transaction; answers 201
 * `{ message: 'Order Success', orderName }`. A body that does not match is a 400
 * `{ error: 'The order is not valid: line_items.0.quantity must be >= 1.', fields }` and nothing is written.
 */
export function registerRequeue(app: ApiApp, db: Database): void {
  const route = describeRoute<FailedOrder>(app, 'POST', '/orders/requeue', { body: failedOrderSchema });
  app.post('/orders/requeue', async (c) => {
    const raw = await readBody(c);
    const checked = route.body(raw);
    if (!checked.ok) return jsonError(c, 400, refusal(checked.fields), checked.fields);
    const failed = checked.value;
    if (readTags(failed.tags ?? '').length > MAX_TAGS) {
      const fields = { tags: `holds more than ${MAX_TAGS} tags` };
      return jsonError(c, 400, refusal(fields), fields);
    }
    const staff = c.get('staff');
    return auditedWrite(c, db, async (tx) => {
      const created = await insertOrder(tx, requeuedOrder(failed));
      await tx.query('insert into failed_order_requeue (created_by, payload, order_id) values ($1, $2::jsonb, $3)', [staff.email ?? staff.sub, JSON.stringify(failed), created.id]);
      return c.json({ message: ORDER_SUCCESS, orderName: created.name }, 201);
    });
  });
}
