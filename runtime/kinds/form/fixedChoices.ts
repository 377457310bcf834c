import { sameValue } from './values';
import { isList } from '../../../shared/isList';

/** The pure logic of the `checkboxes` widget: a list of chosen values of a fixed list, in the list's order. */

type Scalar = string | number | boolean;

/** A value offered and the text its box shows. */
export interface Offered {
  value: Scalar;
  label: string;
}

const isScalar = (item: unknown): item is Scalar => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean';

/** An option set's item (a value, or `{ value, label }`) as a value and its text. */
function offeredOf(item: unknown): Offered[] {
  if (isScalar(item)) return [{ value: item, label: String(item) }];
  if (typeof item !== 'object' || item === null) return [];
  const { value, label } = item as { value?: unknown; label?: unknown };
  return isScalar(value) ? [{ value, label: typeof label === 'string' ? label : String(value) }] : [];
}

/** The values a `checkboxes` field offers: its option set's (values or `{ value, label }`), else the array property's `items.enum`. */
export function offeredValues(set: readonly unknown[] | undefined, schema: unknown): Offered[] {
  if (set !== undefined) return set.flatMap(offeredOf);
  const items = typeof schema === 'object' && schema !== null ? (schema as { items?: unknown }).items : undefined;
  const values = typeof items === 'object' && items !== null ? (items as { enum?: unknown }).enum : undefined;
  return Array.isArray(values) ? values.filter(isScalar).map((value) => ({ value, label: String(value) })) : [];
}

/** The chosen values of a field value (anything but a list reads as none). */
export function chosenOf(value: unknown): unknown[] {
  return isList(value) ? [...value] : [];
}

/** Whether a value is among the chosen ones (`3` and `'3'` alike). */
export function isTicked(chosen: readonly unknown[], value: unknown): boolean {
  return chosen.some((item) => sameValue(item, value));
}

/**
 * The field value after ticking (or unticking) one value: the chosen values in the offered order,
 * each once; values no longer offered are kept after them. None is no value (so `required` speaks).
 */
export function tickValue(offered: readonly Offered[], chosen: readonly unknown[], value: unknown, on: boolean): unknown[] | undefined {
  const others = chosen.filter((item) => !sameValue(item, value));
  const next = on ? [...others, value] : others;
  const ordered = [...offered.filter((item) => isTicked(next, item.value)).map((item) => item.value), ...next.filter((item) => !offered.some((known) => sameValue(known.value, item)))];
  return ordered.length === 0 ? undefined : ordered;
}

/** Whether every offered value is chosen (a list offering nothing is never all chosen). */
export function allTicked(offered: readonly Offered[], chosen: readonly unknown[]): boolean {
  return offered.length > 0 && offered.every((item) => isTicked(chosen, item.value));
}

/** The value after the select-all box: every offered value when not all were chosen, else none. */
export function tickAll(offered: readonly Offered[], chosen: readonly unknown[]): unknown[] | undefined {
  return allTicked(offered, chosen) || offered.length === 0 ? undefined : offered.map((item) => item.value);
}
