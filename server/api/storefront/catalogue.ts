import type { Queryable } from '../../db/database';
import type { SearchCondition, SearchTerm } from './searchQuery';

/** A stored product (0051_storefront_catalogue.sql). */
export interface ProductRow {
  id: number;
  handle: string;
  title: string;
  description: string;
  product_type: string;
  tags: string[];
  image_url: string | null;
}

/** A stored variant; prices as the database writes them ('65.00'). */
export interface VariantRow {
  id: number;
  product_id: number;
  title: string;
  sku: string;
  price: string;
  compare_at_price: string | null;
  quantity_available: number;
  available_for_sale: boolean;
  image_url: string | null;
}

const PRODUCT_COLUMNS = 'p.id, p.handle, p.title, p.description, p.product_type, p.tags, p.image_url';

const SELECT_VARIANTS = `select id, product_id, title, sku, price::text as price, compare_at_price::text as compare_at_price,
         quantity_available, available_for_sale, image_url
    from storefront_variant`;

/** `%`, `_` and `\` taken literally in a like pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (found) => `\\${found}`);

/**
 * Products meeting every condition, by id, after the product `afterId`, at most `limit`. A term
 * holds when (all case-insensitive) title: a part of the title, product_type: the type, tag:
 * one of the tags matches its value, tag_not: none of them does; available_for_sale: true when
 * one of its variants is for sale (the product's availableForSale), false when none is. One of
 * several terms (`anyOf`) holds when one of them does.
 */
export async function findProducts(db: Queryable, conditions: readonly SearchCondition[], afterId: number, limit: number): Promise<ProductRow[]> {
  const params: unknown[] = [afterId];
  const termSql = (term: SearchTerm): string => {
    if (term.field === 'available_for_sale') {
      const forSale = 'exists (select 1 from storefront_variant v where v.product_id = p.id and v.available_for_sale)';
      return term.value === 'true' ? forSale : `not ${forSale}`;
    }
    params.push(term.field === 'title' ? `%${likeLiteral(term.value)}%` : term.value);
    const at = `$${params.length}`;
    if (term.field === 'title') return `p.title ilike ${at}`;
    if (term.field === 'product_type') return `lower(p.product_type) = lower(${at})`;
    const tagged = `exists (select 1 from unnest(p.tags) as t(tag) where lower(t.tag) = lower(${at}))`;
    return term.field === 'tag_not' ? `not ${tagged}` : tagged;
  };
  const where = ['p.id > $1', ...conditions.map((condition) => ('anyOf' in condition ? `(${condition.anyOf.map(termSql).join(' or ') || 'false'})` : termSql(condition)))];
  params.push(limit);
  const { rows } = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from storefront_product p where ${where.join(' and ')} order by p.id limit $${params.length}`,
    params,
  );
  return rows;
}

/** One variant by id, or null. */
export async function findVariant(db: Queryable, id: number): Promise<VariantRow | null> {
  const { rows } = await db.query<VariantRow>(`${SELECT_VARIANTS} where id = $1`, [id]);
  return rows[0] ?? null;
}

/** One product by id or by handle; null when none. */
export async function findProduct(db: Queryable, key: { id: number } | { handle: string }): Promise<ProductRow | null> {
  const { rows } =
    'id' in key
      ? await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from storefront_product p where p.id = $1`, [key.id])
      : await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from storefront_product p where p.handle = $1`, [key.handle]);
  return rows[0] ?? null;
}

/** The variants of the products, in their order, by product id. */
export async function variantsOf(db: Queryable, productIds: readonly number[]): Promise<Map<number, VariantRow[]>> {
  const byProduct = new Map<number, VariantRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const { rows } = await db.query<VariantRow>(`${SELECT_VARIANTS} where product_id = any($1::int[]) order by product_id, position`, [productIds]);
  for (const row of rows) byProduct.get(row.product_id)?.push(row);
  return byProduct;
}
