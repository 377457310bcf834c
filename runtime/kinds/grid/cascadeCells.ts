import type { LookupOption } from '../../lookups/useLookup';
import { sameValue } from './sameValue';
import type { Column, Row } from './types';

/** Loaded options of the screen's lookups, by lookup name. */
export type LookupOptions = Readonly<Record<string, readonly LookupOption[] | undefined>>;

type LookupEditor = { lookup: string; parent?: string; parentKey?: string };

function lookupEditorOf(column: Column): LookupEditor | undefined {
  return typeof column.editor === 'object' && 'lookup' in column.editor ? column.editor : undefined;
}

/**
 * The options a select cell offers in a row: all of its lookup's, or, in a cascade, only those
 * belonging to the row's current value of the higher level (a postal code's towns of its zone).
 */
export function rowOptions(column: Column, row: Row | undefined, lookups: LookupOptions): readonly LookupOption[] {
  const editor = lookupEditorOf(column);
  if (!editor) return [];
  const options = lookups[editor.lookup] ?? [];
  if (!editor.parent || !editor.parentKey || !row) return options;
  const parentValue = row[editor.parent];
  const key = editor.parentKey;
  return options.filter((option) => sameValue(option.row[key], parentValue));
}

/**
 * The cells a change of `field` clears in a row (000 §4: a higher level clears the lower ones):
 * every cascade column under it whose value no longer belongs to the new higher value. Options
 * not loaded yet clear nothing (nothing is known to be wrong).
 */
export function cellsClearedBy(columns: readonly Column[], field: string, row: Row, lookups: LookupOptions): string[] {
  return columns.flatMap((column) => {
    const editor = lookupEditorOf(column);
    if (editor?.parent !== field || !lookups[editor.lookup]) return [];
    const value = row[column.field];
    if (value === null || value === undefined || value === '') return [];
    const belongs = rowOptions(column, row, lookups).some((option) => sameValue(option.value, value));
    return belongs ? [] : [column.field];
  });
}

/** The value a derived read-only cell will have once the pending change of its `from` column is saved. */
export function derivedValue(column: Column, row: Row, lookups: LookupOptions): unknown {
  const derived = column.derived;
  if (!derived) return undefined;
  const chosen = (lookups[derived.lookup] ?? []).find((option) => sameValue(option.value, row[derived.from]));
  return chosen?.row[derived.field];
}
