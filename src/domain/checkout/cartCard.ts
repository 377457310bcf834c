import type { CheckoutCart } from '../../../runtime/generated/entities.ts';
import { formatMoney } from '../money.ts';
import { addonsStrOf } from './addonsStr.ts';
import { firstText, isRecord, trimmedText } from './values.ts';

/** The texts of one cart card. */
export interface CartCardText {
  /** 'Marie Tremblay · (204) 555-0101'. */
  header: string;
  /** Date, window and price; address, city, province; bouquet / size / vase; add-ons: each only when it has something to show. */
  lines: string[];
}

/** The parts that are not blank, joined. */
const joined = (separator: string, ...parts: readonly unknown[]) =>
  parts
    .map(trimmedText)
    .filter((part) => part !== '')
    .join(separator);

/** The delivery window's text: the chosen rate's value, else the form's text (or an older cart's item kept there). */
function windowOf(cart: CheckoutCart): string {
  const rate = cart.deliveryRate;
  return firstText(cart.deliveryRateItem?.value, isRecord(rate) ? rate.value : rate);
}

/**
 * The texts of a cart card (001 §2 'cart cards (header shows first name, last name, phone; body
 * shows date, delivery window and price, address/city/province, bouquet/size/vase, add-ons)'):
 * the header 'First Last · phone'; the lines '2026-12-24 · Anytime (8am - 8pm) · $12',
 * '1 Regent Ave W, Transcona, MB', 'Sunny Days / Deluxe / Clear Vase' and the add-ons text. Blank
 * parts are left out, and a line with nothing left. The price is shown as the console shows money
 * (truncated dollars, `$12` / `12 $`) in the cart's language, else `lang`, else English. A cart
 * from an older tool naming its province by name (`province`) shows that.
 */
export function cartCard(cart: CheckoutCart, lang?: string): CartCardText {
  const language = firstText(cart.lang, lang) || 'en-ca';
  const price = cart.deliveryRateItem ? formatMoney(cart.deliveryRateItem.price, language) : '';
  const province = firstText(cart.provinceCode, (cart as Readonly<Record<string, unknown>>).province);
  const lines = [
    joined(' · ', cart.deliveryDate, windowOf(cart), price),
    joined(', ', cart.address, cart.city, province),
    joined(' / ', cart.bouquetName, firstText(cart.bouquetSize, cart.bouquetSizeItem?.value), firstText(cart.vase, cart.vaseItem?.value)),
    firstText(cart.addonsStr, addonsStrOf(cart.addons)),
  ];
  return { header: joined(' · ', joined(' ', cart.firstName, cart.lastName), cart.phone), lines: lines.filter((line) => line !== '') };
}
