import type { OrderAdjustment, OrderAdjustmentAnswer } from '../../../../runtime/generated/entities';
import orderAdjustmentSchema from '../../../../schemas/entities/order-adjustment.schema.json' with { type: 'json' };
import type { Database, Queryable } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { shortfallText, takeStock } from '../bulkOrders/stock';
import { counted, trimFields, validBody } from '../http';
import { auditedWrite } from '../writes';
import { variantIdOf, variantsById } from './catalogueVariants';
import { changesLines, planLineChanges, type InventoryChange, type LinePlan } from './lineChanges';
import { findOrderByName } from './orderStore';
import { giveBackStock, lockVariants } from './stockReturn';
import { adjustedTags } from './tagList';
import { sameAttributes, withTimeline } from './timelineAttributes';

export const TIMELINE_PATH = '/pull-automation/timeline';
const INVALID = 'The order was not adjusted.';
/** What the order store holds (0061_orders.sql). */
const MAX_ORDER_TAGS = 250;
/** Said in every answer: what the reference service does with sendConfirmationEmail. */
export const NO_EMAIL_SENT = 'No confirmation e-mail is sent by this service: the request is recorded with the adjustment.';

/** The request's inventories with their variants, or the fields naming ids the catalogue lacks. */
async function inventoryChanges(db: Queryable, inventories: OrderAdjustment['inventories']): Promise<{ changes: InventoryChange[]; fields: Record<string, string> }> {
  const ids = inventories.map((item) => variantIdOf(item.id));
  const known = await variantsById(db, ids.filter((id): id is number => id !== undefined));
  const fields: Record<string, string> = {};
  const changes: InventoryChange[] = [];
  for (const [index, item] of inventories.entries()) {
    const variant = known.get(ids[index] ?? 0);
    if (!variant) fields[`inventories.${index}.id`] = `${item.id} is no variant of the catalogue`;
    else changes.push({ index, type: item.type, variant, quantity: item.quantity });
  }
  return { changes, fields };
}

/** Writes the planned line changes of the order `orderId`. */
async function writeLines(tx: Queryable, orderId: number, plan: LinePlan): Promise<void> {
  if (plan.deleted.length > 0) await tx.query('delete from shop_order_line_item where order_id = $1 and id = any($2::int[])', [orderId, plan.deleted]);
  for (const line of plan.updated) {
    await tx.query(
      `update shop_order_line_item set product_title = $2, variant_title = $3, product_type = $4, sku = $5, quantity = $6, price = $7 where id = $1`,
      [line.id, line.productTitle, line.variantTitle, line.productType, line.sku, line.quantity, line.price],
    );
  }
  for (const line of plan.inserted) {
    await tx.query(
      `insert into shop_order_line_item (order_id, position, product_title, variant_title, sku, product_type, quantity, price, properties)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
      [orderId, line.position, line.productTitle, line.variantTitle, line.sku, line.productType, line.quantity, line.price, JSON.stringify(line.properties)],
    );
  }
}

/**
 * PUT /pull-automation/timeline (001 §2 Order Adjustments, §5, §7, §8): applies an adjustment
 * (schemas/entities/order-adjustment.schema.json) to a stored order in one audited transaction:
 * the timeline entries set the order's note attributes, the tags are added, the inventories change
 * the line items with the catalogue's stock taken (takeStock) or given back, and the adjustment is
 * recorded (order_adjustment, with sendConfirmationEmail: no e-mail is sent). Answers 200
 * `{ message, orderName, version }`. 400 `{ error, fields }` and nothing written nor taken: an
 * unknown order (orderId), an unknown variant or one of the wrong type (inventories.<i>.id), a
 * removal beyond the ordered quantity or an add beyond the stock (inventories.<i>.quantity), a
 * request that changes nothing (timelines, tags, inventories).
 */
export function registerTimeline(app: ApiApp, db: Database): void {
  const route = describeRoute<OrderAdjustment>(app, 'PUT', TIMELINE_PATH, { body: orderAdjustmentSchema });
  app.put(TIMELINE_PATH, async (c) => {
    const body = await validBody(c, route.body, INVALID, (raw) => trimFields(raw, ['orderId', 'userEmail', 'tags']));
    if (!body.ok) return body.response;
    const request = body.value;
    if (request.timelines.length + request.tags.length + request.inventories.length === 0) {
      const nothing = 'Please input at least one property: give a timeline entry, a tag or a product change';
      return jsonError(c, 400, `${INVALID} ${nothing}.`, { timelines: nothing, tags: nothing, inventories: nothing });
    }
    const { changes, fields } = await inventoryChanges(db, request.inventories);
    if (Object.keys(fields).length > 0) return jsonError(c, 400, `${INVALID} A product is not in the catalogue.`, fields);
    const staff = c.get('staff');
    return auditedWrite(c, db, async (tx) => {
      const order = await findOrderByName(tx, request.orderId, true);
      if (!order) return jsonError(c, 400, `${INVALID} There is no order ${request.orderId.startsWith('#') ? request.orderId : `#${request.orderId}`}.`, { orderId: 'names no stored order' });
      const planning = planLineChanges(order.lineItems, changes);
      if (!planning.ok) return jsonError(c, 400, `${INVALID} ${Object.values(planning.fields)[0] ?? ''}.`, planning.fields);
      const { plan } = planning;
      const attributes = withTimeline(order.noteAttributes, request.timelines);
      const tags = adjustedTags(order.tags, [], request.tags);
      if (tags.length > MAX_ORDER_TAGS) {
        const tooMany = `would give ${order.name} ${tags.length} tags; an order holds at most ${MAX_ORDER_TAGS}`;
        return jsonError(c, 400, `${INVALID} The tags ${tooMany}.`, { tags: tooMany });
      }
      const attributesChange = !sameAttributes(attributes, order.noteAttributes);
      const tagsChange = tags.length !== order.tags.length;
      if (!attributesChange && !tagsChange && !changesLines(plan)) {
        const same = `changes nothing: ${order.name} already has these values, tags and products`;
        return jsonError(c, 400, `${INVALID} The request ${same}.`, { timelines: same, tags: same, inventories: same });
      }
      await lockVariants(tx, [...plan.take, ...plan.giveBack].map((demand) => demand.sku));
      const short = await takeStock(tx, plan.take);
      if (short.length > 0) {
        const shortFields = Object.fromEntries(short.map((shortfall) => [plan.takenBy.get(shortfall.demand.sku) ?? 'inventories', shortfallText(shortfall, 1)]));
        return jsonError(c, 400, `${INVALID} The stock cannot give what is added: ${Object.values(shortFields)[0] ?? ''}.`, shortFields);
      }
      await giveBackStock(tx, plan.giveBack);
      await writeLines(tx, order.id, plan);
      const { rows } = await tx.query<{ version: number }>(
        'update shop_order set note_attributes = $2::jsonb, tags = $3::text[], version = version + 1 where id = $1 returning version',
        [order.id, JSON.stringify(attributes), tags],
      );
      await tx.query(
        `insert into order_adjustment (order_id, created_by, user_email, send_confirmation_email, timelines, tags, inventories)
         values ($1, $2, $3, $4, $5::jsonb, $6::text[], $7::jsonb)`,
        [order.id, staff.email ?? staff.sub, request.userEmail, request.sendConfirmationEmail, JSON.stringify(request.timelines), request.tags, JSON.stringify(request.inventories)],
      );
      const done = [counted(request.timelines.length, 'property', 'properties'), counted(tags.length - order.tags.length, 'tag'), counted(changes.length, 'product change')].join(', ');
      const emailNote = request.sendConfirmationEmail ? ` ${NO_EMAIL_SENT}` : '';
      const answer: OrderAdjustmentAnswer = { message: `Properties and timeline tag have been added to ${order.name}: ${done}.${emailNote}`, orderName: order.name, version: rows[0]?.version ?? order.version + 1 };
      return c.json(answer, 200);
    });
  });
}
