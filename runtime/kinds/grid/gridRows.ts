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

/** A row's wrapper with the edit it was made for (none: an unedited row). */
export type GridRowCache = WeakMap<Row, { edit: RowEdit | undefined; row: GridRow }>;

/**
 * Wraps rows for the grid. Each row keeps its wrapper (`cache`) while its values and edit stay the
 * same objects (applyEdits keeps an edited row's object while its edit is unchanged), so the grid
 * redraws only the rows whose values or edit state changed.
 */
export function toGridRows(rows: readonly Row[], edits: PendingEdits, keyOf: (row: Row) => string, cache: GridRowCache): GridRow[] {
  const byKey = editsByKey(edits);
  return rows.map((values) => {
    const key = keyOf(values);
    const edit = byKey.get(key);
    const known = cache.get(values);
    if (known && known.edit === edit) return known.row;
    const row: GridRow = edit
      ? { key, values, changed: Object.keys(edit.changes), failed: edit.failed, ...(edit.error !== undefined && { error: edit.error }) }
      : { key, values, changed: NOTHING, failed: false };
    cache.set(values, { edit, row });
    return row;
  });
}
