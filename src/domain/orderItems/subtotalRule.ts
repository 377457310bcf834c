import { itemPrice, itemQuantity, itemsOf } from './chosenItem.ts';
import { orderSubtotalText } from './subtotal.ts';

/**
 * The value rule `orderSubtotal` (001 §2 'read-only subtotal', §9 'Subtotal'), args filled from
 * whole placeholders so each holds the chosen item itself: `delivery` (the rate: its price or
 * `zone_rate`), `bouquetSize` (the variant), `vase`, `card` (each a price, or an item with `price`),
 * `addons` (the add-on picker's list: each item's `price` times its `quantity`), `lang` (the order's
 * language, en-ca or fr-ca). Gives the text shown: `$127` or `127 $`. A part with no readable price
 * adds nothing.
 */
export function orderSubtotalRule(args: Readonly<Record<string, unknown>>): string {
  const addons = itemsOf(args.addons).flatMap((addon) => {
    const price = itemPrice(addon);
    return price === undefined ? [] : [{ price, quantity: itemQuantity(addon) }];
  });
  const parts = { delivery: itemPrice(args.delivery), bouquetSize: itemPrice(args.bouquetSize), vase: itemPrice(args.vase), card: itemPrice(args.card), addons };
  return orderSubtotalText(parts, typeof args.lang === 'string' ? args.lang : '');
}
