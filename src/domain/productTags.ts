/**
 * The extra tags a product type suggests on Create New Product (001 §3 'Product types with
 * suggested tag sets'): choosing a type replaces the extra tags with its set. Flowers: bouquet,
 * Signature, Addons, general, current and the style (`Style:Pastel`, as the catalogue tags it); gift sets: Bundle, multiweek, NoVase,
 * occasion:all; a subscription: the chosen region codes; vases: vase, active, occasion:all.
 * A type the document gives no set (Gift-adds) suggests none.
 */
const FLOWER_TAGS = ['bouquet', 'Signature', 'Addons', 'general', 'current'];
const GIFT_SET_TAGS = ['Bundle', 'multiweek', 'NoVase', 'occasion:all'];
const VASE_TAGS = ['vase', 'active', 'occasion:all'];

/** 'Flowers (Pastel)' → 'Pastel'; anything else → undefined. */
function flowerStyle(productType: string): string | undefined {
  return /^Flowers \(([^)]+)\)$/.exec(productType)?.[1];
}

export function suggestedProductTags(productType: unknown, regions: unknown): string[] {
  const type = typeof productType === 'string' ? productType : '';
  const style = flowerStyle(type);
  if (style !== undefined) return [...FLOWER_TAGS, `Style:${style}`];
  if (type.startsWith('Gift-set')) return [...GIFT_SET_TAGS];
  if (type === 'Subscription') return Array.isArray(regions) ? regions.filter((code): code is string => typeof code === 'string') : [];
  if (type.startsWith('Vase')) return [...VASE_TAGS];
  return [];
}
