/**
 * The order store (0061_orders.sql): how the services create and read orders. Orders are named
 * '#1001', '#1002'… in creation order; every function takes the caller's transaction (or the
 * database) so that a call's writes stay in its own audited transaction (writes.ts).
 */
import { PREPARED, type Queryable } from '../../../db/database';

export type AddressType = 'House' | 'Apartment/Complex' | 'Business' | 'Hospital';
export type OrderStatus = 'open' | 'fulfilled' | 'cancelled' | 'closed';
export type FulfillmentStatus = 'unfulfilled' | 'partial' | 'fulfilled';
export type OrderLang = 'en-ca' | 'fr-ca';

/** A name/value pair: a note attribute of an order or a property of a line item. */
export interface NameValue {
  name: string;
  value: string;
}

export interface NewLineItem {
  productTitle: string;
  /** 'Default Title' for single-variant products (vases, cards, add-ons, delivery). */
  variantTitle: string;
  /** 'Flowers', 'Bundle', 'Curated_Bundle', 'Vase', 'Gift-adds', 'Card', 'Delivery' (or ''). */
  productType: string;
  sku: string;
  /** 1 to 10,000. */
  quantity: number;
  /** Unit price, '65.00' or 65. */
  price: string | number;
  properties?: readonly NameValue[];
}

export interface ShippingAddress {
  firstName: string;
  lastName: string;
  phone?: string;
  address: string;
  apartment?: string;
  buzzer?: string;
  city: string;
  /** 'Manitoba'. */
  province: string;
  /** 'MB' (two capitals) or ''. */
  provinceCode: string;
  postalCode: string;
  addressType?: AddressType;
}

/** What creating an order takes (the shop's own fields: name, created_at, version are made). */
export interface NewOrder {
  /** The customer's e-mail (3 to 254 characters). */
  email: string;
  shipping: ShippingAddress;
  /** 'YYYY-MM-DD' or null. */
  deliveryDate: string | null;
  /** A region tag of the places seed ('Winnipeg') and its short code ('MB'). */
  regionTag?: string;
  regionCode?: string;
  /** The shipping method with its time window: 'Standard Delivery (9am - 9pm)'. */
  deliveryRate?: string;
  deliveryNotes?: string;
  cardType?: string;
  cardMessage?: string;
  messageCardImage?: string;
  lang?: OrderLang;
  consent?: 'Yes' | 'No';
  relationship?: string;
  occasion?: string;
  contactName?: string;
  senderEmail?: string;
  status?: OrderStatus;
  fulfillmentStatus?: FulfillmentStatus;
  tags?: readonly string[];
  note?: string;
  noteAttributes?: readonly NameValue[];
  lineItems: readonly NewLineItem[];
}

/** An order as stored (0061_orders.sql's columns, camel-cased). */
export interface StoredOrder {
  id: number;
  number: number;
  name: string;
  createdAt: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  apartment: string;
  buzzer: string;
  city: string;
  province: string;
  provinceCode: string;
  postalCode: string;
  addressType: AddressType;
  regionTag: string;
  regionCode: string;
  deliveryDate: string | null;
  deliveryRate: string;
  deliveryNotes: string;
  cardType: string;
  cardMessage: string;
  messageCardImage: string;
  lang: OrderLang;
  consent: 'Yes' | 'No';
  relationship: string;
  occasion: string;
  contactName: string;
  senderEmail: string;
  status: OrderStatus;
  fulfillmentStatus: FulfillmentStatus;
  tags: string[];
  note: string;
  noteAttributes: NameValue[];
  version: number;
  lineItems: StoredLineItem[];
}

export interface StoredLineItem {
  id: number;
  position: number;
  productTitle: string;
  variantTitle: string;
  sku: string;
  /** The catalogue variant of the SKU, gid://shopify/ProductVariant/12; '' when the catalogue has none. */
  variantId: string;
  productType: string;
  quantity: number;
  price: string;
  properties: NameValue[];
}

/** Table names, for services that read them directly. */
export const ORDER_TABLES = {
  order: 'shop_order',
  lineItem: 'shop_order_line_item',
  fulfilment: 'order_fulfilment',
  image: 'order_image',
  imageData: 'order_image_data',
  bulkLinkRun: 'bulk_order_link_run',
  requeue: 'failed_order_requeue',
} as const;

/**
 * Creates an order with the next free name ('#1001' on an empty store) and its line items.
 * Throws on values the table refuses (SQLSTATE class 22/23): validate first.
 */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<{ id: number; name: string }> {
  const s = order.shipping;
  const { rows } = await db.query<{ id: number; name: string }>(
    `insert into shop_order (email, first_name, last_name, phone, address, apartment, buzzer, city, province, province_code,
       postal_code, address_type, region_tag, region_code, delivery_date, delivery_rate, delivery_notes, card_type, card_message,
       message_card_image, lang, consent, relationship, occasion, contact_name, sender_email, status, fulfillment_status, tags,
       note, note_attributes)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::date, $16, $17, $18, $19, $20, $21, $22, $23, $24,
       $25, $26, $27, $28, $29::text[], $30, $31::jsonb)
     returning id, name`,
    [
      order.email,
      s.firstName,
      s.lastName,
      s.phone ?? '',
      s.address,
      s.apartment ?? '',
      s.buzzer ?? '',
      s.city,
      s.province,
      s.provinceCode,
      s.postalCode,
      s.addressType ?? 'House',
      order.regionTag ?? '',
      order.regionCode ?? '',
      order.deliveryDate,
      order.deliveryRate ?? '',
      order.deliveryNotes ?? '',
      order.cardType ?? '',
      order.cardMessage ?? '',
      order.messageCardImage ?? '',
      order.lang ?? 'en-ca',
      order.consent ?? 'No',
      order.relationship ?? '',
      order.occasion ?? '',
      order.contactName ?? '',
      order.senderEmail ?? '',
      order.status ?? 'open',
      order.fulfillmentStatus ?? (order.status === 'fulfilled' ? 'fulfilled' : 'unfulfilled'),
      [...(order.tags ?? [])],
      order.note ?? '',
      JSON.stringify(order.noteAttributes ?? []),
    ],
  );
  const created = rows[0];
  if (!created) throw new Error('The order was not written');
  for (const [index, item] of order.lineItems.entries()) {
    await db.query(
      `insert into shop_order_line_item (order_id, position, product_title, variant_title, sku, product_type, quantity, price, properties)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
      [created.id, index + 1, item.productTitle, item.variantTitle, item.sku, item.productType, item.quantity, String(item.price), JSON.stringify(item.properties ?? [])],
    );
  }
  return created;
}

/**
 * The order number an order reference names: '1001', '#1001' or ' #1001 ' → 1001; undefined
 * for anything else (letters, more than 9 digits, zero).
 */
export function orderNumberOf(reference: string): number | undefined {
  const match = /^\s*#?\s*(\d{1,9})\s*$/.exec(reference);
  if (!match?.[1]) return undefined;
  const number = Number(match[1]);
  return number >= 1 ? number : undefined;
}

interface OrderRow {
  id: number;
  number: number;
  name: string;
  created_at: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  apartment: string;
  buzzer: string;
  city: string;
  province: string;
  province_code: string;
  postal_code: string;
  address_type: AddressType;
  region_tag: string;
  region_code: string;
  delivery_date: string | null;
  delivery_rate: string;
  delivery_notes: string;
  card_type: string;
  card_message: string;
  message_card_image: string;
  lang: OrderLang;
  consent: 'Yes' | 'No';
  relationship: string;
  occasion: string;
  contact_name: string;
  sender_email: string;
  status: OrderStatus;
  fulfillment_status: FulfillmentStatus;
  tags: string[];
  note: string;
  note_attributes: NameValue[];
  version: number;
}

interface LineItemRow {
  id: number;
  position: number;
  product_title: string;
  variant_title: string;
  sku: string;
  variant_id: string;
  product_type: string;
  quantity: number;
  price: string;
  properties: NameValue[];
}

const ORDER_COLUMNS = `id, number, name, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, email,
  first_name, last_name, phone, address, apartment, buzzer, city, province, province_code, postal_code, address_type, region_tag,
  region_code, to_char(delivery_date, 'YYYY-MM-DD') as delivery_date, delivery_rate, delivery_notes, card_type, card_message,
  message_card_image, lang, consent, relationship, occasion, contact_name, sender_email, status, fulfillment_status, tags, note,
  note_attributes, version`;

/**
 * The order a reference names ('1001', '#1001'), with its line items in order; undefined when
 * there is none or the reference is no order name. `forUpdate` locks the order row (inside a
 * write's transaction).
 */
export async function findOrderByName(db: Queryable, reference: string, forUpdate = false): Promise<StoredOrder | undefined> {
  const number = orderNumberOf(reference);
  if (number === undefined) return undefined;
  const { rows } = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from shop_order where number = $1${forUpdate ? ' for update' : ''}`, [number], PREPARED);
  const row = rows[0];
  if (!row) return undefined;
  const items = await db.query<LineItemRow>(
    `select line.id, line.position, line.product_title, line.variant_title, line.sku,
       coalesce('gid://shopify/ProductVariant/' || variant.id, '') as variant_id, line.product_type, line.quantity,
       line.price::text as price, line.properties
     from shop_order_line_item line left join storefront_variant variant on variant.sku = line.sku and line.sku <> ''
     where line.order_id = $1 order by line.position`,
    [row.id],
    PREPARED,
  );
  return toStoredOrder(row, items.rows);
}

/**
 * The orders the references name, by number, for a call over several orders; `missing` lists the
 * references naming no order (as sent, trimmed), in their order. Locks the rows when asked.
 */
export async function findOrderIds(
  db: Queryable,
  references: readonly string[],
  forUpdate = false,
): Promise<{ found: Map<number, { id: number; name: string; status: OrderStatus; tags: string[] }>; missing: string[] }> {
  const numbers = references.map(orderNumberOf);
  const wanted = [...new Set(numbers.filter((number): number is number => number !== undefined))];
  const { rows } = await db.query<{ id: number; number: number; name: string; status: OrderStatus; tags: string[] }>(
    `select id, number, name, status, tags from shop_order where number = any($1::int[]) order by number${forUpdate ? ' for update' : ''}`,
    [wanted],
  );
  const found = new Map(rows.map((row) => [row.number, { id: row.id, name: row.name, status: row.status, tags: row.tags }]));
  const missing = references.filter((reference, index) => {
    const number = numbers[index];
    return number === undefined || !found.has(number);
  });
  return { found, missing: missing.map((reference) => reference.trim()) };
}

function toStoredOrder(row: OrderRow, items: readonly LineItemRow[]): StoredOrder {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    createdAt: row.created_at,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    address: row.address,
    apartment: row.apartment,
    buzzer: row.buzzer,
    city: row.city,
    province: row.province,
    provinceCode: row.province_code,
    postalCode: row.postal_code,
    addressType: row.address_type,
    regionTag: row.region_tag,
    regionCode: row.region_code,
    deliveryDate: row.delivery_date,
    deliveryRate: row.delivery_rate,
    deliveryNotes: row.delivery_notes,
    cardType: row.card_type,
    cardMessage: row.card_message,
    messageCardImage: row.message_card_image,
    lang: row.lang,
    consent: row.consent,
    relationship: row.relationship,
    occasion: row.occasion,
    contactName: row.contact_name,
    senderEmail: row.sender_email,
    status: row.status,
    fulfillmentStatus: row.fulfillment_status,
    tags: row.tags,
    note: row.note,
    noteAttributes: row.note_attributes,
    version: row.version,
    lineItems: items.map((item) => ({
      id: item.id,
      position: item.position,
      productTitle: item.product_title,
      variantTitle: item.variant_title,
      sku: item.sku,
      variantId: item.variant_id,
      productType: item.product_type,
      quantity: item.quantity,
      price: item.price,
      properties: item.properties,
    })),
  };
}
