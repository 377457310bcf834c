/**
 * The hand-written AG Grid page `npm run bench` compares the console with: the console's AG Grid
 * build, modules and theme (runtime/kinds/grid/gridSetup.ts), the Postal Codes screen's list call
 * with the same query and headers (runtime/kinds/grid/listQuery.ts, runtime/api/callEndpoint.ts),
 * and the console's own sign-in (the oidc-client-ts user it keeps in sessionStorage, same origin).
 * No framework, no definitions: the list call starts as soon as this module runs.
 */
import { createGrid, type ColDef, type GridApi, type GridOptions } from 'ag-grid-community';
import { AUTO_HEIGHT_MAX_ROWS, FIXED_HEIGHT_PX, ROW_HEIGHT, gridModules, gridTheme } from '../../../runtime/kinds/grid/gridSetup';

interface PostalCode {
  postalcode_id: number;
  postalcode: string;
  town_name: string;
  zone_name: string;
  region_name: string;
}

interface ListAnswer {
  result: PostalCode[];
  meta: [{ totalrows: number }];
}

const ALL_LIMIT = 10000;
const FILTER_ON = 'postalcode,town_name,zone_name,region_name';

function idToken(): string {
  for (let index = 0; index < sessionStorage.length; index += 1) {
    const key = sessionStorage.key(index);
    if (!key?.startsWith('oidc.user:')) continue;
    const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { id_token?: string };
    if (user.id_token) return user.id_token;
  }
  throw new Error('Not signed in: sign in to the console in this tab first.');
}

const token = idToken();
let size = '20';
let searchText = '';
let latest = 0;

/** The console's list call: offset, limit, then searchString and filterOn when searching. */
async function load(): Promise<PostalCode[]> {
  const query = new URLSearchParams({ offset: '0', limit: size === 'All' ? String(ALL_LIMIT) : size });
  if (searchText !== '') {
    query.set('searchString', searchText);
    query.set('filterOn', FILTER_ON);
  }
  const response = await fetch(`/api/admin/places/postalcodes?${query.toString()}`, {
    headers: { Accept: 'application/json', language: 'en-CA', Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`The list call answered ${response.status}`);
  return ((await response.json()) as ListAnswer).result;
}

const firstPage = load();

const columnDefs: ColDef<PostalCode>[] = [
  { field: 'postalcode', headerName: 'Postal Code', editable: true, cellEditor: 'agTextCellEditor', flex: 1, minWidth: 120 },
  { field: 'town_name', headerName: 'Town', flex: 1, minWidth: 120 },
  { field: 'zone_name', headerName: 'Zone', flex: 1, minWidth: 120 },
  { field: 'region_name', headerName: 'Region', flex: 1, minWidth: 120 },
];

const container = document.querySelector<HTMLElement>('#grid');
if (!container) throw new Error('no #grid');
const gridContainer = container;
const options: GridOptions<PostalCode> = {
  theme: gridTheme,
  columnDefs,
  defaultColDef: { sortable: false, resizable: true, suppressMovable: true, cellDataType: false },
  getRowId: (params) => String(params.data.postalcode_id),
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
