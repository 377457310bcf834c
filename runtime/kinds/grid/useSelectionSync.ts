import type { AgGridReact } from 'ag-grid-react';
import type { IRowNode, RowSelectionOptions, SelectionChangedEvent } from 'ag-grid-community';
import { useCallback, useEffect, useMemo, type RefObject } from 'react';
import type { GridRow } from './gridRows';
import type { GridController } from './useGridController';
import type { GridSelection } from './useRowSelection';

/** Sources of selection changes the grid makes itself (not the user's), which the controller already knows. */
const OWN_SOURCES = new Set(['api', 'apiSelectAll', 'apiSelectAllFiltered', 'apiSelectAllCurrentPage', 'rowDataChanged', 'gridInitializing', 'selectableChanged']);

/**
 * Row selection with AG Grid's checkboxes, following the controller: the controller holds the
 * keys (across pages); the grid shows them, and the user's ticks (click or Space) go back to it.
 */
export function useSelectionSync(
  grid: RefObject<AgGridReact<GridRow> | null>,
  selection: GridSelection | undefined,
  latest: RefObject<GridController>,
): { rowSelection: RowSelectionOptions<GridRow> | undefined; onSelectionChanged: (event: SelectionChangedEvent<GridRow>) => void } {
  const mode = selection?.mode;
  const rowSelection = useMemo<RowSelectionOptions<GridRow> | undefined>(
    () =>
      mode === undefined
        ? undefined
        : {
            mode: mode === 'multi' ? 'multiRow' : 'singleRow',
            checkboxes: true,
            headerCheckbox: false,
            enableClickSelection: false,
            isRowSelectable: (node: IRowNode<GridRow>) => (node.data ? (latest.current?.selection?.isSelectable(node.data.values) ?? false) : false),
          },
    [latest, mode],
  );

  const keys = selection?.keys;
  useEffect(() => {
    const api = grid.current?.api;
    if (!api || api.isDestroyed() || !keys) return;
    const wanted = new Set(keys);
    const select: IRowNode<GridRow>[] = [];
    const unselect: IRowNode<GridRow>[] = [];
    api.forEachNode((node) => {
      const want = node.id !== undefined && wanted.has(node.id);
      if (want !== node.isSelected()) (want ? select : unselect).push(node);
    });
    if (unselect.length > 0) api.setNodesSelected({ nodes: unselect, newValue: false, source: 'api' });
    if (select.length > 0) api.setNodesSelected({ nodes: select, newValue: true, source: 'api' });
  });

  const onSelectionChanged = useCallback(
    (event: SelectionChangedEvent<GridRow>) => {
      const current = latest.current?.selection;
      if (!current || OWN_SOURCES.has(event.source)) return;
      const shown = new Set<string>();
      event.api.forEachNode((node) => {
        if (node.id !== undefined) shown.add(node.id);
      });
      const elsewhere = current.keys.filter((key) => !shown.has(key));
      const ticked = event.api.getSelectedNodes().flatMap((node) => (node.id === undefined ? [] : [node.id]));
      current.set(current.mode === 'single' ? ticked : [...elsewhere, ...ticked]);
    },
    [latest],
  );
  return { rowSelection, onSelectionChanged };
}
