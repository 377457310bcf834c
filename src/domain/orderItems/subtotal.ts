import { formatMoney } from '../money.ts';

/** The prices that make an order's subtotal (001 §9 'Subtotal'), in dollars; a part not chosen is left out. */
export interface SubtotalParts {
  /** The delivery window's rate. */
  delivery?: number | undefined;
  /** The bouquet in its chosen size (the variant's price). */
  bouquetSize?: number | undefined;
  vase?: number | undefined;
  card?: number | undefined;
  /** Each ordered add-on's price and quantity. */
  addons?: readonly { price: number; quantity: number }[] | undefined;
}

/** Dollars as whole cents: prices are added in cents so 0.1 + 0.2 is 0.3 and a sum never truncates a cent below itself. */
const cents = (dollars: number | undefined): number => (dollars === undefined || !Number.isFinite(dollars) ? 0 : Math.round(dollars * 100));

/**
 * The subtotal in dollars (001 §9: 'sums delivery, vase, card, bouquet size and add-on price times
 * quantity'), exact to the cent: an add-on of quantity 0 or less adds nothing, a fractional quantity
 * counts its whole part.
 */
export function orderSubtotal(parts: SubtotalParts): number {
  const addons = (parts.addons ?? []).reduce((sum, addon) => sum + cents(addon.price) * Math.max(0, Math.trunc(addon.quantity)), 0);
  return (cents(parts.delivery) + cents(parts.bouquetSize) + cents(parts.vase) + cents(parts.card) + addons) / 100;
}

/**
 * The subtotal as the console shows prices (000 §9, 002 §9: truncated, never rounded; a leading
 * dollar sign in English, a trailing one in French): `$127` for en-ca, `127 $` for fr-ca. A language
 * that is not French reads as English (the default, en-ca: 001 §9).
 */
export function orderSubtotalText(parts: SubtotalParts, language: string): string {
  return formatMoney(orderSubtotal(parts), language);
}
