import { collapsedText } from './orderText.ts';

/** The product types of a bouquet line (001 §3 'Product types': Flowers, Bundle, Curated_Bundle are bouquets). */
export const BOUQUET_TYPES: readonly string[] = ['Flowers', 'Bundle', 'Curated_Bundle'];

/** A bouquet and its size; `size` undefined when the text names none. */
export interface BouquetLine {
  bouquet: string;
  size: string | undefined;
}

/** 'Name - Size', split at the last hyphen with space on both sides ('Forget-me-not' is one name). */
const NAME_AND_SIZE = /^(.*\S)\s+-\s+(\S.*)$/;

/**
 * An old bouquet line 'Name - Size' (001 §3: the order's bouquetName 'may combine name and size
 * with a hyphen'): 'Wild Meadow - Grand' → Wild Meadow, Grand; 'Sunny Days' → Sunny Days, no size.
 * Pure and tolerant: extra spaces are dropped; anything that is not text is a blank bouquet.
 */
export function parseBouquetLine(text: unknown): BouquetLine {
  const line = collapsedText(text);
  const parts = NAME_AND_SIZE.exec(line);
  return parts ? { bouquet: parts[1] ?? '', size: parts[2] } : { bouquet: line, size: undefined };
}

/** The bouquet an order holds: its bouquetName read as a line, the size its bouquetSize when given, else the one the line names. */
export function orderBouquet(bouquetName: unknown, bouquetSize: unknown): BouquetLine {
  const line = parseBouquetLine(bouquetName);
  const size = collapsedText(bouquetSize);
  return { bouquet: line.bouquet, size: size === '' ? line.size : size };
}

/** How many bouquets the order has: the quantity of its first bouquet line, 1 when it has none (or an unreadable one). */
export function orderedBouquetQuantity(lineItems: unknown): number {
  if (!Array.isArray(lineItems)) return 1;
  for (const line of lineItems as readonly unknown[]) {
    if (typeof line !== 'object' || line === null) continue;
    const { productType, quantity } = line as { productType?: unknown; quantity?: unknown };
    if (typeof productType !== 'string' || !BOUQUET_TYPES.includes(productType)) continue;
    return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;
  }
  return 1;
}
