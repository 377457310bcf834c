import type { CheckoutCart } from '../../../runtime/generated/entities.ts';
import { isList } from '../../../shared/isList.ts';
import { parseJson } from '../jsonObject.ts';
import { chosenItemOf, isRecord, pickedAddonOf, type Row } from './values.ts';

/** How many times a carts text may be JSON-encoded (001 §3: 'possibly double-encoded'). */
const MAX_ENCODINGS = 2;

/** The chosen items: our name, and the older name read into it (001 §3 'older carts use alternative names'). */
const ITEM_NAMES = [
  ['deliveryRateItem', 'deliveryRateObj'],
  ['bouquetSizeItem', 'bouquetObj'],
  ['vaseItem', 'vaseObj'],
  ['cardItem', 'cardObj'],
] as const;

type CartPicked = Pick<CheckoutCart, 'deliveryRateItem' | 'bouquetSizeItem' | 'vaseItem' | 'cardItem' | 'deliveryRateBackup' | 'deliveryRate' | 'addons'>;

/**
 * The chosen items of a cart under our names: ours when it has them, else its older ones, each
 * as `{ value, id, sku, price }` (an older `title` as value, a price text as a number). A delivery
 * rate kept as an item in `deliveryRate` (carts saved before `deliveryRateItem`) becomes the
 * item, and the window's text stays in `deliveryRate`. The add-ons likewise (`addonsObj`).
 */
function pickedItems(cart: Row): CartPicked {
  const picked: CartPicked = {};
  for (const [name, older] of ITEM_NAMES) {
    const item = chosenItemOf(cart[name]) ?? chosenItemOf(cart[older]) ?? (name === 'deliveryRateItem' ? chosenItemOf(cart.deliveryRate) : undefined);
    if (item) picked[name] = item;
  }
  const backup = chosenItemOf(cart.deliveryRateBackup);
  if (backup) picked.deliveryRateBackup = backup;
  const rate = isRecord(cart.deliveryRate) ? chosenItemOf(cart.deliveryRate)?.value : cart.deliveryRate;
  if (typeof rate === 'string') picked.deliveryRate = rate;
  // A saved cart's own add-ons were checked by the service when it was saved: kept as they are.
  if (isList(cart.addons)) picked.addons = cart.addons as CheckoutCart['addons'];
  else if (isList(cart.addonsObj)) picked.addons = cart.addonsObj.flatMap((row) => pickedAddonOf(row) ?? []);
  return picked;
}

/** One cart in our names, every other field as it has it, the older names dropped. */
function cartOf(cart: Row): CheckoutCart {
  const { deliveryRateObj: _rate, bouquetObj: _bouquet, vaseObj: _vase, cardObj: _card, addonsObj: _addons, deliveryRate: _window, ...rest } = cart;
  // The service checked each cart against the cart schema when it was saved.
  return { ...rest, ...pickedItems(cart) };
}

/**
 * The carts of a fetched saved checkout (001 §3 'Saved checkout record': 'carts may arrive as a
 * JSON string, possibly double-encoded; older carts use alternative names'): a list, its JSON
 * text, or the JSON text of that text; each cart under our names (deliveryRateObj →
 * deliveryRateItem, bouquetObj → bouquetSizeItem, cardObj → cardItem, vaseObj → vaseItem, each
 * item's title → value, prices as numbers; addonsObj → addons), keeping every other field it has.
 * Undefined when it is none of these: text that is no JSON, no list, or a cart that is not an object.
 */
export function savedCarts(carts: unknown): CheckoutCart[] | undefined {
  let value = carts;
  for (let decoded = 0; typeof value === 'string' && decoded < MAX_ENCODINGS; decoded += 1) value = parseJson(value);
  if (!isList(value) || !value.every(isRecord)) return undefined;
  return value.map(cartOf);
}
