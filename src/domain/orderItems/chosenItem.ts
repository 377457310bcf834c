/**
 * What the order editors' page state holds for a chosen item, read without trusting its shape: a
 * title as text, or the item itself as the inventory answers it (a product node's `title`, a
 * variant's `title` and `price.amount`), as a checkout cart keeps it (001 §3 'Cart (checkout)':
 * `value`, `id`, `sku`, `price`; older carts `title` instead of `value`) or as the shop's rates give
 * it (`zone_rate` '$12.00').
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A chosen item's title: the text itself, or its `value`, `title` or `productTitle`; blank or none gives undefined. */
export function itemTitle(item: unknown): string | undefined {
  const raw = isRecord(item) ? (item.value ?? item.title ?? item.productTitle) : item;
  if (typeof raw !== 'string') return undefined;
  const title = raw.trim();
  return title === '' ? undefined : title;
}

/**
 * '$1,234.50', '65.0', '12,50 $' or 12.5 as dollars (12.5); a decimal comma only when it is
 * followed by one or two digits at the end and no point is written ('12,50'), else commas group
 * thousands. Anything else (blank, 'n/a', NaN): undefined.
 */
export function priceOfText(text: string): number | undefined {
  const bare = text.replace(/[$\s]/gu, '');
  if (bare === '') return undefined;
  const decimalComma = /^-?\d+,\d{1,2}$/.test(bare);
  const amount = Number(decimalComma ? bare.replace(',', '.') : bare.replace(/,/g, ''));
  return Number.isFinite(amount) ? amount : undefined;
}

/** A chosen item's price in dollars: a number, a price text, or the item's `price` (itself any of these, or `{ amount }`), `amount` or `zone_rate`, or a product node's first variant's. */
export function itemPrice(item: unknown): number | undefined {
  if (typeof item === 'number') return Number.isFinite(item) ? item : undefined;
  if (typeof item === 'string') return priceOfText(item);
  if (!isRecord(item)) return undefined;
  const inner = item.price ?? item.amount ?? item.zone_rate;
  // An inventory product node (a vase, a card) is priced by its first variant.
  if (inner === undefined && Array.isArray(item.variants)) return itemPrice((item.variants as readonly unknown[])[0]);
  return inner === item ? undefined : itemPrice(inner);
}

/** A chosen item's quantity: its `quantity` as a whole number (a numeric text read too); absent or unreadable is 1, one of it. */
export function itemQuantity(item: unknown): number {
  const raw = isRecord(item) ? item.quantity : undefined;
  const quantity = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
}

/** The items of a list (the add-on picker's value); anything that is not a list holds none. */
export function itemsOf(list: unknown): readonly unknown[] {
  return Array.isArray(list) ? list : [];
}
