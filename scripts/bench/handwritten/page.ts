/**
 * What the bench's comparison pages share (main.ts: AG Grid alone; react.ts: through React and
 * ag-grid-react): the Postal Codes screen's columns, its list call with the console's query and
 * headers (runtime/kinds/grid/listQuery.ts, runtime/api/callEndpoint.ts), and the console's own
 * sign-in (the oidc-client-ts user it keeps in sessionStorage, same origin).
 */
import type { ColDef, GetRowIdParams } from 'ag-grid-community';

export interface PostalCode {
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

export function idToken(): string {
  for (let index = 0; index < sessionStorage.length; index += 1) {
    const key = sessionStorage.key(index);
    if (!key?.startsWith('oidc.user:')) continue;
    const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { id_token?: string };
    if (user.id_token) return user.id_token;
  }
  throw new Error('Not signed in: sign in to the console in this tab first.');
}

export interface PageQuery {
  /** A page size, or 'All'. */
  size: string;
  searchText: string;
}

/** The console's list call: offset, limit, then searchString and filterOn when searching. */
export async function listPage(token: string, { size, searchText }: PageQuery): Promise<PostalCode[]> {
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

export const columnDefs: ColDef<PostalCode>[] = [
  { field: 'postalcode', headerName: 'Postal Code', editable: true, cellEditor: 'agTextCellEditor', flex: 1, minWidth: 120 },
  { field: 'town_name', headerName: 'Town', flex: 1, minWidth: 120 },
  { field: 'zone_name', headerName: 'Zone', flex: 1, minWidth: 120 },
  { field: 'region_name', headerName: 'Region', flex: 1, minWidth: 120 },
];

export const defaultColDef: ColDef<PostalCode> = { sortable: false, resizable: true, suppressMovable: true, cellDataType: false };

export const rowId = (params: GetRowIdParams<PostalCode>) => String(params.data.postalcode_id);
