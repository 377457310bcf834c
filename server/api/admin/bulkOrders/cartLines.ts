import type { Queryable } from '../../../db/database';
import type { CartLine } from '../../../../runtime/generated/entities';
import cartLineSchema from '../../../../schemas/entities/cart-line.schema.json' with { type: 'json' };
import { bodyValidator } from '../../validate';
import type { NewLineItem } from '../orders/orderStore';

const lineSchema = { type: cartLineSchema.type, properties: cartLineSchema.properties, required: cartLineSchema.required, additionalProperties: false };

/** The cart: a list of cart lines (cart-line.schema.json $defs.list, its items inlined). */
const validateCart = bodyValidator<CartLine[]>({ ...cartLineSchema.$defs.list, items: lineSchema });

/** The shop product types a cart line's productType stands for. */
export function catalogueTypesOf(type: CartLine['productType']): readonly string[] {
  if (type === 'Flowers') return ['Flowers', 'Bundle', 'Curated_Bundle'];
  if (type === 'GiftAdds') return ['Gift-adds'];
  return [type];
}

export type CartReading = { ok: true; lines: NewLineItem[] } | { ok: false; fields: Record<string, string> };

interface CatalogueVariant {
  product_title: string;
  product_type: string;
  variant_title: string;
  sku: string;
  price: string;
}

/**
 * The cart's JSON text as order lines: each line must name a product of the storefront
 * catalogue (title, case aside) of a fitting type, with that variant. Problems by field
 * (`cart`, `cart.1.variantTitle` …).
 */
export async function readCart(db: Queryable, text: string): Promise<CartReading> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, fields: { cart: 'is not JSON text (a list of cart lines)' } };
  }
  const checked = validateCart(parsed);
  if (!checked.ok) {
    const fields = Object.fromEntries(Object.entries(checked.fields).map(([field, message]) => [field === '-' ? 'cart' : `cart.${field}`, message]));
    return { ok: false, fields };
  }
  const fields: Record<string, string> = {};
  const lines: NewLineItem[] = [];
  for (const [index, line] of checked.value.entries()) {
    const { rows } = await db.query<CatalogueVariant>(
      `select p.title as product_title, p.product_type, v.title as variant_title, v.sku, v.price::text as price
         from storefront_product p join storefront_variant v on v.product_id = p.id
        where lower(p.title) = lower($1) order by p.id, v.position`,
      [line.productTitle.trim()],
    );
    const types = catalogueTypesOf(line.productType);
    const fitting = rows.filter((row) => types.includes(row.product_type));
    if (rows.length === 0) fields[`cart.${index}.productTitle`] = `'${line.productTitle}' is not a product of the shop`;
    else if (fitting.length === 0) fields[`cart.${index}.productType`] = `${rows[0]?.product_title ?? ''} is a ${rows[0]?.product_type ?? ''} product, not ${line.productType}`;
    else {
      const variant = fitting.find((row) => row.variant_title.toLowerCase() === line.variantTitle.trim().toLowerCase());
      if (!variant) {
        const offered = [...new Set(fitting.map((row) => row.variant_title))].join(', ');
        fields[`cart.${index}.variantTitle`] = `'${line.variantTitle}' is not a variant of ${fitting[0]?.product_title ?? ''} (${offered})`;
      } else {
        lines.push({ productTitle: variant.product_title, variantTitle: variant.variant_title, productType: variant.product_type, sku: variant.sku, quantity: line.quantity, price: variant.price });
      }
    }
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, lines };
}

/** The line of a catalogue product found by handle (the delivery products), quantity 1; undefined when the shop lacks it. */
export async function lineOfHandle(db: Queryable, handle: string): Promise<NewLineItem | undefined> {
  const { rows } = await db.query<CatalogueVariant>(
    `select p.title as product_title, p.product_type, v.title as variant_title, v.sku, v.price::text as price
       from storefront_product p join storefront_variant v on v.product_id = p.id
      where p.handle = $1 order by v.position limit 1`,
    [handle],
  );
  const row = rows[0];
  return row ? { productTitle: row.product_title, variantTitle: row.variant_title, productType: row.product_type, sku: row.sku, quantity: 1, price: row.price } : undefined;
}
