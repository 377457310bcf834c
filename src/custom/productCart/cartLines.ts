/**
 * The lines of a bulk order's cart, list by list: pure functions over an immutable array. A line is
 * one variant of one product in one list; adding it again raises its quantity. Quantities are
 * whole numbers, never below 0; a line at 0 stays shown (until removed) but is not ordered.
 */

/** A line as the cart holds it: the list it belongs to, then the fields of a cart line (001 §3). */
export interface CartLine {
  list: string;
  productTitle: string;
  variantTitle: string;
  productType: string;
  quantity: number;
}

/** A line as it is ordered (001 §3 'Cart line'). */
export interface PublishedLine {
  productTitle: string;
  variantTitle: string;
  productType: string;
  quantity: number;
}

/** Which line a variant of a product is in a list. */
export interface LineKey {
  list: string;
  productTitle: string;
  variantTitle: string;
}

const same = (line: CartLine, key: LineKey): boolean => line.list === key.list && line.productTitle === key.productTitle && line.variantTitle === key.variantTitle;

/** Adds one of a variant to its list: a new line with quantity 1, or the existing line raised by 1. */
export function addLine(lines: readonly CartLine[], added: Omit<CartLine, 'quantity'>): CartLine[] {
  if (lines.some((line) => same(line, added))) return lines.map((line) => (same(line, added) ? { ...line, quantity: line.quantity + 1 } : line));
  return [...lines, { ...added, quantity: 1 }];
}

/** The cart without the line. */
export function removeLine(lines: readonly CartLine[], key: LineKey): CartLine[] {
  return lines.filter((line) => !same(line, key));
}

/** The cart with the line's quantity set; undefined (refused) for a quantity below 0 or not a whole number. */
export function setQuantity(lines: readonly CartLine[], key: LineKey, quantity: number): CartLine[] | undefined {
  if (!Number.isInteger(quantity) || quantity < 0) return undefined;
  return lines.map((line) => (same(line, key) ? { ...line, quantity } : line));
}

/** The cart with the line one lower, never below 0. */
export function decreaseLine(lines: readonly CartLine[], key: LineKey): CartLine[] {
  return lines.map((line) => (same(line, key) ? { ...line, quantity: Math.max(0, line.quantity - 1) } : line));
}

/**
 * What a quantity box's text asks for: a whole number of at least 0; 'blank' for an empty box
 * (the user cleared it to type anew: nothing changes yet); 'refused' for anything else (a
 * negative number, a fraction, a word).
 */
export function typedQuantity(text: string): number | 'blank' | 'refused' {
  const trimmed = text.trim();
  if (trimmed === '') return 'blank';
  if (!/^\d+$/.test(trimmed)) return 'refused';
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : 'refused';
}

/** The lines of one list, in the order they were added. */
export function linesOf(lines: readonly CartLine[], list: string): CartLine[] {
  return lines.filter((line) => line.list === list);
}

/** Every line ordered (quantity above 0), list by list in the given order of lists, without the list key. */
export function publishedLines(lines: readonly CartLine[], lists: readonly string[]): PublishedLine[] {
  return lists.flatMap((list) =>
    linesOf(lines, list)
      .filter((line) => line.quantity > 0)
      .map(({ productTitle, variantTitle, productType, quantity }) => ({ productTitle, variantTitle, productType, quantity })),
  );
}
