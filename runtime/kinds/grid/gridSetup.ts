import {
  CellStyleModule,
  CheckboxEditorModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  SelectEditorModule,
  TextEditorModule,
  ValidationModule,
  themeQuartz,
  type Module,
} from 'ag-grid-community';

/**
 * Only the grid features the kind uses (the core brings cell data types, whose checkbox renderer
 * shows boolean columns); ValidationModule explains misconfigurations in development only.
 */
export const gridModules: Module[] = [
  ClientSideRowModelModule,
  // api.onRowHeightChanged: a full-width row of sub-tables is as tall as its content.
  ClientSideRowModelApiModule,
  TextEditorModule,
  SelectEditorModule,
  CheckboxEditorModule,
  CellStyleModule,
  RowStyleModule,
  // Checkbox row selection (`selection`) and heading sorts (`sortable`).
  RowSelectionModule,
  // api.forEachNode / setNodesSelected: the grid follows the controller's selection.
  RowApiModule,
  // api.refreshCells: redraws select cells once their lookup options arrive.
  RenderApiModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];

/** Calm colours to sit with the console; no stylesheet import (the theme injects its own CSS). */
export const gridTheme = themeQuartz.withParams({
  accentColor: '#2f6f8f',
  backgroundColor: '#ffffff',
  foregroundColor: '#1f2d36',
  borderColor: '#d9e1e6',
  headerBackgroundColor: '#f3f6f8',
  headerTextColor: '#33444f',
  oddRowBackgroundColor: '#fafbfc',
  rowHoverColor: '#f0f4f6',
  selectedRowBackgroundColor: '#e3edf2',
  fontFamily: 'inherit',
  fontSize: 14,
  headerFontWeight: 600,
  wrapperBorderRadius: 6,
});

export const ROW_HEIGHT = 35;
/** Up to this many rows the grid grows with its rows; beyond, it scrolls inside a fixed height. */
export const AUTO_HEIGHT_MAX_ROWS = 100;
export const FIXED_HEIGHT_PX = 600;
