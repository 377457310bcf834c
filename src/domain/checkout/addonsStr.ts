import { itemQuantity, itemsOf, itemTitle } from '../orderItems/chosenItem.ts';

/**
 * A cart's add-ons as text (001 §3 'addonsStr'), in the format of an order's add-ons
 * (001 §3 'comma list, optional quantity such as 'Name (x2)'', read back by
 * src/domain/orders/addonsText.ts): 'Chocolate Truffles (x2), Teddy Bear'. Each add-on's `value`
 * (or an older one's `title`); one of quantity 1 shows no count, an unnamed one or one of
 * quantity 0 or less is left out. Anything that is not a list is ''.
 */
export function addonsStrOf(addons: unknown): string {
  return itemsOf(addons)
    .flatMap((addon) => {
      const name = itemTitle(addon);
      const quantity = itemQuantity(addon);
      if (name === undefined || quantity < 1) return [];
      return [quantity > 1 ? `${name} (x${quantity})` : name];
    })
    .join(', ');
}
