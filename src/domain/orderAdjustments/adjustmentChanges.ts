import { orderBouquet, orderedBouquetQuantity, parseBouquetLine } from '../orders/bouquetLine.ts';
import { collapsedText, sameTitle } from '../orders/orderText.ts';
import { addonChanges } from './addonChanges.ts';
import type { AdjustmentChanges, AdjustmentInput, BouquetChoice, InventoryChange, TimelineName } from './types.ts';

/** A value as a timeline sends it: text trimmed, a number or a flag as text; nothing for blank or any other value. */
function valueText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * A `{ name, value }` per named field whose edited value differs from the order's, texts compared
 * after trimming, in the order the names are given; a field named twice counts once. A blank (or
 * absent) edited value sends nothing: the order keeps its value (the editor leaves a past delivery
 * date empty, 001 §4, and that must not send an empty date).
 */
function timelineChanges(order: Readonly<Record<string, unknown>>, values: Readonly<Record<string, unknown>>, names: readonly TimelineName[]): AdjustmentChanges['timelines'] {
  const seen = new Set<string>();
  return names.flatMap(({ field, name }) => {
    const entry = name.trim();
    if (entry === '' || seen.has(field)) return [];
    seen.add(field);
    const edited = valueText(values[field]);
    return edited === undefined || edited === (valueText(order[field]) ?? '') ? [] : [{ name: entry, value: edited }];
  });
}

/** 'Name - Size' as the console writes a bouquet line; the name alone for a single-variant product. */
function bouquetTitle(bouquet: string, size: string): string {
  return size === '' || size === 'Default Title' ? bouquet : bouquet === '' ? size : `${bouquet} - ${size}`;
}

/**
 * The new bouquet: the variant chosen, sent when its bouquet (the edited bouquetName, read as a
 * line) or its size (the variant's title) is not the order's; as many as the order's bouquet line
 * holds (the service sets the line to this quantity).
 */
function bouquetChange(order: Readonly<Record<string, unknown>>, values: Readonly<Record<string, unknown>>, choice: BouquetChoice | undefined): InventoryChange | undefined {
  const id = choice?.id.trim() ?? '';
  if (choice === undefined || id === '') return undefined;
  const ordered = orderBouquet(order.bouquetName, order.bouquetSize);
  const bouquet = parseBouquetLine(values.bouquetName).bouquet || ordered.bouquet;
  const size = collapsedText(choice.title);
  if (sameTitle(bouquet, ordered.bouquet) && sameTitle(size, ordered.size ?? '')) return undefined;
  return { name: bouquetTitle(bouquet, size) || id, type: 'bouquet', id, quantity: orderedBouquetQuantity(order.lineItems) };
}

/**
 * The changes an order adjustment sends (001 §1 'record the changes as a timeline', §7 PUT
 * /pull-automation/timeline): a timeline entry per edited field that differs from the order's, the
 * timeline tag, and the product changes (a new bouquet, then the add-ons removed, then those
 * added). The tag goes only with a change: nothing changed gives the empty adjustment. Pure: no
 * clock, no call; the stock and the ordered quantities stay the service's to judge.
 */
export function adjustmentChanges(input: AdjustmentInput): AdjustmentChanges {
  const order: Readonly<Record<string, unknown>> = input.order;
  const timelines = timelineChanges(order, input.values, input.timelineNames);
  const bouquet = bouquetChange(order, input.values, input.bouquet);
  const inventories = [...(bouquet ? [bouquet] : []), ...addonChanges(order.addons, input.addons, input.available)];
  const tag = input.tag.trim();
  const changed = timelines.length + inventories.length > 0;
  return { timelines, tags: changed && tag !== '' ? [tag] : [], inventories };
}

/** Whether an adjustment changes nothing ('Please input at least one property', 001 §5). */
export function isEmptyAdjustment(changes: AdjustmentChanges): boolean {
  return changes.timelines.length + changes.tags.length + changes.inventories.length === 0;
}
