type Row = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A variant (or a node without variants) that can be ordered: for sale, with a quantity above 0 (001 §5). */
const orderable = (row: Row) => row.availableForSale !== false && typeof row.quantityAvailable === 'number' && row.quantityAvailable > 0;

/**
 * How many products of an inventory answer can be ordered (001 §5: for sale, quantity above 0): the
 * nodes for sale with at least one such variant. A template shows it, `{flowers.answer|forSaleCount}
 * for sale`; anything that is not a list counts nothing.
 */
export function forSaleCount(value: unknown): number {
  if (!Array.isArray(value)) return 0;
  return (value as readonly unknown[]).filter(isRecord).filter((node) => {
    if (node.availableForSale !== true) return false;
    const variants = Array.isArray(node.variants) ? (node.variants as readonly unknown[]).filter(isRecord) : [node];
    return variants.some(orderable);
  }).length;
}
