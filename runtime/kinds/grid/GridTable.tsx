import { AgGridReact } from 'ag-grid-react';
import type { ColDef, GetRowIdParams, IsFullWidthRowParams, RowClassRules, RowHeightParams, SortChangedEvent, ValueSetterParams } from 'ag-grid-community';
import { useActionsPinned } from './actionsPinning';
import { useSelectionSync } from './useSelectionSync';
import { useRowDataNow } from './useRowDataNow';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { GridActions } from './ActionCell';
import { buildColumnDefs } from './columnDefs';
import { emptyGridRowCache, toGridRows, type GridRow, type GridRowCache } from './gridRows';
import { isExpandedPanel, withExpandedRows } from './expandedRows';
import { SubTablesPanel, type SubGrid, type SubTablesPanelOptions } from './SubTablesPanel';
import { cellText } from './cellText';
import { AUTO_HEIGHT_MAX_ROWS, FIXED_HEIGHT_PX, ROW_HEIGHT, gridModules, gridTheme } from './gridSetup';
import type { GridController } from './useGridController';
import type { Row } from './types';

const rowClassRules: RowClassRules<GridRow> = { 'row-failed': (params) => params.data?.failed ?? false };
const getRowId = (params: GetRowIdParams<GridRow>) => params.data.key;
const isFullWidthRow = (params: IsFullWidthRowParams<GridRow>) => isExpandedPanel(params.rowNode.data);

/**
 * The AG Grid of a grid screen: rows with their edit state; edits go to the controller, never into
 * the rows. `subGrid` shows the sub-tables of an expanded row.
 */
export function GridTable({ controller, subGrid }: { controller: GridController; subGrid: SubGrid }) {
  const { grid: screen, rows, lookups, keyOf, edits } = controller;
  const cache = useRef<GridRowCache>(emptyGridRowCache());
  const panels = useRef(new WeakMap<Row, GridRow>());
  const expanded = controller.expanded;
  const gridRows = useMemo(() => withExpandedRows(toGridRows(rows, edits.list, keyOf, cache.current), expanded, panels.current), [edits.list, expanded, keyOf, rows]);

  // Link cells call the latest controller; the column definitions stay put. Kept current at
  // commit (a layout effect): the value setter calls it inside a key press, which may come before
  // a passive effect would have run.
  const latest = useRef(controller);
  useLayoutEffect(() => {
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
      subGrid,
      reload: () => latest.current.reloadList(),
      onHeight: (key, height) => heights.current.set(key, height),
      nameOf: (row) => {
        const first = screen.columns[0];
        return first ? cellText(first, row, [], latest.current.lookups) : '';
      },
    }),
    [screen, subGrid],
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
  // New rows reach the grid before the next paint (an edited cell shows its text in the frame after Enter).
  const domLayout = autoHeight ? 'autoHeight' : 'normal';
  const rowData = useRowDataNow(gridRows, domLayout);
  const table = useRef<HTMLDivElement>(null);
  const shownColumns = useActionsPinned(table, columnDefs);
  // Options and handlers keep their identity from render to render: AG Grid re-applies every
  // option whose identity changed, and a cell edit renders this component again.
  const emptyText = screen.messages.empty;
  const overlayComponentParams = useMemo(() => (emptyText ? { noRows: { overlayText: emptyText } } : undefined), [emptyText]);
  const onSortChanged = useCallback((event: SortChangedEvent<GridRow>) => {
    const sorted = event.columns?.find((column) => column.getSort() !== undefined && column.getSort() !== null);
    const direction = sorted?.getSort();
    latest.current.setSort(sorted && (direction === 'asc' || direction === 'desc') ? { field: sorted.getColId(), direction } : null);
  }, []);
  // A cell edit goes to the controller from the column's value setter, which leaves the row as it
  // is (false: nothing changed in the grid's data). Not `readOnlyEdit` + `onCellEditRequest`: AG
  // Grid fires that event in a later task (setTimeout), after the browser has already painted the
  // frame that follows Enter, so the new text appeared a frame (~16 ms) late. The value setter
  // runs inside the key press, and so does the redraw (useRowDataNow).
  const defaultColDef = useMemo<ColDef<GridRow>>(
    () => ({
      sortable: false,
      resizable: true,
      suppressMovable: true,
      valueSetter: (params: ValueSetterParams<GridRow>) => {
        if (params.data) latest.current.edits.edit(params.data.key, params.column.getColId(), params.newValue);
        return false;
      },
    }),
    [],
  );

  return (
    <div ref={table} className="grid-table" style={autoHeight ? undefined : { height: FIXED_HEIGHT_PX }}>
      <AgGridReact<GridRow>
        ref={grid}
        modules={gridModules}
        theme={gridTheme}
        rowData={rowData.rowData}
        onGridReady={rowData.onGridReady}
        columnDefs={shownColumns}
        defaultColDef={defaultColDef}
        getRowId={getRowId}
        rowHeight={ROW_HEIGHT}
        // Only a grid with sub-tables has rows of another height: without a row-height callback AG
        // Grid places rows by arithmetic instead of asking for and summing the height of each of
        // 10,000 rows when they arrive ('All').
        getRowHeight={screen.expand ? getRowHeight : undefined}
        isFullWidthRow={screen.expand ? isFullWidthRow : undefined}
        fullWidthCellRenderer={SubTablesPanel}
        fullWidthCellRendererParams={panelOptions}
        domLayout={domLayout}
        rowClassRules={rowClassRules}
        // The definition's text for an empty list, in AG Grid's own no-rows overlay.
        overlayComponentParams={overlayComponentParams}
        rowSelection={selection.rowSelection}
        onSelectionChanged={selection.onSelectionChanged}
        onSortChanged={onSortChanged}
        // Select lists open over the page, never clipped by the grid's own box.
        popupParent={document.body}
        stopEditingWhenCellsLoseFocus
        singleClickEdit
      />
    </div>
  );
}
