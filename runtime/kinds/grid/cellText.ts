import type { LookupOption } from '../../lookups/useLookup';
import { derivedValue, rowOptions, type LookupOptions } from './cascadeCells';
import { sameValue } from './sameValue';
import type { Column, Row } from './types';
import { textOf } from '../../../shared/textOf';

export type { LookupOptions } from './cascadeCells';

/** The lookups the grid's columns use (select, labels, derived), in column order, each once. */
export function columnLookups(columns: readonly Column[]): string[] {
  return [...new Set(columns.flatMap(lookupNamesOfColumn))];
}

/**
 * Whether some cell shows a lookup's label with no text of its row to show before the lookup is
 * loaded (a `labels` column, or a select column without `display`): such a grid loads its lookups
 * with its rows, the others after them.
 */
export function showsLookupLabels(columns: readonly Column[]): boolean {
  return columns.some((column) => lookupNameOf(column) !== undefined && !column.display);
}

/** The lookups a column reads: its select editor's, the read-only `labels` one, a derived column's. */
export function lookupNamesOfColumn(column: Column): string[] {
  const names = [lookupNameOf(column), column.derived?.lookup];
  return names.filter((name): name is string => name !== undefined);
}

/** The lookup whose labels a column shows: its select editor's, or the read-only `labels` one. */
export function lookupNameOf(column: Column): string | undefined {
  return typeof column.editor === 'object' && 'lookup' in column.editor ? column.editor.lookup : column.labels;
}

/**
 * The values a select cell offers: its fixed `options`, or the loaded lookup's values (in a
 * cascade, those of the row's higher level).
 */
export function selectValues(column: Column, lookups: LookupOptions, row?: Row): unknown[] | undefined {
  if (typeof column.editor !== 'object') return undefined;
  if ('options' in column.editor) return Array.isArray(column.editor.options) ? [...column.editor.options] : [];
  return rowOptions(column, row, lookups).map((option) => option.value);
}

/** The label of a lookup value, if the options hold it. */
export function optionLabel(options: readonly LookupOption[] | undefined, value: unknown): string | undefined {
  return options?.find((option) => sameValue(option.value, value))?.label;
}

/** A value as the user reads it: lookup labels for select columns, Yes/No for checkboxes. */
export function valueText(column: Column, value: unknown, lookups: LookupOptions): string {
  const lookup = lookupNameOf(column);
  if (lookup) return optionLabel(lookups[lookup], value) ?? textOf(value ?? '');
  if (column.editor === 'boolean' || typeof value === 'boolean') return value === true || value === 'true' ? 'Yes' : 'No';
  // A list (a config's region tags) reads as its items, comma-separated.
  if (Array.isArray(value)) return value.map((item) => String(item ?? '')).join(', ');
  return textOf(value ?? '');
}

/**
 * The text of a cell. A select column shows its `display` field (e.g. zone_name beside zone_id)
 * while the value is the one loaded, and the lookup label once it was edited. A derived column
 * (`derived.from` edited) shows what it will be after the save.
 */
export function cellText(column: Column, row: Row, changed: readonly string[] | boolean, lookups: LookupOptions): string {
  const changedFields = typeof changed === 'boolean' ? (changed ? [column.field] : []) : changed;
  if (column.derived && changedFields.includes(column.derived.from)) {
    const value = derivedValue(column, row, lookups);
    if (value !== undefined) return textOf(value ?? '');
  }
  if (lookupNameOf(column) && column.display && !changedFields.includes(column.field)) {
    const shown = row[column.display];
    if (shown !== undefined && shown !== null && shown !== '') return textOf(shown);
  }
  return valueText(column, row[column.field], lookups);
}

/** Whether a derived cell is showing a value that changes with the pending edit of its source. */
export function isDerivedChanging(column: Column, changed: readonly string[]): boolean {
  return column.derived !== undefined && changed.includes(column.derived.from);
}
