// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridScreen } from '../../runtime/generated/screen';
import { BOM } from '../../runtime/kinds/grid/csv';
import { serveAdminApi } from './formRender';
import { renderGridScreen, resetGridRenders } from './gridRender';

afterEach(() => {
  cleanup();
  resetGridRenders();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const customers: GridScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/customer-list-test',
  title: 'Customers',
  kind: 'grid',
  entity: 'region',
  rowKey: 'region_id',
  endpoints: { list: { method: 'GET', path: '/places/region' } },
  paging: { mode: 'client', sizes: [1, 'All'], defaultSize: 1 },
  columns: [
    { field: 'region_name', header: 'Name', sortable: true },
    { field: 'short_code', header: 'Spent', format: 'money' },
    { field: 'tag', header: 'Tag' },
  ],
  search: { filterOn: [{ field: 'region_name', label: 'Name' }] },
  toolbar: [{ label: 'Export CSV', action: { export: { fileName: 'customers.csv', columns: ['region_name', 'short_code'], bom: true } } }],
  rowActions: [{ label: 'Open', navigate: '/secure/elsewhere-test', carry: ['region_id'] }],
  messages: { loadFailed: 'Could not load' },
};

describe('sortable columns with client paging', () => {
  it('sort the whole list before it is paged (page 1 of 1 row shows the first of all rows)', async () => {
    serveAdminApi((request) =>
      request.path === '/places/region'
        ? { status: 200, body: [{ region_id: 1, region_name: 'Lee', short_code: 1, tag: 'x' }, { region_id: 2, region_name: 'Ann', short_code: 2, tag: 'y' }, { region_id: 3, region_name: 'Bo', short_code: 3, tag: 'z' }] }
        : undefined,
    );
    renderGridScreen(customers);
    expect(await screen.findByText('Lee')).toBeTruthy();
    const heading = screen.getByRole('columnheader', { name: /Name/ });
    fireEvent.click(within(heading).getByText('Name'));
    expect(await screen.findByText('Ann')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByText('Lee')).toBeNull());
    fireEvent.click(within(heading).getByText('Name'));
    expect(await screen.findByText('Lee')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3 · 3 rows')).toBeTruthy();
  });
});

describe('grid CSV export', () => {
  it('writes every loaded row (all pages, search applied) as shown, quoted, with the byte-order mark', async () => {
    serveAdminApi((request) =>
      request.path === '/places/region'
        ? { status: 200, body: [{ region_id: 1, region_name: 'Smith, "Jo"', short_code: 12, tag: 'x' }, { region_id: 2, region_name: 'Lee', short_code: '40.5', tag: 'y' }, { region_id: 3, region_name: 'Bo', short_code: 3, tag: 'z' }] }
        : undefined,
    );
    const texts: string[] = [];
    let fileName = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      // Decoded keeping a byte-order mark (Blob.text() would drop it).
      void (blob as Blob).arrayBuffer().then((bytes) => texts.push(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)));
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    renderGridScreen(customers);
    await screen.findByText('Page 1 of 3 · 3 rows');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'o' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await screen.findByText('Page 1 of 2 · 2 rows');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(texts).toHaveLength(1));
    expect(fileName).toBe('customers.csv');
    expect(texts[0]).toBe(`${BOM}Name,Spent\r\n"Smith, ""Jo""",$12\r\nBo,$3\r\n`);
  });

  it('opens another screen with the row’s fields carried in the URL', async () => {
    serveAdminApi((request) => (request.path === '/places/region' ? { status: 200, body: [{ region_id: 7, region_name: 'Lee', short_code: 1, tag: 'y' }] } : undefined));
    const { router } = renderGridScreen(customers);
    await screen.findByText('Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await vi.waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/secure/elsewhere-test?region_id=7'));
    expect(router.state.location.state).toEqual({ carried: { region_id: 7 }, row: { region_id: 7, region_name: 'Lee', short_code: 1, tag: 'y' } });
  });
});
