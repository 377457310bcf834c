/**
 * What the order editors offer for an order, read from the demo catalogue (catalogue.ts) the way
 * POST /pull-automation/inventory and the editors read the live one (001 §5 'Replacement and
 * checkout', §7): bouquets and add-ons by the region's short code and the week code
 * (products_filter), vases whatever their tags, cards by week code or 'card-ongoing' and not
 * 'not-{week}'; a variant only with stock and for sale. The demo orders (orders.ts) pick from it,
 * so each seeded order can be edited as it is. Pure.
 */
import type { ProductSeed, VariantSeed } from './catalogue';

/** The region short code ('MB') and week code (WWYY) the editors query the inventory with. */
export interface OfferContext {
  regionCode: string;
  week: string;
}

/** Whether the editors' product list for the context holds the product (its stock aside). */
export function listedFor(product: ProductSeed, context: OfferContext): boolean {
  switch (product.productType) {
    case 'Flowers':
    case 'Bundle':
    case 'Curated_Bundle':
    case 'Gift-adds':
      return product.tags.includes(context.regionCode) && product.tags.includes(context.week);
    case 'Card':
      return (product.tags.includes(context.week) || product.tags.includes('card-ongoing')) && !product.tags.includes(`not-${context.week}`);
    case 'Vase':
    case 'Delivery':
      return true;
  }
}

/** Whether a variant has stock and is for sale (for sale defaults to having stock, as the catalogue seeds it). */
export function inStock(variant: VariantSeed): boolean {
  return variant.quantity > 0 && (variant.availableForSale ?? true);
}

/** The product's variant `variantTitle` when the editors offer it with stock in the context. */
export function offeredVariant(product: ProductSeed, variantTitle: string, context: OfferContext): VariantSeed | undefined {
  const variant = product.variants.find((candidate) => candidate.title === variantTitle);
  return variant && listedFor(product, context) && inStock(variant) ? variant : undefined;
}

/** `items` from `start` on, wrapping round: a rotation that keeps its first choice when it can. */
export function rotated<T>(items: readonly T[], start: number): T[] {
  if (items.length === 0) return [];
  const from = ((start % items.length) + items.length) % items.length;
  return [...items.slice(from), ...items.slice(0, from)];
}

/**
 * The first product titled in `titles` (tried from `start` on, wrapping) with a variant the
 * editors offer in the context: its variant `preferredIndex` (wrapped) if offered, else its first
 * offered one from the smallest size up. Undefined when none is.
 */
export function firstOfferedVariant(
  products: readonly ProductSeed[],
  titles: readonly string[],
  start: number,
  preferredIndex: number,
  context: OfferContext,
): { product: ProductSeed; variant: VariantSeed } | undefined {
  for (const title of rotated(titles, start)) {
    const product = products.find((candidate) => candidate.title === title);
    if (!product || product.variants.length === 0) continue;
    const preferred = product.variants[preferredIndex % product.variants.length];
    const tries = preferred ? [preferred, ...product.variants.filter((variant) => variant !== preferred)] : product.variants;
    const variant = tries.find((candidate) => offeredVariant(product, candidate.title, context));
    if (variant) return { product, variant };
  }
  return undefined;
}
