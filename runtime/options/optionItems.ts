import type { LabelledOption } from '../generated/screen';

/** A value an option set offers. */
export type OptionValue = string | number | boolean;
/** An item of an option set: a value shown as it is, or a value with its label. */
export type OptionItem = OptionValue | LabelledOption;

const isLabelled = (item: unknown): item is LabelledOption => typeof item === 'object' && item !== null && !Array.isArray(item) && 'value' in item;

/** The value an item offers (its `value` when it is labelled). */
export function optionValue(item: OptionItem): OptionValue {
  return isLabelled(item) ? item.value : item;
}

/** The value of an item read from a definition not yet typed (the checker's): a labelled item's `value`, else the item. */
export function valueOfItem(item: unknown): unknown {
  return isLabelled(item) ? item.value : item;
}

/** The text shown for an item: its label, else its value as text. */
export function optionText(item: OptionItem): string {
  return isLabelled(item) ? item.label : String(item);
}

/** The values of a set, in order; no set offers nothing. */
export function optionValues(set: readonly OptionItem[] | undefined): OptionValue[] {
  return (set ?? []).map(optionValue);
}

/** The labels a set gives, by the value as text (only the labelled items); undefined when it labels none. */
export function optionLabels(set: readonly OptionItem[] | undefined): Record<string, string> | undefined {
  const labelled = (set ?? []).filter(isLabelled);
  return labelled.length === 0 ? undefined : Object.fromEntries(labelled.map((item) => [String(item.value), item.label]));
}

/** A set's items as options `{ value, label }` (label = the value as text when the item gives none). */
export function optionRows(set: readonly OptionItem[] | undefined): Array<{ value: OptionValue; label: string }> {
  return (set ?? []).map((item) => ({ value: optionValue(item), label: optionText(item) }));
}
