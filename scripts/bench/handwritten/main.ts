/**
 * The hand-written AG Grid page `npm run bench` compares the console with: the console's AG Grid
 * build, modules and theme (runtime/kinds/grid/gridSetup.ts), the Postal Codes screen's columns
 * and list call (page.ts). No framework, no definitions: the list call starts as soon as this
 * module runs.
 */
import { createGrid, type GridApi, type GridOptions } from 'ag-grid-community';
import { AUTO_HEIGHT_MAX_ROWS, FIXED_HEIGHT_PX, ROW_HEIGHT, gridModules, gridTheme } from '../../../runtime/kinds/grid/gridSetup';
import { columnDefs, defaultColDef, idToken, listPage, rowId, type PostalCode } from './page';

const token = idToken();
let size = '20';
let searchText = '';
let latest = 0;

const load = () => listPage(token, { size, searchText });
const firstPage = load();

const container = document.querySelector<HTMLElement>('#grid');
if (!container) throw new Error('no #grid');
const gridContainer = container;
const options: GridOptions<PostalCode> = {
  theme: gridTheme,
  columnDefs,
  defaultColDef,
  getRowId: rowId,
  rowHeight: ROW_HEIGHT,
  domLayout: 'autoHeight',
  singleClickEdit: true,
  stopEditingWhenCellsLoseFocus: true,
};
const grid: GridApi<PostalCode> = createGrid(gridContainer, options, { modules: gridModules });

/** Shows rows as the console does: up to 100 rows grow the grid, more scroll in 600 px. */
function show(rows: PostalCode[]): void {
  const autoHeight = rows.length <= AUTO_HEIGHT_MAX_ROWS;
  gridContainer.style.height = autoHeight ? '' : `${FIXED_HEIGHT_PX}px`;
  grid.setGridOption('domLayout', autoHeight ? 'autoHeight' : 'normal');
  grid.setGridOption('rowData', rows);
}

async function reload(): Promise<void> {
  const call = ++latest;
  const rows = await load();
  if (call === latest) show(rows);
}

void firstPage.then(show);

document.querySelector<HTMLSelectElement>('select[aria-label="Per page"]')?.addEventListener('change', (event) => {
  size = (event.target as HTMLSelectElement).value;
  void reload();
});

document.querySelector<HTMLInputElement>('input[aria-label="Search"]')?.addEventListener('keydown', (event) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  searchText = (event.target as HTMLInputElement).value.trim();
  void reload();
});
