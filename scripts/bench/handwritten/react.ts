/**
 * The floor of the console's stack for `npm run bench`: the hand-written page (main.ts: same AG
 * Grid build, modules, theme, columns, list call, search box and per-page select) drawn through
 * React and ag-grid-react, as the console draws its grids, and nothing else (no router, shell,
 * definitions or data layer): how much of the console's times the chosen UI stack costs by itself,
 * and how much is the console's own.
 */
import { createElement, useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { AgGridReact } from 'ag-grid-react';
import { AUTO_HEIGHT_MAX_ROWS, FIXED_HEIGHT_PX, ROW_HEIGHT, gridModules, gridTheme } from '../../../runtime/kinds/grid/gridSetup';
import { columnDefs, defaultColDef, idToken, listPage, rowId, type PageQuery, type PostalCode } from './page';

const token = idToken();
const SIZES = ['20', '50', '100', '150', '200', '250', 'All'];
const FIRST: PageQuery = { size: '20', searchText: '' };
// As main.ts: the first call starts as soon as this module runs.
const firstPage = listPage(token, FIRST);

function PostalCodes() {
  const [query, setQuery] = useState<PageQuery>(FIRST);
  // Empty until the answer, as the console's grid: the grid is created while the call is out.
  const [rows, setRows] = useState<PostalCode[]>([]);
  useEffect(() => {
    let latest = true;
    void (query === FIRST ? firstPage : listPage(token, query)).then((answer) => {
      if (latest) setRows(answer);
    });
    return () => {
      latest = false;
    };
  }, [query]);
  const search = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const searchText = event.currentTarget.value.trim();
    setQuery((current) => ({ ...current, searchText }));
  };
  // As the console: up to 100 rows grow the grid, more scroll in 600 px.
  const autoHeight = rows.length <= AUTO_HEIGHT_MAX_ROWS;
  return createElement(
    'main',
    null,
    createElement('h1', null, 'Postal Codes'),
    createElement(
      'p',
      null,
      createElement('input', { type: 'search', 'aria-label': 'Search', placeholder: 'Search', onKeyDown: search }),
      createElement(
        'label',
        null,
        'Per page ',
        createElement(
          'select',
          { 'aria-label': 'Per page', value: query.size, onChange: (event: ChangeEvent<HTMLSelectElement>) => setQuery((current) => ({ ...current, size: event.target.value })) },
          SIZES.map((size) => createElement('option', { key: size, value: size }, size)),
        ),
      ),
    ),
    createElement(
      'div',
      { style: autoHeight ? undefined : { height: FIXED_HEIGHT_PX } },
      createElement(AgGridReact<PostalCode>, {
        modules: gridModules,
        theme: gridTheme,
        columnDefs,
        defaultColDef,
        getRowId: rowId,
        rowHeight: ROW_HEIGHT,
        domLayout: autoHeight ? 'autoHeight' : 'normal',
        rowData: rows,
        singleClickEdit: true,
        stopEditingWhenCellsLoseFocus: true,
      }),
    ),
  );
}

const container = document.querySelector<HTMLElement>('#page');
if (!container) throw new Error('no #page');
createRoot(container).render(createElement(PostalCodes));
