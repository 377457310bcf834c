/**
 * The links of the bulk order link creator (001 §2, §7 POST /bulk-order-link, §9), pure: each
 * order is recreated as a storefront cart (server/api/storefront/cart.ts) of its lines by variant
 * id, for the delivery date. cartType 'Callia' answers a basket link on the storefront (a short
 * link with a random 7-letter id leading to the cart's page); 'Shopify' the cart's checkout
 * address with '&utm=checkoutauto' and '&initials={initials}', '&locale=fr' for a French order.
 * And the CSV that is filed and downloaded.
 */
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../../../shared/time/zones.ts';
import type { CartInput } from '../../storefront/cartInput';

/** The shop checkout link (001 §9), shared with the console's Checkout Automation. */
export { checkoutLink } from '../../../../shared/checkoutLink.ts';

export type CartType = 'Callia' | 'Shopify';

export interface OrderLink {
  order: string;
  link: string;
  deliveryDate: string;
}

/** An order line as the cart is built from it. */
export interface LinkedLine {
  productTitle: string;
  variantTitle: string;
  sku: string;
  quantity: number;
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

/**
 * The cart recreating an order (cartCreate's input): each line by its catalogue variant id
 * (`variantIds`: SKU → id), with the delivery date and the original order as line attributes.
 * `missing` lists the lines whose SKU the catalogue does not have (no cart can hold them).
 */
export function orderCart(orderName: string, lines: readonly LinkedLine[], variantIds: ReadonlyMap<string, number>, deliveryDate: string): { input: CartInput; missing: string[] } {
  const missing: string[] = [];
  const cartLines = lines.flatMap((line) => {
    const id = variantIds.get(line.sku);
    if (id === undefined) {
      missing.push(line.variantTitle === 'Default Title' || line.variantTitle === '' ? line.productTitle : `${line.productTitle} - ${line.variantTitle}`);
      return [];
    }
    const attributes = [
      { key: 'Delivery Date', value: deliveryDate },
      { key: '_originalOrder', value: orderName },
    ];
    return [{ merchandiseId: `gid://shopify/ProductVariant/${id}`, quantity: line.quantity, attributes }];
  });
  return { input: { lines: cartLines }, missing };
}

/** The name the CSV of a run is filed and downloaded under. */
export function linksFileName(today: string): string {
  return `bulk-order-links-${today}.csv`;
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
