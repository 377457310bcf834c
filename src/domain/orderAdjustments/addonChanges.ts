import { parseAddonsText } from '../orders/addonsText.ts';
import { collapsedText } from '../orders/orderText.ts';
import type { ChosenAddon, InventoryChange, KnownAddon } from './types.ts';

/** One add-on by name: the name as first written, its variant id when known, and the total quantity. */
interface Tally {
  name: string;
  id: string;
  quantity: number;
}

/** The key an add-on is matched by: its name, white space and case aside. */
const keyOf = (name: string) => collapsedText(name).toLowerCase();

function tally(items: readonly { name: string; id: string; quantity: number }[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const item of items) {
    const key = keyOf(item.name);
    if (key === '' || !(item.quantity >= 1)) continue;
    const known = tallies.get(key);
    if (known) {
      known.quantity += item.quantity;
      if (known.id === '') known.id = item.id.trim();
    } else tallies.set(key, { name: collapsedText(item.name), id: item.id.trim(), quantity: item.quantity });
  }
  return tallies;
}

/**
 * The add-on changes (001 §5, §7 inventories): the ordered add-ons are those of the order's
 * `addons` text ('Name (x2)'), the chosen ones the picker's list; matched by name (white space
 * and case aside, one named twice counted once with both quantities). A '-' for each add-on with
 * fewer chosen than ordered (the difference), then a '+' for each with more (the difference).
 * A removed add-on takes its id from the chosen list, else from the offered ones; with neither it
 * goes with an empty id, which the service refuses (inventories.<i>.id): the user hears of it
 * rather than the removal being dropped.
 */
export function addonChanges(addonsText: unknown, chosen: readonly ChosenAddon[], available: readonly KnownAddon[] = []): InventoryChange[] {
  const ordered = tally(parseAddonsText(addonsText).map((addon) => ({ ...addon, id: '' })));
  const wanted = tally(chosen.map((addon) => ({ name: addon.value, id: addon.id, quantity: Math.trunc(addon.quantity) })));
  const offered = new Map(available.map((addon) => [keyOf(addon.value), addon.id.trim()] as const));
  const removed: InventoryChange[] = [];
  for (const [key, addon] of ordered) {
    const left = wanted.get(key)?.quantity ?? 0;
    if (left >= addon.quantity) continue;
    const id = wanted.get(key)?.id || offered.get(key) || '';
    removed.push({ name: addon.name, type: '-', id, quantity: addon.quantity - left });
  }
  const added: InventoryChange[] = [];
  for (const [key, addon] of wanted) {
    const had = ordered.get(key)?.quantity ?? 0;
    if (addon.quantity > had) added.push({ name: addon.name, type: '+', id: addon.id, quantity: addon.quantity - had });
  }
  return [...removed, ...added];
}
