/**
 * The links of the bulk order link creator (001 §2, §7 POST /bulk-order-link, §9): for each order
 * a basket link on the shop (cartType 'Callia': a random 7-letter basket id) or a checkout link
 * (cartType 'Shopify': the order's items in a cart permalink with '&utm=checkoutauto' and
 * '&initials={initials}', '&locale=fr' for a French order), for the delivery date; and the CSV
 * the user downloads.
 */
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../../../src/domain/time/zones.ts';

/** Where the demo's shop is said to live (a reserved documentation domain, like the catalogue's images). */
export const SHOP_ORIGIN = 'https://shop.example.com';

export type CartType = 'Callia' | 'Shopify';

export interface LinkedOrder {
  name: string;
  lang: string;
  lineItems: readonly { sku: string; quantity: number }[];
}

export interface OrderLink {
  order: string;
  link: string;
  deliveryDate: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A basket id: 7 random letters (001 §9), from `random` (0 ≤ r < 1). */
export function basketId(random: () => number): string {
  return Array.from({ length: 7 }, () => LETTERS[Math.floor(random() * LETTERS.length)] ?? 'a').join('');
}

/**
 * The delivery date of the links, MM/DD/YYYY: the one typed, or, when blank, one year after today
 * (Winnipeg). Undefined when the text is no calendar date or is before today.
 */
export function linkDeliveryDate(typed: string, today: string): string | undefined {
  const day = DateTime.fromISO(today, { zone: BUSINESS_ZONE });
  if (typed.trim() === '') return day.plus({ years: 1 }).toFormat('MM/dd/yyyy');
  const chosen = DateTime.fromFormat(typed.trim(), 'MM/dd/yyyy', { zone: BUSINESS_ZONE });
  if (!chosen.isValid || chosen < day) return undefined;
  return chosen.toFormat('MM/dd/yyyy');
}

/** The link recreating `order` for `deliveryDate` (MM/DD/YYYY). */
export function orderLink(order: LinkedOrder, cartType: CartType, deliveryDate: string, initials: string, random: () => number): string {
  const number = order.name.replace(/^#/, '');
  if (cartType === 'Callia') {
    const query = new URLSearchParams({ order: number, deliveryDate });
    return `${SHOP_ORIGIN}/basket/${basketId(random)}?${query.toString()}`;
  }
  const items = order.lineItems.filter((item) => item.sku !== '').map((item) => `${encodeURIComponent(item.sku)}:${item.quantity}`);
  const query = new URLSearchParams({ 'attributes[Delivery Date]': deliveryDate, 'attributes[originalOrder]': order.name });
  const locale = order.lang.startsWith('fr') ? '&locale=fr' : '';
  return `${SHOP_ORIGIN}/cart/${items.join(',')}?${query.toString()}${locale}&utm=checkoutauto&initials=${encodeURIComponent(initials)}`;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The links as RFC 4180 text: the header Order,Link,Delivery Date, one line per link, CRLF line ends. */
export function linksCsv(links: readonly OrderLink[]): string {
  const lines = [['Order', 'Link', 'Delivery Date'], ...links.map((link) => [link.order, link.link, link.deliveryDate])];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
