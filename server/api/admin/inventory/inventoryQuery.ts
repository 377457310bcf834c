import type { InventoryProductNode, InventoryQuery } from '../../../../runtime/generated/entities';
import querySchema from '../../../../schemas/entities/inventory-query.schema.json' with { type: 'json' };
import type { Database } from '../../../db/database';
import type { ApiApp } from '../../common';
import { jsonError } from '../../errors';
import { describeRoute } from '../../routes';
import { findProducts, variantsOf, type ProductRow, type VariantRow } from '../../storefront/catalogue';
import { storefrontDecimal } from '../../storefront/decimal';
import type { SearchTerm } from '../../storefront/searchQuery';
import { validBody } from '../http';
import { inventoryFilter } from './inventoryFilter';

export const INVENTORY_PATH = '/pull-automation/inventory';
const INVALID = 'The inventory query is not valid.';
/** More products than one type of the catalogue holds; the answer is never cut in practice. */
const MAX_NODES = 1000;

/**
 * POST /pull-automation/inventory (001 §3 Product node, §7; 002 §7 Inventory and prediction):
 * reads the storefront catalogue, writes nothing. Answers 200 with an array of product nodes
 * (InventoryProductNode), by product id:
 * - products_filter (Flowers, Bundle, Curated_Bundle, Gift-adds): the products of the type tagged
 *   with the region code and the week code (dateCode);
 * - products_with_product_type_filter (Vase, Card): every product of the type; region and
 *   dateCode are still required (the console sends them) but do not filter. Cards are answered
 *   with their tags, and the console keeps those carrying the week code or 'card-ongoing' and
 *   not 'not-{week}' (001 §5).
 * A queryId that does not fit the type is a 400 naming queryId with a sentence saying which one
 * fits. A variant without its own picture shows the product's.
 */
export function registerInventoryQuery(app: ApiApp, db: Database): void {
  const validate = describeRoute<InventoryQuery>(app, 'POST', INVENTORY_PATH, { body: querySchema, success: 200 }).body;
  app.post(INVENTORY_PATH, async (c) => {
    const body = await validBody(c, validate, INVALID);
    if (!body.ok) return body.response;
    const chosen = inventoryFilter(body.value);
    if (!chosen.ok) return jsonError(c, 400, chosen.problem, { queryId: chosen.problem });
    const terms: SearchTerm[] = [
      { field: 'product_type', value: chosen.filter.productType },
      ...chosen.filter.requiredTags.map((tag): SearchTerm => ({ field: 'tag', value: tag })),
    ];
    const products = await findProducts(db, terms, 0, MAX_NODES);
    const variants = await variantsOf(db, products.map((product) => product.id));
    const nodes: InventoryProductNode[] = products.map((product) => productNode(product, variants.get(product.id) ?? []));
    return c.json(nodes, 200);
  });
}

function productNode(product: ProductRow, variants: readonly VariantRow[]): InventoryProductNode {
  return {
    id: `gid://shopify/Product/${product.id}`,
    handle: product.handle,
    title: product.title,
    productType: product.product_type,
    availableForSale: variants.some((variant) => variant.available_for_sale),
    tags: product.tags,
    variants: variants.map((variant) => {
      const picture = variant.image_url ?? product.image_url;
      return {
        id: `gid://shopify/ProductVariant/${variant.id}`,
        sku: variant.sku,
        title: variant.title,
        price: { amount: storefrontDecimal(variant.price), currencyCode: 'CAD' },
        quantityAvailable: variant.quantity_available,
        availableForSale: variant.available_for_sale,
        image: picture === null ? null : { url: picture },
      };
    }),
  };
}
