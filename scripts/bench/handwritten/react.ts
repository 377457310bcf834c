/**
 * The floor of the console's stack for `npm run bench`: the hand-written page's grid (main.ts: same
 * AG Grid build, modules, theme, columns and list call) drawn through React and ag-grid-react, as
 * the console draws its grids, and nothing else (no router, shell, definitions or data layer).
 * Only its first rows are timed: how much of the console's time to first rows the chosen UI stack
 * costs by itself, and how much is the console's own.
 */
import { createElement, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AgGridReact } from 'ag-grid-react';
import { ROW_HEIGHT, gridModules, gridTheme } from '../../../runtime/kinds/grid/gridSetup';
import { columnDefs, defaultColDef, idToken, listPage, rowId, type PostalCode } from './page';

// As main.ts: the call starts as soon as this module runs.
const firstPage = listPage(idToken(), { size: '20', searchText: '' });

function PostalCodes() {
  // Empty until the answer, as the console's grid: the grid is created while the call is out.
  const [rows, setRows] = useState<PostalCode[]>([]);
  useEffect(() => {
    void firstPage.then(setRows);
  }, []);
  return createElement(AgGridReact<PostalCode>, {
    modules: gridModules,
    theme: gridTheme,
    columnDefs,
    defaultColDef,
    getRowId: rowId,
    rowHeight: ROW_HEIGHT,
    domLayout: 'autoHeight',
    rowData: rows,
    singleClickEdit: true,
    stopEditingWhenCellsLoseFocus: true,
  });
}

const container = document.querySelector<HTMLElement>('#grid');
if (!container) throw new Error('no #grid');
createRoot(container).render(createElement(PostalCodes));
