import type { Condition } from '../../generated/screen';
import { rowMatches } from './rowCondition';
import type { Row } from './types';

/** Keys of the rows that may be selected (`selectableWhen` holds), in row order. */
export function selectableKeys(rows: readonly Row[], selectableWhen: Condition | undefined, keyOf: (row: Row) => string): string[] {
  return rows.filter((row) => rowMatches(selectableWhen, row)).map(keyOf);
}

/**
 * The loaded rows whose keys are selected, in row order: keys of rows no longer loaded drop out, and
 * so do rows that may no longer be selected as loaded again (`selectableWhen`: a template the bulk
 * Enable made active leaves the selection, so it is never sent again with its old version).
 */
export function selectedRowsOf(rows: readonly Row[], keys: readonly string[], keyOf: (row: Row) => string, selectableWhen?: Condition): Row[] {
  if (keys.length === 0) return [];
  const chosen = new Set(keys);
  return rows.filter((row) => chosen.has(keyOf(row)) && rowMatches(selectableWhen, row));
}

/** What a grid publishes of its selection into the page state, under its id. */
export function selectionState(rows: readonly Row[], mode: 'single' | 'multi'): { selected: Row[]; selectedRow?: Row } {
  return mode === 'single' ? { selected: [...rows], ...(rows[0] !== undefined && { selectedRow: rows[0] }) } : { selected: [...rows] };
}
