type Row = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const key = (value: unknown): string => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : '');

/**
 * The variant node staff chose (001 §4 'Choosing a bouquet … loads its sizes'): among the product
 * nodes of an inventory answer, the one titled `product`, then its variant titled `variant` (titles
 * compared with white space and case aside). Nothing when either is not offered: the adjustment
 * then sends no bouquet change rather than a wrong variant.
 */
export function chosenVariant(products: unknown, product: unknown, variant: unknown): Row | undefined {
  if (!Array.isArray(products) || key(product) === '' || key(variant) === '') return undefined;
  const node = (products as readonly unknown[]).filter(isRecord).find((row) => key(row.title) === key(product));
  if (!node || !Array.isArray(node.variants)) return undefined;
  return (node.variants as readonly unknown[]).filter(isRecord).find((row) => key(row.title) === key(variant));
}

/** The row of `rows` whose `match` column equals `value` (text, white space and case aside): the delivery rate, vase or card chosen by its title. */
export function chosenRow(rows: unknown, match: unknown, value: unknown): Row | undefined {
  if (!Array.isArray(rows) || typeof match !== 'string' || key(value) === '') return undefined;
  return (rows as readonly unknown[]).filter(isRecord).find((row) => key(row[match]) === key(value));
}
