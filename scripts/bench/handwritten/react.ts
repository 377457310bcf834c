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
import type { ColDef } from 'ag-grid-community';
import { FLOOR_LISTS, rowsOf, type FloorList } from './lists';
import { columnDefs, defaultColDef, idToken, listPage, rowId, type PageQuery, type PostalCode } from './page';

const token = idToken();
const SIZES = ['20', '50', '100', '150', '200', '250', 'All'];
const FIRST: PageQuery = { size: '20', searchText: '' };
// As main.ts: the first call starts as soon as this module runs (the postal codes' unless a list is asked for).
const firstPage = new URLSearchParams(location.search).has('list') ? Promise.resolve<PostalCode[]>([]) : listPage(token, FIRST);

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

/**
 * `?list=<name>` (lists.ts): a daily list's first page instead, the same call and columns as its
 * screen, drawn the same way (empty grid while the call is out, then the page's rows).
 */
function FloorListPage({ list, answer }: { list: FloorList; answer: Promise<Record<string, unknown>[]> }) {
  const [rows, setRows] = useState<Record<string, unknown>[]>([]);
  useEffect(() => {
    let latest = true;
    void answer.then((all) => {
      if (latest) setRows(all.slice(0, list.pageSize));
    });
    return () => {
      latest = false;
    };
  }, [answer, list]);
  const columns: ColDef<Record<string, unknown>>[] = list.columns.map((column) => ({
    field: column.field,
    colId: column.field,
    headerName: column.header,
    ...(column.width === undefined ? { flex: 1, minWidth: 120 } : { width: column.width }),
  }));
  return createElement(
    'main',
    null,
    createElement('h1', null, list.title),
    createElement(
      'div',
      null,
      createElement(AgGridReact<Record<string, unknown>>, {
        modules: gridModules,
        theme: gridTheme,
        columnDefs: columns,
        defaultColDef: listColDef,
        rowHeight: ROW_HEIGHT,
        domLayout: 'autoHeight',
        rowData: rows,
      }),
    ),
  );
}

const listColDef: ColDef<Record<string, unknown>> = { sortable: false, resizable: true, suppressMovable: true, cellDataType: false };

async function listAnswer(list: FloorList): Promise<Record<string, unknown>[]> {
  const response = await fetch(list.call, { headers: { Accept: 'application/json', language: 'en-CA', Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`The list call answered ${response.status}`);
  return rowsOf(list, await response.json());
}

const container = document.querySelector<HTMLElement>('#page');
if (!container) throw new Error('no #page');
const listName = new URLSearchParams(location.search).get('list');
const floorList = listName === null ? undefined : FLOOR_LISTS[listName];
if (listName !== null && !floorList) throw new Error(`no list ${listName}`);
createRoot(container).render(
  floorList ? createElement(FloorListPage, { list: floorList, answer: listAnswer(floorList) }) : createElement(PostalCodes),
);
