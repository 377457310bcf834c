import { readPath } from '../../templates/path.ts';
import { renderTemplate } from '../../templates/template.ts';
import { textOf } from '../../../shared/textOf.ts';
import { rowMatches } from '../grid/rowCondition.ts';
import type { Condition, StateRowsWithin } from '../../generated/screen';

/** One option of a select over page state rows: its value (a row's `value` column, as text) and what it says. */
export interface StateRowOption {
  value: string;
  label: string;
}

const isRecord = (row: unknown): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row);

/** A row's value as text, or undefined when the row has none (such a row is not offered). */
function valueOf(row: Record<string, unknown>, column: string): string | undefined {
  const found = readPath(row, column);
  if (found === undefined || found === null) return undefined;
  const text = textOf(found);
  return text === '' ? undefined : text;
}

/**
 * The rows a `stateSelect` reads (`rows`), or with `within` the list inside the row another field
 * chose: the row whose `match` column equals the value at the page state path `field`, its list at
 * `take` (a bouquet's variants). Nothing chosen, no row matching or no list there offers nothing.
 */
export function rowsWithin(rows: unknown, within: StateRowsWithin | undefined, read: (path: string) => unknown): unknown {
  if (within === undefined) return rows;
  const chosen = read(within.field);
  if (!Array.isArray(rows) || chosen === undefined || chosen === null || chosen === '') return [];
  const text = textOf(chosen);
  const row: unknown = rows.find((candidate) => isRecord(candidate) && valueOf(candidate, within.match) === text);
  const taken = readPath(row, within.take);
  return Array.isArray(taken) ? taken : [];
}

/** The rows for which a `where` holds, its paths read in the row (all of them without one). */
export function rowsWhere(rows: unknown, where: Condition | undefined): unknown {
  return where === undefined || !Array.isArray(rows) ? rows : rows.filter((row) => isRecord(row) && rowMatches(where, row));
}

/**
 * The options a `stateSelect` offers: each of its rows (`rowsWithin`, `rowsWhere`) with a value in
 * its `value` column, labelled by its `label` template over the row (the value itself when the
 * template says nothing); a value offered twice is offered once. Anything but a list offers nothing.
 */
export function stateRowOptions(rows: unknown, column: string, label: string): StateRowOption[] {
  if (!Array.isArray(rows)) return [];
  const options: StateRowOption[] = [];
  for (const row of rows) {
    if (!isRecord(row)) continue;
    const value = valueOf(row, column);
    if (value === undefined || options.some((option) => option.value === value)) continue;
    const said = renderTemplate(label, row);
    const text = said === undefined || said === null ? '' : textOf(said).trim();
    options.push({ value, label: text === '' ? value : text });
  }
  return options;
}

/** Whether a chosen value is one the rows no longer offer (nothing chosen is never that). */
export function notOffered(value: unknown, options: readonly StateRowOption[]): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !options.some((option) => option.value === textOf(value));
}
