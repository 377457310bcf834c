import type { LookupOption } from '../../lookups/useLookup';
import { sameValue } from './values';
import { isList } from '../../../shared/isList';

/** The pure logic of the `lookupMultiSelect` widget: a list of chosen option values, in the lookup's order. */

/** The values a field value holds (anything but a list reads as none). */
export function chosenValues(value: unknown): unknown[] {
  return isList(value) ? [...value] : [];
}

/** Whether an option's value is among the chosen ones (`3` and `'3'` alike). */
export function isChosen(chosen: readonly unknown[], value: unknown): boolean {
  return chosen.some((item) => sameValue(item, value));
}

/**
 * The field value after ticking (or unticking) one option: the chosen values in the options'
 * order, each once; values no longer offered are kept after them. None is no value (so
 * `required` speaks).
 */
export function toggleChoice(options: readonly LookupOption[], chosen: readonly unknown[], value: unknown, on: boolean): unknown[] | undefined {
  const others = chosen.filter((item) => !sameValue(item, value));
  const next = on ? [...others, value] : others;
  const offered = options.filter((option) => isChosen(next, option.value)).map((option) => option.value);
  const unknown = next.filter((item) => !options.some((option) => sameValue(option.value, item)));
  const ordered = [...offered, ...unknown];
  return ordered.length === 0 ? undefined : ordered;
}

/** The labels of the chosen options, in the options' order (a value not offered shows as itself). */
export function chosenLabels(options: readonly LookupOption[], chosen: readonly unknown[]): string[] {
  const offered = options.filter((option) => isChosen(chosen, option.value)).map((option) => option.label);
  const unknown = chosen.filter((item) => !options.some((option) => sameValue(option.value, item))).map(String);
  return [...offered, ...unknown];
}
