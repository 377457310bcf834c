import { findEdit, type PendingEdits } from './pendingEdits';
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

/**
 * Wraps rows for the grid. Rows without edits keep one wrapper per row object (`cache`), so the
 * grid redraws only the rows whose values or edit state changed.
 */
export function toGridRows(rows: readonly Row[], edits: PendingEdits, keyOf: (row: Row) => string, cache: WeakMap<Row, GridRow>): GridRow[] {
  return rows.map((values) => {
    const key = keyOf(values);
    const edit = findEdit(edits, key);
    if (edit) return { key, values, changed: Object.keys(edit.changes), failed: edit.failed, ...(edit.error !== undefined && { error: edit.error }) };
    let wrapped = cache.get(values);
    if (!wrapped) {
      wrapped = { key, values, changed: NOTHING, failed: false };
      cache.set(values, wrapped);
    }
    return wrapped;
  });
}
