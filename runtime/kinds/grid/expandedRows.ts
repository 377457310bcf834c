import type { GridRow } from './gridRows';
import type { Row } from './types';

/** The key of the full-width row holding an expanded row's sub-tables. */
export const expandedKeyOf = (key: string) => `${key}#expanded`;

/**
 * The grid's rows with, under each expanded one, a full-width row carrying the same values (its
 * sub-tables read their rows from them). Expanded rows are marked so their toggle redraws; the
 * full-width rows are made once per values object (`cache`), so a redraw keeps their state.
 */
export function withExpandedRows(rows: readonly GridRow[], expanded: ReadonlySet<string>, cache: WeakMap<Row, GridRow>): GridRow[] {
  if (expanded.size === 0) return [...rows];
  return rows.flatMap((row) => {
    if (!expanded.has(row.key)) return [row];
    let panel = cache.get(row.values);
    if (!panel) {
      panel = { key: expandedKeyOf(row.key), values: row.values, changed: [], failed: false, expandedFrom: row.key };
      cache.set(row.values, panel);
    }
    return [{ ...row, expanded: true }, panel];
  });
}

/** The row is the full-width row of an expanded one. */
export const isExpandedPanel = (row: GridRow | undefined): boolean => row?.expandedFrom !== undefined;
