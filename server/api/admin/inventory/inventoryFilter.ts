import type { InventoryQuery } from '../../../../runtime/generated/entities';

/** Which query each product type is asked with (001 §7). */
export const QUERY_OF_TYPE: Readonly<Record<InventoryQuery['productType'], InventoryQuery['queryId']>> = {
  Flowers: 'products_filter',
  Bundle: 'products_filter',
  Curated_Bundle: 'products_filter',
  'Gift-adds': 'products_filter',
  Vase: 'products_with_product_type_filter',
  Card: 'products_with_product_type_filter',
};

/** What a query keeps: products of the type, and, for products_filter, those tagged with both the region and the week. */
export interface InventoryFilter {
  productType: InventoryQuery['productType'];
  /** Tags a product must all carry (case-insensitive); none for products_with_product_type_filter. */
  requiredTags: string[];
}

/**
 * The filter of a query, or the sentence saying why its queryId does not fit its type. The
 * region is upper-cased (the region tags are MB, SK …) and both codes are trimmed.
 */
export function inventoryFilter(query: InventoryQuery): { ok: true; filter: InventoryFilter } | { ok: false; problem: string } {
  const expected = QUERY_OF_TYPE[query.productType];
  if (query.queryId !== expected) {
    return { ok: false, problem: `${query.productType} products are queried with ${expected}, not ${query.queryId}.` };
  }
  const requiredTags = expected === 'products_filter' ? [query.region.trim().toUpperCase(), query.dateCode.trim()] : [];
  return { ok: true, filter: { productType: query.productType, requiredTags } };
}
