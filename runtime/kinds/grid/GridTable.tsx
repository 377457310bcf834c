import { AgGridReact } from 'ag-grid-react';
import type { CellEditRequestEvent, ColDef, GetRowIdParams, IsFullWidthRowParams, RowClassRules, RowHeightParams, SortChangedEvent } from 'ag-grid-community';
import { useSelectionSync } from './useSelectionSync';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { GridActions } from './ActionCell';
import { buildColumnDefs } from './columnDefs';
import { toGridRows, type GridRow, type GridRowCache } from './gridRows';
import { isExpandedPanel, withExpandedRows } from './expandedRows';
import { SubTablesPanel, type SubTablesPanelOptions } from './SubTablesPanel';
import { cellText } from './cellText';
import { AUTO_HEIGHT_MAX_ROWS, FIXED_HEIGHT_PX, ROW_HEIGHT, gridModules, gridTheme } from './gridSetup';
import type { GridController } from './useGridController';
import type { Row } from './types';

const rowClassRules: RowClassRules<GridRow> = { 'row-failed': (params) => params.data?.failed ?? false };
const defaultColDef: ColDef<GridRow> = { sortable: false, resizable: true, suppressMovable: true };
const getRowId = (params: GetRowIdParams<GridRow>) => params.data.key;
const isFullWidthRow = (params: IsFullWidthRowParams<GridRow>) => isExpandedPanel(params.rowNode.data);

/** The AG Grid of a grid screen: rows with their edit state; edits go to the controller, never into the rows. */
export function GridTable({ controller }: { controller: GridController }) {
  const { grid: screen, rows, lookups, keyOf, edits } = controller;
  const cache = useRef<GridRowCache>(new WeakMap());
  const panels = useRef(new WeakMap<Row, GridRow>());
  const expanded = controller.expanded;
  const gridRows = useMemo(() => withExpandedRows(toGridRows(rows, edits.list, keyOf, cache.current), expanded, panels.current), [edits.list, expanded, keyOf, rows]);

  // Link cells call the latest controller; the column definitions stay put.
  const latest = useRef(controller);
  useEffect(() => {
    latest.current = controller;
  });
  const actions = useMemo<GridActions>(
    () => ({
      remove: (key) => latest.current.remove.request(key),
      rowAction: (action, key) => latest.current.runRowAction(action, key),
      toggleExpanded: (key) => latest.current.toggleExpanded(key),
    }),
    [],
  );
  // Sub-tables under expanded rows: a full-width row each, as tall as its panel measures.
  const heights = useRef(new Map<string, number>());
  const getRowHeight = useCallback(
    (params: RowHeightParams<GridRow>) => (isExpandedPanel(params.data) ? (heights.current.get(params.data?.key ?? '') ?? ROW_HEIGHT * 4) : ROW_HEIGHT),
    [],
  );
  const panelOptions = useMemo<SubTablesPanelOptions>(
    () => ({
      grid: screen,
      reload: () => latest.current.reloadList(),
      onHeight: (key, height) => heights.current.set(key, height),
      nameOf: (row) => {
        const first = screen.columns[0];
        return first ? cellText(first, row, [], latest.current.lookups) : '';
      },
    }),
    [screen],
  );
  // Options loaded later are read through a ref; the cells showing them are then redrawn.
  const grid = useRef<AgGridReact<GridRow>>(null);
  const lookupsRef = useRef(lookups);
  useEffect(() => {
    lookupsRef.current = lookups;
    const api = grid.current?.api;
    if (api && !api.isDestroyed()) api.refreshCells({ force: true });
  }, [lookups]);
  const columnDefs = useMemo(() => buildColumnDefs(screen, () => lookupsRef.current, actions), [actions, screen]);
  const selection = useSelectionSync(grid, controller.selection, latest);
  const autoHeight = gridRows.length <= AUTO_HEIGHT_MAX_ROWS;
  // Options and handlers keep their identity from render to render: AG Grid re-applies every
  // option whose identity changed, and a cell edit renders this component again.
  const emptyText = screen.messages.empty;
  const overlayComponentParams = useMemo(() => (emptyText ? { noRows: { overlayText: emptyText } } : undefined), [emptyText]);
  const onSortChanged = useCallback((event: SortChangedEvent<GridRow>) => {
    const sorted = event.columns?.find((column) => column.getSort() !== undefined && column.getSort() !== null);
    const direction = sorted?.getSort();
    latest.current.setSort(sorted && (direction === 'asc' || direction === 'desc') ? { field: sorted.getColId(), direction } : null);
  }, []);
  const onCellEditRequest = useCallback((event: CellEditRequestEvent<GridRow>) => {
    if (event.data) latest.current.edits.edit(event.data.key, event.column.getColId(), event.newValue);
  }, []);

  return (
    <div className="grid-table" style={autoHeight ? undefined : { height: FIXED_HEIGHT_PX }}>
      <AgGridReact<GridRow>
        ref={grid}
        modules={gridModules}
        theme={gridTheme}
        rowData={gridRows}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={getRowId}
        rowHeight={ROW_HEIGHT}
        getRowHeight={getRowHeight}
        isFullWidthRow={isFullWidthRow}
        fullWidthCellRenderer={SubTablesPanel}
        fullWidthCellRendererParams={panelOptions}
        domLayout={autoHeight ? 'autoHeight' : 'normal'}
        rowClassRules={rowClassRules}
        // The definition's text for an empty list, in AG Grid's own no-rows overlay.
        overlayComponentParams={overlayComponentParams}
        rowSelection={selection.rowSelection}
        onSelectionChanged={selection.onSelectionChanged}
        onSortChanged={onSortChanged}
        // Select lists open over the page, never clipped by the grid's own box.
        popupParent={document.body}
        readOnlyEdit
        stopEditingWhenCellsLoseFocus
        singleClickEdit
        onCellEditRequest={onCellEditRequest}
      />
    </div>
  );
}
