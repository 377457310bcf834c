// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi, shownToasts, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const REGIONS = [
  { region_id: 1, region_name: 'Elmwood', tag: 'ACTIVE', short_code: '12.5', version: 1 },
  { region_id: 2, region_name: 'Norwood', tag: 'DISABLED', short_code: '100', version: 1 },
  { region_id: 3, region_name: 'Transcona', tag: 'ACTIVE', short_code: '40', version: 1 },
];

/** A page whose grid block lists the regions of the province typed in the form block above it. */
function definition(selection: 'single' | 'multi'): PageScreen {
  return {
    $schema: '../../schemas/screen.schema.json',
    route: '/secure/grid-block-test',
    title: 'Grid block test',
    kind: 'page',
    endpoints: {
      regions: { method: 'GET', path: '/places/region/province/{province.province_id}', rows: 'result' },
      enable: { method: 'PUT', path: '/places/region/{region_id}/enable' },
      find: { method: 'POST', path: '/places/region/find' },
    },
    blocks: [
      { id: 'province', block: 'form', entity: 'region', fields: [{ name: 'province_id', label: 'Province' }], submit: { label: 'Find', endpoint: 'find', failure: 'Failed' } },
      {
        id: 'regions',
        block: 'grid',
        when: { field: 'province.province_id', filled: true },
        entity: 'region',
        rowKey: 'region_id',
        list: 'regions',
        paging: { mode: 'client', sizes: [20, 'All'], defaultSize: 20 },
        columns: [
          { field: 'region_name', header: 'Region', sortable: true },
          { field: 'tag', header: 'Status', format: { badge: { ACTIVE: { label: 'Active', tone: 'success' }, DISABLED: { label: 'Disabled', tone: 'danger' } } } },
          { field: 'short_code', header: 'Done', format: 'percentage' },
        ],
        selection,
        selectableWhen: { field: 'tag', equals: 'ACTIVE' },
        rowActions: [
          { label: 'Enable', endpoint: 'enable', confirm: 'Enable {region_name}?', success: '{region_name} enabled', failure: '{region_name} could not be enabled', visibleWhen: { field: 'tag', equals: 'DISABLED' } },
        ],
        messages: { loadFailed: 'Could not load the regions' },
      },
      { id: 'chosen', block: 'result', from: 'regions.selected.0', fields: [{ label: 'First chosen', path: '{region_name}' }] },
    ],
  };
}

function regionsApi() {
  return serveAdminApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path.startsWith('/places/region/province/')) return { status: 200, body: { result: REGIONS } };
    if (request.method === 'PUT' && request.path === '/places/region/2/enable') return { status: 200, body: { success: 'ok' } };
    return undefined;
  });
}

async function renderWithProvince(selection: 'single' | 'multi') {
  const screenDefinition = definition(selection);
  const api = regionsApi();
  renderPage(screenDefinition, { validators: await compilePageFormsInNode(screenDefinition, root) });
  return api;
}

const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;

describe('grid block', () => {
  it('waits for its `when`, then lists with the page state in the path', async () => {
    const { requests } = await renderWithProvince('multi');
    fireEvent.change(await screen.findByLabelText('Province'), { target: { value: '' } });
    expect(screen.queryByRole('grid')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((request) => request.path.startsWith('/places/region/province'))).toEqual([]);
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: '4' } });
    expect(await screen.findByText('Elmwood')).toBeTruthy();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toContain('GET /places/region/province/4');
  });

  it('shows badges and percentages; the sortable column heading sorts', async () => {
    await renderWithProvince('multi');
    fireEvent.change(await screen.findByLabelText('Province'), { target: { value: '4' } });
    await screen.findByText('Elmwood');
    expect(within(rowOf('Elmwood')).getByText('Active').className).toContain('grid-badge--success');
    expect(within(rowOf('Norwood')).getByText('Disabled').className).toContain('grid-badge--danger');
    expect(within(rowOf('Elmwood')).getByText('12.5%')).toBeTruthy();
    expect(within(rowOf('Norwood')).getByText('Completed')).toBeTruthy();
    const heading = screen.getByRole('columnheader', { name: /Region/ });
    const statusHeading = screen.getByRole('columnheader', { name: /Status/ });
    fireEvent.click(within(heading).getByText('Region'));
    await waitFor(() => expect(heading.getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(within(statusHeading).getByText('Status'));
    expect(statusHeading.getAttribute('aria-sort')).not.toBe('ascending');
  });

  it('publishes the selection to the page state: Select all takes the selectable rows, Clear Selected empties it', async () => {
    await renderWithProvince('multi');
    fireEvent.change(await screen.findByLabelText('Province'), { target: { value: '4' } });
    await screen.findByText('Elmwood');
    expect(screen.getByText('0 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(await screen.findByText('2 selected')).toBeTruthy();
    // The result block reads `regions.selected.0` from the page state.
    expect(await screen.findByText('Elmwood', { selector: '.page-result *' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Selected' }));
    expect(await screen.findByText('0 selected')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Elmwood', { selector: '.page-result *' })).toBeNull());
  });

  it('selects a row by its checkbox; a row outside selectableWhen cannot be selected', async () => {
    await renderWithProvince('single');
    fireEvent.change(await screen.findByLabelText('Province'), { target: { value: '4' } });
    await screen.findByText('Transcona');
    // What the page scheduled (the list answered, the grid drawing its rows) is done before the
    // press, so it lands on the row's box as drawn, not on one a late render replaces.
    await act(async () => {});
    const checkbox = (name: string) => within(rowOf(name)).queryByRole('checkbox');
    expect(screen.queryByRole('button', { name: 'Select all' })).toBeNull();
    const transcona = checkbox('Transcona');
    expect(transcona).toBeTruthy();
    fireEvent.click(transcona as HTMLElement);
    expect(await screen.findByText('1 selected')).toBeTruthy();
    expect(await screen.findByText('Transcona', { selector: '.page-result *' })).toBeTruthy();
    // AG Grid offers no usable checkbox on a row that cannot be selected.
    const norwood = checkbox('Norwood');
    if (norwood) fireEvent.click(norwood);
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(screen.getByText('Transcona', { selector: '.page-result *' })).toBeTruthy();
  });

  it('shows a row action only where visibleWhen holds, asks first, calls with the row, toasts and reloads', async () => {
    const { requests } = await renderWithProvince('multi');
    fireEvent.change(await screen.findByLabelText('Province'), { target: { value: '4' } });
    await screen.findByText('Norwood');
    expect(within(rowOf('Elmwood')).queryByRole('button', { name: 'Enable' })).toBeNull();
    const lists = () => requests.filter((request) => request.method === 'GET').length;
    const before = lists();
    fireEvent.click(within(rowOf('Norwood')).getByRole('button', { name: 'Enable' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Enable' });
    expect(within(dialog).getByText('Enable Norwood?')).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Norwood enabled', variant: 'success' }));
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.path)).toEqual(['/places/region/2/enable']);
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  });
});
