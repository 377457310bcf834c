import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import { DEFAULT_LANGUAGE } from '../../api/useApi';
import { BadgeCell } from './BadgeCell';
import { ActionCell, type ActionCellOptions, type GridActions } from './ActionCell';
import { actionColumnWidth, rowActionsAtOnce } from './actionColumnWidth';
import { actionCellKeyDown } from './actionCellKeys';
import { cellText, isDerivedChanging, selectValues, valueText, type LookupOptions } from './cellText';
import { ExpandToggleCell, type ExpandToggleOptions } from './ExpandToggleCell';
import { FirstCell } from './FirstCell';
import { formatCell, isBadgeFormat, isSecretFormat } from './formats';
import { SecretCell, type SecretCellParams } from './SecretCell';
import type { GridSlice } from './gridSlice';
import type { GridRow } from './gridRows';
import type { Column } from './types';

export const ACTIONS_COL_ID = 'actions';

/** Reads the lookups loaded so far: columns are made once, options may arrive later. */
export type LookupsOf = () => LookupOptions;

function editorOf(column: Column, lookupsOf: LookupsOf): Partial<ColDef<GridRow>> {
  const editor = column.editor;
  if (editor === undefined) return { editable: false, cellDataType: false };
  if (editor === 'boolean') return { editable: true, cellDataType: 'boolean', cellRenderer: 'agCheckboxCellRenderer', cellEditor: 'agCheckboxCellEditor' };
  if (editor === 'text') return { editable: true, cellDataType: false, cellEditor: 'agTextCellEditor' };
  return { editable: true, cellDataType: false, cellEditor: 'agSelectCellEditor', cellEditorParams: (params: { data?: GridRow }) => ({ values: selectValues(column, lookupsOf(), params.data?.values) }) };
}

/** How wide a column is: its own width, or a share of the space. */
function sizeOf(column: Column, gives: boolean): Partial<ColDef<GridRow>> {
  if (!column.width) return { flex: 1, minWidth: 120 };
  // The widest column (a long computed name) takes the space left and gives it up first, so
  // the other columns stay readable on a 1280-pixel screen.
  if (gives) return { flex: 1, width: column.width, minWidth: Math.min(column.width, 160) };
  return { width: column.width };
}

/** The column that gives way when space is short: the widest of those with a width. */
export function givingColumn(columns: readonly Column[]): string | undefined {
  let widest: Column | undefined;
  for (const column of columns) if (column.width && (!widest?.width || column.width > widest.width)) widest = column;
  return widest?.field;
}

/** The first cell of a grid with sub-tables is the row's show/hide button; the grid redraws it as the row's expanded state changes. */
function expandToggle(actions: GridActions): Partial<ColDef<GridRow>> {
  const params: ExpandToggleOptions = { toggle: (key) => actions.toggleExpanded(key) };
  return { cellRenderer: ExpandToggleCell, cellRendererParams: params, suppressKeyboardEvent: actionCellKeyDown, equals: () => false };
}

/** A definition column as a grid column: id = entity field, header, editor, texts with lookup labels, changed-cell style. */
export function columnDef(column: Column, first: boolean, lookupsOf: LookupsOf, gives = false): ColDef<GridRow> {
  const field = column.field;
  const def: ColDef<GridRow> = {
    colId: field,
    headerName: column.header,
    valueGetter: (params) => params.data?.values[field],
    // Without a row (the select editor's option list) the value alone is formatted: its lookup label.
    valueFormatter: (params: ValueFormatterParams<GridRow>) =>
      formatCell(column, params.value, DEFAULT_LANGUAGE) ??
      (params.data ? cellText(column, params.data.values, params.data.changed, lookupsOf()) : valueText(column, params.value, lookupsOf())),
    sortable: column.sortable ?? false,
    // The controller sorts the whole list before paging (sortRows.ts), or the server sorts it (`paging.sort`): the grid keeps that order.
    ...(column.sortable && { comparator: () => 0 }),
    cellClassRules: {
      'cell-changed': (params) => params.data?.changed.includes(field) ?? false,
      // A read-only cell that will change with a pending edit of the column it follows.
      'cell-derived': (params) => isDerivedChanging(column, params.data?.changed ?? []),
    },
    ...sizeOf(column, gives),
    ...editorOf(column, lookupsOf),
  };
  // A derived cell's value follows another column: redraw it whenever the row's edit state changes.
  if (column.derived) def.equals = () => false;
  // A badge, or a value followed by its `detail` (which reads other fields of the row: redrawn with every row data).
  if (isBadgeFormat(column.format) || column.detail !== undefined) {
    def.cellRenderer = BadgeCell;
    def.cellRendererParams = { format: column.format, detail: column.detail };
    if (column.detail !== undefined) def.equals = () => false;
  }
  // A secret: masked, with its Show/Hide button, pressed from the keyboard like the action links.
  if (isSecretFormat(column.format)) {
    const params: Pick<SecretCellParams, 'secret'> = { secret: column.format.secret };
    def.cellRenderer = SecretCell;
    def.cellRendererParams = params;
    def.suppressKeyboardEvent = actionCellKeyDown;
    def.sortable = false;
  }
  // The first column also carries the marker of a row whose save failed; the grid redraws a cell
  // only when its value changes, so this one counts every new row data as a change.
  if (first && column.editor !== 'boolean' && !isBadgeFormat(column.format) && !isSecretFormat(column.format) && column.detail === undefined) {
    def.cellRenderer = FirstCell;
    def.equals = () => false;
  }
  return def;
}

/** The last column: row action links and the Delete link, when the definition has any. */
export function actionColumn(screen: Pick<GridSlice, 'rowActions' | 'delete'>, actions: GridActions): ColDef<GridRow> | undefined {
  const rowActions = screen.rowActions ?? [];
  if (!screen.delete && rowActions.length === 0) return undefined;
  const params: ActionCellOptions = {
    rowActions,
    deleteLabel: screen.delete ? (screen.delete.linkLabel ?? 'Delete') : undefined,
    actions,
  };
  return {
    colId: ACTIONS_COL_ID,
    headerName: screen.delete?.columnHeader ?? 'Action',
    editable: false,
    cellDataType: false,
    cellRenderer: ActionCell,
    cellRendererParams: params,
    // Always in view, whatever the width of the screen: pinned to the right when the columns do
    // not fit (actionsPinning.ts), never by the user.
    lockPinned: true,
    suppressKeyboardEvent: actionCellKeyDown,
    width: actionColumnWidth([...rowActions, ...(params.deleteLabel === undefined ? [] : [{ label: params.deleteLabel }])], rowActionsAtOnce(rowActions)),
  };
}

/**
 * The grid's columns. They do not depend on loaded data (lookups are read through `lookupsOf`),
 * so options arriving never rebuild the columns under a cell being edited.
 */
export function buildColumnDefs(screen: Pick<GridSlice, 'columns' | 'rowActions' | 'delete' | 'expand'>, lookupsOf: LookupsOf, actions: GridActions): ColDef<GridRow>[] {
  const giving = givingColumn(screen.columns);
  const columns = screen.columns.map((column, index) => {
    const def = columnDef(column, index === 0, lookupsOf, column.field === giving);
    return index === 0 && screen.expand ? { ...def, ...expandToggle(actions) } : def;
  });
  const last = actionColumn(screen, actions);
  return last ? [...columns, last] : columns;
}
