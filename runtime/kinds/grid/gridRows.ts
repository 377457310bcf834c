import { editsByKey, type PendingEdits, type RowEdit } from './pendingEdits';
import type { Row } from './types';

/** What the grid holds per row: the values shown and the row's edit state, so cell styles never read stale state. */
export interface GridRow {
  key: string;
  values: Row;
  /** Fields changed and not yet saved. */
  changed: readonly string[];
  /** The last save of this row failed. */
  failed: boolean;
  /** The server's reason, when it gave one. */
  error?: string;
  /** The row is shown expanded, its sub-tables under it. */
  expanded?: boolean;
  /** A full-width row holding the sub-tables of the row with this key. */
  expandedFrom?: string;
}

const NOTHING: readonly string[] = [];

/** The last wrapping, by position: each row, its wrapper and the edit the wrapper was made for (none: an unedited row). */
export interface GridRowCache {
  rows: readonly Row[];
  wrapped: readonly GridRow[];
  madeFor: readonly (RowEdit | undefined)[];
}

export function emptyGridRowCache(): GridRowCache {
  return { rows: [], wrapped: [], madeFor: [] };
}

/**
 * Wraps rows for the grid. A row keeps its wrapper from the last call (`cache`) while it is the
 * same object at the same place with the same edit (applyEdits keeps an edited row's object while
 * its edit is unchanged), so the grid redraws only the rows whose values or edit state changed.
 * Compared by position, not looked up per row: wrapping 10,000 rows ('All') stays a plain pass.
 */
export function toGridRows(rows: readonly Row[], edits: PendingEdits, keyOf: (row: Row) => string, cache: GridRowCache): GridRow[] {
  const byKey = edits.length > 0 ? editsByKey(edits) : undefined;
  const wrapped = new Array<GridRow>(rows.length);
  const madeFor = new Array<RowEdit | undefined>(rows.length);
  rows.forEach((values, index) => {
    const kept = cache.rows[index] === values ? cache.wrapped[index] : undefined;
    const key = kept?.key ?? keyOf(values);
    const edit = byKey?.get(key);
    madeFor[index] = edit;
    wrapped[index] = kept && cache.madeFor[index] === edit ? kept : wrap(key, values, edit);
  });
  cache.rows = rows;
  cache.wrapped = wrapped;
  cache.madeFor = madeFor;
  return wrapped;
}

function wrap(key: string, values: Row, edit: RowEdit | undefined): GridRow {
  return edit
    ? { key, values, changed: Object.keys(edit.changes), failed: edit.failed, ...(edit.error !== undefined && { error: edit.error }) }
    : { key, values, changed: NOTHING, failed: false };
}
