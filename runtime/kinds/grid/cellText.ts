import type { LookupOption } from '../../lookups/useLookup';
import { sameValue } from './sameValue';
import type { Column, Row } from './types';

/** Loaded options of the screen's lookups, by lookup name. */
export type LookupOptions = Readonly<Record<string, readonly LookupOption[] | undefined>>;

/** The lookup whose labels a column shows: its select editor's, or the read-only `labels` one. */
export function lookupNameOf(column: Column): string | undefined {
  return typeof column.editor === 'object' && 'lookup' in column.editor ? column.editor.lookup : column.labels;
}

/** The values a select column offers: its fixed `options`, or the loaded lookup's values. */
export function selectValues(column: Column, lookups: LookupOptions): unknown[] | undefined {
  if (typeof column.editor !== 'object') return undefined;
  if ('options' in column.editor) return [...column.editor.options];
  return (lookups[column.editor.lookup] ?? []).map((option) => option.value);
}

/** The label of a lookup value, if the options hold it. */
export function optionLabel(options: readonly LookupOption[] | undefined, value: unknown): string | undefined {
  return options?.find((option) => sameValue(option.value, value))?.label;
}

/** A value as the user reads it: lookup labels for select columns, Yes/No for checkboxes. */
export function valueText(column: Column, value: unknown, lookups: LookupOptions): string {
  const lookup = lookupNameOf(column);
  if (lookup) return optionLabel(lookups[lookup], value) ?? String(value ?? '');
  if (column.editor === 'boolean' || typeof value === 'boolean') return value === true || value === 'true' ? 'Yes' : 'No';
  return String(value ?? '');
}

/**
 * The text of a cell. A select column shows its `display` field (e.g. zone_name beside zone_id)
 * while the value is the one loaded, and the lookup label once it was edited.
 */
export function cellText(column: Column, row: Row, changed: boolean, lookups: LookupOptions): string {
  if (lookupNameOf(column) && column.display && !changed) {
    const shown = row[column.display];
    if (shown !== undefined && shown !== null && shown !== '') return String(shown);
  }
  return valueText(column, row[column.field], lookups);
}
