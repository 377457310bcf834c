import type { Context } from 'hono';
import type { Database } from '../../../db/database';
import { PROVINCES } from '../../../db/seed/places';
import type { BulkOrderAnswer, BulkOrderFailure } from '../../../../runtime/generated/entities';
import type { ApiVariables } from '../../auth';
import type { ApiApp } from '../../common';
import type { MultipartDeclaration } from '../../multipart';
import { describeRoute, NO_INPUT } from '../../routes';
import { businessToday, type Clock } from '../clock';
import { insertOrder, type NewLineItem, type NewOrder } from '../orders/orderStore';
import { auditedWrite } from '../writes';
import { lineOfHandle, readCart } from './cartLines';
import { readOrderRow, sameAddressProblems, type OrderRow } from './orderRows';
import { readSheet } from './readSheet';
import { regionsOf, type OrderRegion } from './regions';
import { shortfallText, stockDemands, takeStock } from './stock';
import { TEMPLATE_FILE_NAME, templateWorkbook, XLSX_TYPE } from './template';

/** 001 §8, verbatim. */
export const ORDERS_FAILED = 'Orders Failed!';
export const ORDERS_SUCCEEDED = 'Orders Succeeded!';

export const BULK_PATH = '/orders/bulk';
export const TEMPLATE_PATH = '/orders/bulk/template';

export const SHIPPING_TYPES = ['Standard', 'Same Address'] as const;
type ShippingType = (typeof SHIPPING_TYPES)[number];

const MIB = 1024 * 1024;

/** The multipart body of POST /orders/bulk: the sheet up to 5 MiB, every text bounded. */
export const BULK_ORDER_PARTS: MultipartDeclaration = {
  maxBytes: 5 * MIB + 64 * 1024,
  fields: {
    tags: { kind: 'text', maxLength: 500 },
    discountCode: { kind: 'text', maxLength: 50 },
    alertEmail: { kind: 'text', maxLength: 254 },
    shippingType: { kind: 'text', maxLength: 20 },
    cart: { kind: 'text', required: true, maxLength: 20_000 },
    // Browsers name an .xlsx by its type; some systems send any file as octet-stream. The bytes decide.
    xlsxBuffer: { kind: 'file', required: true, accept: [XLSX_TYPE, 'application/octet-stream'], maxBytes: 5 * MIB },
  },
};

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const DISCOUNT_CODE = /^[A-Za-z0-9_-]*$/;
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 50;
const B2B_TAG = 'B2B';

type Failure = Omit<BulkOrderFailure, 'error' | 'detail'>;

/** How a field of the form is named in the failure's one-text detail. */
const FIELD_NAMES: Readonly<Record<string, string>> = { tags: 'Tags', discountCode: 'Discount Code', alertEmail: 'Alert e-mail', shippingType: 'Shipping', cart: 'Cart', xlsxBuffer: 'Sheet' };

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Every reason of a failure in one text: the rows' reasons, or each field named as staff see it. */
export function failureDetail(failure: Failure): string {
  if (failure.rows && failure.rows.length > 0) return failure.rows.map((row) => sentence(row.reason)).join(' ');
  return Object.entries(failure.fields ?? {})
    .map(([field, problem]) => sentence(`${FIELD_NAMES[field.split('.')[0] ?? ''] ?? field}${field.includes('.') ? ` (${field.split('.').slice(1).join(' ')})` : ''}: ${String(problem)}`))
    .join(' ');
}

const failed = (c: Context, failure: Failure) => c.json({ error: ORDERS_FAILED, detail: failureDetail(failure), ...failure } satisfies BulkOrderFailure, 400);

interface FormFields {
  tags: string[];
  discountCode: string;
  email: string;
  shippingType: ShippingType;
}

/** The form's text fields, or the problems by field. */
function readForm(texts: Readonly<Record<string, string>>, tokenEmail: string | undefined): { ok: true; value: FormFields } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const tags = (texts.tags ?? '').split(',').map((tag) => tag.trim()).filter((tag) => tag !== '');
  if (tags.length > MAX_TAGS) fields.tags = `holds ${tags.length} tags; at most ${MAX_TAGS}`;
  const long = tags.find((tag) => tag.length > MAX_TAG_LENGTH);
  if (long) fields.tags = `'${long.slice(0, 20)}…' is longer than ${MAX_TAG_LENGTH} characters`;
  const discountCode = (texts.discountCode ?? '').trim();
  if (!DISCOUNT_CODE.test(discountCode)) fields.discountCode = 'may hold letters, digits, - and _ only';
  const email = (texts.alertEmail ?? '').trim() || (tokenEmail ?? '');
  if (email === '') fields.alertEmail = 'is required (the sign-in carries no e-mail)';
  else if (!EMAIL.test(email)) fields.alertEmail = 'is not an e-mail address';
  const shipping = (texts.shippingType ?? 'Standard').trim();
  const shippingType = SHIPPING_TYPES.find((type) => type === shipping);
  if (!shippingType) fields.shippingType = `must be one of ${SHIPPING_TYPES.join(', ')}`;
  const seen = new Set<string>();
  const unique = [...tags, B2B_TAG].filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
  return Object.keys(fields).length > 0 || !shippingType ? { ok: false, fields } : { ok: true, value: { tags: unique, discountCode, email, shippingType } };
}

function orderOf(row: OrderRow, form: FormFields, lines: readonly NewLineItem[], fileName: string, region: OrderRegion | undefined): NewOrder {
  return {
    ...(region ?? {}),
    email: form.email,
    senderEmail: form.email,
    shipping: {
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      address: row.address,
      apartment: row.apartment,
      buzzer: row.buzzer,
      city: row.city,
      province: row.province,
      provinceCode: row.provinceCode,
      postalCode: row.postalCode,
      addressType: row.addressType,
    },
    deliveryDate: row.deliveryDate,
    deliveryRate: form.shippingType === 'Standard' ? 'Standard Delivery' : 'Same Address Delivery',
    deliveryNotes: row.deliveryNotes,
    cardMessage: row.cardMessage,
    tags: form.tags,
    note: `Bulk B2B order: ${fileName.slice(0, 200)}, row ${row.row}.`,
    noteAttributes: [
      ...(form.discountCode === '' ? [] : [{ name: 'discountCode', value: form.discountCode }]),
      { name: 'bulkSheetRow', value: String(row.row) },
    ],
    lineItems: lines,
  };
}

/**
 * Bulk B2B orders (001 §2, §3 Bulk order payload / Cart line, §5, §7, §8; docs/bulk-order-sheet.md):
 * - POST /orders/bulk (multipart BULK_ORDER_PARTS): one order per sheet row, all or nothing.
 *   200 `{ message: 'Orders Succeeded!', orders: ['#1041', …] }`; 400 `{ error: 'Orders Failed!',
 *   rows: [{ row, reason }] }` naming every bad row, or `{ error, fields }` for a bad form field,
 *   a bad cart line (`cart.<i>.<field>`) or a sheet that is not a readable workbook, is empty or
 *   has a wrong header row (`xlsxBuffer`). Nothing is written on any refusal.
 * - GET /orders/bulk/template: the sheet's template (.xlsx), the header row and two example rows.
 *
 * Decisions where 001 is silent: each order gets the cart's lines, tags `tags` + B2B, the
 * discount code as a note attribute, the alert e-mail (else the token's) as its e-mail and
 * sender; shippingType Standard adds the shop's Delivery Fee product to every order, Same
 * Address (every row at the first row's address) adds it to the first order and the $2 Same
 * Address Delivery to the others. Each order's region is the one serving its city (regions.ts),
 * else none. The orders take their lines (the delivery products too) from the catalogue's stock
 * (stock.ts) in the same transaction: a variant the orders ask more of, in all, than is in stock
 * refuses the whole upload, `{ error, fields }` naming the cart line (`cart.<i>.quantity`) or, for
 * a delivery product, `shippingType`; nothing is written.
 */
export function registerBulkOrders(app: ApiApp, db: Database, clock: Clock): void {
  describeRoute(app, 'GET', TEMPLATE_PATH, NO_INPUT);
  app.get(TEMPLATE_PATH, async (c) => {
    const bytes = await templateWorkbook(businessToday(clock()));
    return c.body(bytes.buffer as ArrayBuffer, 200, { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${TEMPLATE_FILE_NAME}"` });
  });

  const upload = describeRoute(app, 'POST', BULK_PATH, { multipart: BULK_ORDER_PARTS, success: 200 });
  app.post(BULK_PATH, async (c: Context<{ Variables: ApiVariables }>) => {
    const { texts, files } = await upload.parts(c);
    const file = files.xlsxBuffer;
    if (!file || texts.cart === undefined) throw new Error('checked parts without their required fields');
    const form = readForm(texts, c.get('staff').email);
    if (!form.ok) return failed(c, { fields: form.fields });
    const cart = await readCart(db, texts.cart);
    if (!cart.ok) return failed(c, { fields: cart.fields });
    const sheet = await readSheet(new Uint8Array(await file.arrayBuffer()));
    if (!sheet.ok) return failed(c, { fields: { xlsxBuffer: `The sheet ${sheet.problem}.` } });

    const today = businessToday(clock());
    const readings = sheet.rows.map((row) => readOrderRow(row, PROVINCES, today));
    const orders = readings.flatMap((reading) => (reading.ok ? [reading.order] : []));
    const rowProblems = readings.flatMap((reading) => (reading.ok ? [] : [{ row: reading.row, reason: reading.reason }]));
    if (form.value.shippingType === 'Same Address' && rowProblems.length === 0) rowProblems.push(...sameAddressProblems(orders));
    if (rowProblems.length > 0) return failed(c, { rows: rowProblems });

    const deliveryFee = await lineOfHandle(db, 'delivery-fee');
    const sameAddressFee = await lineOfHandle(db, 'same-address-delivery');
    const regionOf = await regionsOf(db, orders);
    const newOrders = orders.map((row, index) => {
      const fee = form.value.shippingType === 'Same Address' && index > 0 ? sameAddressFee : deliveryFee;
      return orderOf(row, form.value, fee ? [...cart.lines, fee] : cart.lines, file.name, regionOf(row.city, row.provinceCode));
    });
    return auditedWrite(c, db, async (tx) => {
      const short = await takeStock(tx, stockDemands(newOrders.map((order) => order.lineItems)));
      if (short.length > 0) {
        const fields: Record<string, string> = {};
        for (const shortfall of short) {
          const line = cart.lines.findIndex((item) => item.sku === shortfall.demand.sku);
          fields[line < 0 ? 'shippingType' : `cart.${line}.quantity`] = shortfallText(shortfall, newOrders.length);
        }
        return failed(c, { fields });
      }
      const names: string[] = [];
      for (const order of newOrders) names.push((await insertOrder(tx, order)).name);
      const answer: BulkOrderAnswer = { message: ORDERS_SUCCEEDED, orders: names };
      return c.json(answer, 200);
    });
  });
}
