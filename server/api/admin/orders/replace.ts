import type { ReplacementOrder, ReplacementOrderAnswer } from '../../../../runtime/generated/entities';
import replacementOrderSchema from '../../../../schemas/entities/replacement-order.schema.json' with { type: 'json' };
import type { Database, Queryable } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { shortfallText, stockDemands, takeStock } from '../bulkOrders/stock';
import { businessToday, isCalendarDate, type Clock } from '../clock';
import { counted, summary, validBody } from '../http';
import { auditedWrite } from '../writes';
import { lineOfVariant, variantsOfTitle } from './catalogueVariants';
import { BOUQUET_TYPES } from './orderAnswer';
import { findOrderByName, insertOrder, type NameValue, type NewLineItem } from './orderStore';
import { isoOfUsDate, noteToOriginal, replacementOrder, type ReplacementPlace } from './replacementOrder';

export const REPLACE_PATH = '/orders/replace';
const INVALID = 'The replacement order was not created.';
/** The console's toast on success (001 §8), the start of the answer's message. */
export const REPLACEMENT_DONE = 'Order Replacement: Done';
const MAX_NOTE = 5000;

type Problems = Record<string, string>;
const refused = (fields: Problems) => `${INVALID} ${summary(Object.entries(fields).map(([field, problem]) => `${field} ${problem}.`))}`;

/** The payload's products as order lines from the catalogue (properties: delivery date, week code, warehouse), or problems by field. */
async function productLines(db: Queryable, payload: ReplacementOrder, deliveryDate: string): Promise<{ lines: NewLineItem[]; fields: Problems }> {
  const fields: Problems = {};
  const lines: NewLineItem[] = [];
  for (const [index, product] of payload.products.entries()) {
    const variants = await variantsOfTitle(db, product.productTitle);
    const fitting = variants.filter((variant) => variant.productType === product.productType);
    const variant = fitting.find((row) => row.variantTitle.toLowerCase() === product.variantTitle.trim().toLowerCase());
    if (variants.length === 0) fields[`products.${index}.productTitle`] = `'${product.productTitle}' is not a product of the shop`;
    else if (fitting.length === 0) fields[`products.${index}.productType`] = `${variants[0]?.productTitle ?? ''} is a ${variants[0]?.productType ?? ''} product, not ${product.productType}`;
    else if (!variant) fields[`products.${index}.variantTitle`] = `'${product.variantTitle}' is not a variant of ${fitting[0]?.productTitle ?? ''} (${fitting.map((row) => row.variantTitle).join(', ')})`;
    else {
      const properties: NameValue[] = [{ name: 'Delivery Date', value: deliveryDate }];
      if (product.weekCode) properties.push({ name: '_weekCode', value: product.weekCode });
      if (product.warehouse) properties.push({ name: '_warehouse', value: product.warehouse });
      lines.push(lineOfVariant(variant, product.quantity, properties));
    }
  }
  if (Object.keys(fields).length === 0 && !lines.some((line) => BOUQUET_TYPES.includes(line.productType))) {
    fields.products = `hold no bouquet (a product of type ${BOUQUET_TYPES.join(', ')}): Bouquet Name can't be empty`;
  }
  return { lines, fields };
}

/** The province's name and the region's tag (the region of that code holding the city first), or problems. */
async function placeOf(db: Queryable, payload: ReplacementOrder): Promise<{ place?: ReplacementPlace; fields: Problems }> {
  const province = await db.query<{ name: string }>('select name from province where code = $1 order by id limit 1', [payload.provinceCode]);
  const region = await db.query<{ tag: string }>(
    `select r.tag from region r where r.short_code = $1
      order by exists (select 1 from zone z join town t on t.zone_id = z.zone_id where z.region_id = r.region_id and lower(t.town_name) = lower($2)) desc, r.region_id
      limit 1`,
    [payload.regionCode, payload.city.trim()],
  );
  const fields: Problems = {};
  if (!province.rows[0]) fields.provinceCode = `${payload.provinceCode} is no province of the places`;
  if (!region.rows[0]) fields.regionCode = `${payload.regionCode} is no region code of the places`;
  const place = province.rows[0] && region.rows[0] ? { province: province.rows[0].name, regionTag: region.rows[0].tag } : undefined;
  return { ...(place ? { place } : {}), fields };
}

/**
 * POST /orders/replace (001 §2 Order Replacement Automation, §3, §5, §7, §9): creates the
 * replacement of a stored order (schemas/entities/replacement-order.schema.json) in one audited
 * transaction: the new order (replacementOrder.ts) with its products taken from the catalogue's
 * stock (takeStock), and a line on the original order's note naming it. Answers 201
 * `{ message: 'Order Replacement: Done. #1041 replaces #1008 …', orderName, originalOrder }`.
 * 400 `{ error, fields }` and nothing written nor taken: a field out of its limits, a delivery
 * date that is no date or is before today in Winnipeg, an unknown original order, province or
 * region code, a product the catalogue lacks, no bouquet, more than the stock holds.
 */
export function registerReplace(app: ApiApp, db: Database, clock: Clock): void {
  const route = describeRoute<ReplacementOrder>(app, 'POST', REPLACE_PATH, { body: replacementOrderSchema });
  app.post(REPLACE_PATH, async (c) => {
    const body = await validBody(c, route.body, INVALID);
    if (!body.ok) return body.response;
    const payload = body.value;
    const deliveryDate = isoOfUsDate(payload.deliveryDate) ?? '';
    if (!isCalendarDate(deliveryDate)) return jsonError(c, 400, refused({ deliveryDate: 'is no calendar date (MM/DD/YYYY)' }), { deliveryDate: 'is no calendar date (MM/DD/YYYY)' });
    const today = businessToday(clock());
    if (deliveryDate < today) {
      const fields = { deliveryDate: `is before today in Winnipeg (${today}): Please select new delivery date` };
      return jsonError(c, 400, refused(fields), fields);
    }
    const { place, fields: placeFields } = await placeOf(db, payload);
    const { lines, fields: productFields } = await productLines(db, payload, deliveryDate);
    const fields = { ...placeFields, ...productFields };
    if (!place || Object.keys(fields).length > 0) return jsonError(c, 400, refused(fields), fields);

    return auditedWrite(c, db, async (tx) => {
      const original = await findOrderByName(tx, payload.originalOrder, true);
      if (!original) {
        const unknown = { originalOrder: 'names no stored order' };
        return jsonError(c, 400, `${INVALID} There is no order ${payload.originalOrder.trim().replace(/^#?/, '#')}.`, unknown);
      }
      // The longest line the note can get (the largest order name), checked before anything is written.
      if ([original.note, noteToOriginal('#999999999', payload)].filter((text) => text !== '').join('\n').length > MAX_NOTE) {
        const tooLong = { noteToOriginalOrder: `would make ${original.name}'s note longer than ${MAX_NOTE} characters` };
        return jsonError(c, 400, refused(tooLong), tooLong);
      }
      const short = await takeStock(tx, stockDemands([lines]));
      if (short.length > 0) {
        const shortFields = Object.fromEntries(short.map((shortfall) => [`products.${lines.findIndex((line) => line.sku === shortfall.demand.sku)}.quantity`, shortfallText(shortfall, 1)]));
        return jsonError(c, 400, refused(shortFields), shortFields);
      }
      const created = await insertOrder(tx, replacementOrder(payload, original.name, lines, place, deliveryDate));
      const note = [original.note, noteToOriginal(created.name, payload)].filter((text) => text !== '').join('\n');
      await tx.query('update shop_order set note = $2, version = version + 1 where id = $1', [original.id, note]);
      const message = `${REPLACEMENT_DONE}. ${created.name} replaces ${original.name} (${counted(lines.length, 'product')}, delivery ${payload.deliveryDate}).`;
      const answer: ReplacementOrderAnswer = { message, orderName: created.name, originalOrder: original.name };
      return c.json(answer, 201);
    });
  });
}
