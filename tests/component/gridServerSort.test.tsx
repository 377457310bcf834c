// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import { serveAdminApi, type SentRequest } from './formRender';
import { renderGridScreen, resetGridRenders } from './gridRender';

afterEach(() => {
  cleanup();
  resetGridRenders();
  vi.unstubAllGlobals();
});

const regions: GridScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/server-sort-test',
  title: 'Regions',
  kind: 'grid',
  entity: 'region',
  rowKey: 'region_id',
  endpoints: { list: { method: 'GET', path: '/places/region', rows: 'result', total: 'total' } },
  paging: { mode: 'server', sizes: [2, 'All'], defaultSize: 2, sort: { fieldParam: 'sortBy', directionParam: 'sortOrder' } },
  columns: [
    { field: 'region_name', header: 'Name', sortable: true },
    { field: 'tag', header: 'Tag' },
  ],
  messages: { loadFailed: 'Could not load' },
};

const ROWS = [
  { region_id: 1, region_name: 'Lee', tag: 'x' },
  { region_id: 2, region_name: 'Ann', tag: 'y' },
  { region_id: 3, region_name: 'Bo', tag: 'z' },
];

/** A list call that pages and sorts as a server does: the rows in the order asked, cut at offset and limit. */
function sortingServer(): SentRequest[] {
  const { requests } = serveAdminApi((request) => {
    const url = new URL(request.path, 'http://server');
    if (url.pathname !== '/places/region') return undefined;
    const sortBy = url.searchParams.get('sortBy');
    const sign = url.searchParams.get('sortOrder') === 'desc' ? -1 : 1;
    const rows = sortBy === 'region_name' ? [...ROWS].sort((a, b) => sign * a.region_name.localeCompare(b.region_name)) : ROWS;
    const offset = Number(url.searchParams.get('offset'));
    return { status: 200, body: { result: rows.slice(offset, offset + Number(url.searchParams.get('limit'))), total: rows.length } };
  });
  return requests;
}

/** The first cell of each row, in the order shown (the grid reuses row elements: their order in the document is not the order shown). */
const namesShown = () =>
  screen
    .getAllByRole('row')
    .map((row) => ({ at: Number(row.getAttribute('aria-rowindex')), name: within(row).queryAllByRole('gridcell')[0]?.textContent }))
    .filter((row) => row.name !== undefined)
    .sort((a, b) => a.at - b.at)
    .map((row) => row.name);
const queriesSent = (requests: readonly SentRequest[]) => requests.map((request) => new URL(request.path, 'http://server').search);

describe('sortable columns with server paging (paging.sort)', () => {
  it('a heading click asks the server for the list sorted, from page 1; another click asks for it the other way', async () => {
    const requests = sortingServer();
    renderGridScreen(regions);
    await screen.findByText('Page 1 of 2 · 3 rows');
    await waitFor(() => expect(namesShown()).toEqual(['Lee', 'Ann']));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2 · 3 rows');
    await waitFor(() => expect(namesShown()).toEqual(['Bo']));

    const heading = screen.getByRole('columnheader', { name: /Name/ });
    fireEvent.click(within(heading).getByText('Name'));
    await screen.findByText('Page 1 of 2 · 3 rows');
    await waitFor(() => expect(namesShown()).toEqual(['Ann', 'Bo']));
    fireEvent.click(within(heading).getByText('Name'));
    await waitFor(() => expect(namesShown()).toEqual(['Lee', 'Bo']));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(namesShown()).toEqual(['Ann']));

    expect(queriesSent(requests)).toEqual([
      '?offset=0&limit=2',
      '?offset=2&limit=2',
      '?offset=0&limit=2&sortBy=region_name&sortOrder=asc',
      '?offset=0&limit=2&sortBy=region_name&sortOrder=desc',
      '?offset=2&limit=2&sortBy=region_name&sortOrder=desc',
    ]);
  });
});
