import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GridSlice } from './gridSlice';
import { selectableKeys, selectedRowsOf } from './selection';
import type { Row } from './types';

/** Row selection of a grid with `selection`; the rows chosen are published through `publish`. */
export interface GridSelection {
  mode: 'single' | 'multi';
  /** Keys of the rows selected, in the order of the loaded rows. */
  keys: readonly string[];
  rows: Row[];
  count: number;
  isSelectable(row: Row): boolean;
  /** The grid's checkboxes changed: the selection becomes these keys (unselectable ones left out). */
  set(keys: readonly string[]): void;
  /** Select all: every selectable row loaded (search applied). */
  selectAll: () => void;
  clear: () => void;
}

/** Where a selection is published: `<id>.selected` (rows) and, for single, `<id>.selectedRow`. */
export type PublishSelection = (rows: Row[], mode: 'single' | 'multi') => void;

export function useRowSelection(
  grid: Pick<GridSlice, 'selection' | 'selectableWhen'>,
  loaded: readonly Row[],
  candidates: readonly Row[],
  keyOf: (row: Row) => string,
  publish: PublishSelection | undefined,
): GridSelection | undefined {
  const { selection: mode, selectableWhen } = grid;
  const [keys, setKeys] = useState<readonly string[]>([]);
  const rows = useMemo(() => selectedRowsOf(loaded, keys, keyOf, selectableWhen), [keyOf, keys, loaded, selectableWhen]);
  const isSelectable = useCallback((row: Row) => selectableKeys([row], selectableWhen, keyOf).length === 1, [keyOf, selectableWhen]);
  const set = useCallback(
    (next: readonly string[]) => {
      const allowed = new Set(selectableKeys(loaded, selectableWhen, keyOf));
      const chosen = next.filter((key) => allowed.has(key));
      setKeys(mode === 'single' ? chosen.slice(-1) : chosen);
    },
    [keyOf, loaded, mode, selectableWhen],
  );
  const selectAll = useCallback(() => setKeys(selectableKeys(candidates, selectableWhen, keyOf)), [candidates, keyOf, selectableWhen]);
  const clear = useCallback(() => setKeys([]), []);
  useEffect(() => {
    if (mode) publish?.(rows, mode);
  }, [mode, publish, rows]);
  if (!mode) return undefined;
  return { mode, keys: rows.map(keyOf), rows, count: rows.length, isSelectable, set, selectAll, clear };
}
