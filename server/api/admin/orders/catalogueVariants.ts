/**
 * The storefront catalogue's variants as the order editor services name them: by the variant id
 * POST /pull-automation/inventory answers (gid://shopify/ProductVariant/12), or by product and
 * variant title (the replacement order payload, 001 §3).
 */
import type { Queryable } from '../../../db/database';
import type { NewLineItem } from './orderStore';

export interface CatalogueVariant {
  variantId: number;
  productTitle: string;
  productType: string;
  variantTitle: string;
  sku: string;
  price: string;
}

const VARIANT_GID = /^(?:gid:\/\/shopify\/ProductVariant\/)?(\d{1,10})$/;

/** The variant number of 'gid://shopify/ProductVariant/12' or '12'; undefined for anything else (or 0, or past 2147483647). */
export function variantIdOf(id: string): number | undefined {
  const digits = VARIANT_GID.exec(id.trim())?.[1];
  if (digits === undefined) return undefined;
  const number = Number(digits);
  return number >= 1 && number <= 2_147_483_647 ? number : undefined;
}

/** The line item a quantity of a variant makes (the catalogue's titles, type, SKU and price). */
export function lineOfVariant(variant: CatalogueVariant, quantity: number, properties: NewLineItem['properties'] = []): NewLineItem {
  return { productTitle: variant.productTitle, variantTitle: variant.variantTitle, productType: variant.productType, sku: variant.sku, quantity, price: variant.price, properties };
}

const SELECT = `select v.id as "variantId", p.title as "productTitle", p.product_type as "productType", v.title as "variantTitle", v.sku, v.price::text as price
  from storefront_product p join storefront_variant v on v.product_id = p.id`;

/** The variants of the given ids that the catalogue holds, by id. */
export async function variantsById(db: Queryable, ids: readonly number[]): Promise<Map<number, CatalogueVariant>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<CatalogueVariant>(`${SELECT} where v.id = any($1::int[])`, [[...new Set(ids)]]);
  return new Map(rows.map((row) => [row.variantId, row]));
}

/** Every variant of the products titled `productTitle` (case and surrounding blanks aside), in catalogue order. */
export async function variantsOfTitle(db: Queryable, productTitle: string): Promise<CatalogueVariant[]> {
  const { rows } = await db.query<CatalogueVariant>(`${SELECT} where lower(p.title) = lower($1) order by p.id, v.position`, [productTitle.trim()]);
  return rows;
}
