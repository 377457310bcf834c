import { textOf } from '../../../shared/textOf.ts';
import { isList } from '../../../shared/isList.ts';
import { itemPrice, itemQuantity } from '../orderItems/chosenItem.ts';
import type { Addons, ChosenItem } from '../../../runtime/generated/entities.ts';

/** A plain object read field by field (a cart, an answer's node, a form's values). */
export type Row = Readonly<Record<string, unknown>>;

export const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as trimmed text: text itself, a number's or a boolean's text (an older item's numeric id); anything else (none, an object) is ''. */
export function trimmedText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' ? textOf(value) : '';
}

/** The first non-blank text among values, or ''. */
export function firstText(...values: readonly unknown[]): string {
  for (const value of values) {
    const text = trimmedText(value);
    if (text !== '') return text;
  }
  return '';
}

/**
 * The nodes of a list as GraphQL or the inventory answers it: a list itself, a connection's
 * `nodes`, or its `edges`' `node`s. Anything else holds none; items that are not objects are left out.
 */
export function nodesOf(value: unknown): Row[] {
  if (isList(value)) return value.filter(isRecord);
  if (!isRecord(value)) return [];
  if (isList(value.nodes)) return value.nodes.filter(isRecord);
  if (isList(value.edges)) return value.edges.flatMap((edge) => (isRecord(edge) && isRecord(edge.node) ? [edge.node] : []));
  return [];
}

/**
 * A row chosen on the editor form as a cart keeps it (001 §3 'each holding value, id, sku,
 * price'): a shop rate (`display_text`, `zone_rate` '$12.00'), a variant (`title`, `id`, `sku`,
 * `price.amount`), a product node (its `title`, its first variant's id, SKU and price), a cart's
 * item (`value`) or an older cart's (`title`). Undefined when it is not an object or names nothing.
 * An unreadable price is 0, a missing id or SKU ''.
 */
export function chosenItemOf(row: unknown): ChosenItem | undefined {
  if (!isRecord(row)) return undefined;
  const value = firstText(row.display_text, row.value, row.title);
  if (value === '') return undefined;
  const variant = row.variants === undefined ? row : nodesOf(row.variants)[0];
  const price = itemPrice(variant ?? {}) ?? itemPrice(row);
  return { value, id: trimmedText(variant?.id), sku: trimmedText(variant?.sku), price: price !== undefined && price >= 0 ? price : 0 };
}

/** One add-on as the add-on picker holds it (001 §3 'addons (list of value, id, price, quantity, quantityAvailable, sku)'). */
export type PickedAddon = Addons[number];

/**
 * An add-on row as a cart keeps it: its `value` (an older one's `title`), id, price in dollars,
 * quantity (1 when unreadable), SKU, and the stock the inventory gave when it is a whole number.
 * Undefined when it is not an object or names nothing.
 */
export function pickedAddonOf(row: unknown): PickedAddon | undefined {
  const item = chosenItemOf(row);
  if (!item || !isRecord(row)) return undefined;
  const addon: PickedAddon = { value: item.value, id: item.id, price: item.price, quantity: itemQuantity(row), sku: item.sku };
  const stock = row.quantityAvailable;
  if (typeof stock === 'number' && Number.isInteger(stock)) addon.quantityAvailable = stock;
  return addon;
}
