import type { CheckoutCart } from '../../../runtime/generated/entities.ts';
import type { DeliveryVariants } from './deliveryVariants.ts';

/** A cart line of the Storefront API's cartCreate (`CartLineInput`): the variant by its global id, how many, its attributes. */
export interface CartLineInput {
  /** gid://shopify/ProductVariant/N */
  merchandiseId: string;
  quantity: number;
  attributes: { key: string; value: string }[];
}

/**
 * The filling of a line's attribute templates over its cart and the line (the caller's template
 * filling: `{firstName}`, `{sku}`): asked once per line, its answer fills each template, so what
 * the templates read is put together once per line, not once per attribute.
 */
export type AttributeFill = (cart: CheckoutCart, line: { sku: string }) => (template: string) => string;

/** What a line is made of before its attributes. */
interface LineItem {
  /** What staff chose, for a problem's sentence. */
  name: string;
  id: string;
  sku: string;
  quantity: number;
}

/** A variant id as a merchandise id: the inventory's ids already are gid://shopify/ProductVariant/N; a bare number becomes one. */
const merchandiseId = (id: string) => (/^\d+$/.test(id) ? `gid://shopify/ProductVariant/${id}` : id);

/** The attributes of one line: each name's template filled, in the map's order, blank values left out (001 §7 'non-blank attributes'). */
function lineAttributes(attributes: Readonly<Record<string, string>>, fill: AttributeFill, cart: CheckoutCart, sku: string): CartLineInput['attributes'] {
  const filled = fill(cart, { sku });
  return Object.entries(attributes).flatMap(([key, template]) => {
    const value = filled(template);
    return key.trim() === '' || value.trim() === '' ? [] : [{ key, value }];
  });
}

/** The products of one cart, in order: size, vase, card, add-ons (their quantity); a problem sentence when one cannot be a line. */
function cartItems(cart: CheckoutCart, number: number): LineItem[] | string {
  const size = cart.bouquetSizeItem;
  if (!size || size.id.trim() === '') return `Cart ${number} has no bouquet size.`;
  const chosen = [cart.vaseItem, cart.cardItem].flatMap((item) => (item ? [{ name: item.value, id: item.id, sku: item.sku, quantity: 1 }] : []));
  const addons = (cart.addons ?? []).filter((addon) => addon.quantity >= 1).map((addon) => ({ name: addon.value, id: addon.id, sku: addon.sku ?? '', quantity: addon.quantity }));
  const items = [{ name: size.value, id: size.id, sku: size.sku, quantity: 1 }, ...chosen, ...addons];
  const unknown = items.find((item) => item.id.trim() === '');
  return unknown ? `Cart ${number} has no variant of ${unknown.name} to order.` : items;
}

/**
 * The cartCreate lines of the carts (001 §7 'A shop-API cart-creation call': lines of quantity,
 * merchandise id and non-blank attributes). Per cart, in order: the bouquet size's variant, the
 * vase, the card (1 each), each add-on (its quantity), and its delivery: the standard delivery
 * product, or the same-address one for a cart delivered to the first cart's address (001 §4). Every
 * line carries the attributes of `attributes` (name → template, filled by `fill` over the cart and
 * the line's SKU), non-blank ones only, in the map's order. A cart that cannot be ordered whole (no
 * bouquet size, an item without a variant, no delivery product for it) gives a problem sentence and
 * no line, so a checkout is never made with part of a cart.
 */
export function cartLines(carts: readonly CheckoutCart[], attributes: Readonly<Record<string, string>>, fill: AttributeFill, delivery: DeliveryVariants): { lines: CartLineInput[]; problems: string[] } {
  const lines: CartLineInput[] = [];
  const problems = new Set<string>();
  carts.forEach((cart, index) => {
    const items = cartItems(cart, index + 1);
    if (typeof items === 'string') {
      problems.add(items);
      return;
    }
    const variant = cart.sameAddress === true ? delivery.sameAddress : delivery.standard;
    if (!variant) {
      problems.add(cart.sameAddress === true ? 'The shop has no same-address delivery product.' : 'The shop has no delivery product.');
      return;
    }
    for (const item of [...items, { name: variant.title, id: variant.id, sku: variant.sku, quantity: 1 }]) {
      lines.push({ merchandiseId: merchandiseId(item.id.trim()), quantity: item.quantity, attributes: lineAttributes(attributes, fill, cart, item.sku) });
    }
  });
  return { lines, problems: [...problems] };
}
