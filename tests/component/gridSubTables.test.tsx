// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();

// A failed query prints its message only: printing AG Grid's whole DOM takes minutes in jsdom.
configure({ getElementError: (message) => new Error(message ?? 'not found') });

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const monday = { id: 11, region_id: 7, day_of_week: 'Monday', cut_off_time: '10:00', effect: 'SAME_DAY', effect_label: 'Same-Day', version: 1 };
const region = (defaults: object[]) => ({ region: 'Winnipeg', region_id: 7, province: 'Manitoba', cities: ['Winnipeg'], default_cutoffs: defaults, override_cutoffs: [] });
const OTHER = { region: 'Regina', region_id: 8, province: 'Saskatchewan', cities: ['Regina'], default_cutoffs: [], override_cutoffs: [] };

/** A region table whose rows expand into their default cutoffs (a sub-table with Add New and Delete). */
const definition: PageScreen = {
  $schema: '../../schemas/screen.schema.json',
  route: '/secure/sub-tables-test',
  title: 'Sub-tables test',
  kind: 'page',
  endpoints: {
    regions: { method: 'GET', path: '/cutoff/default/all' },
    addDefault: { method: 'POST', path: '/cutoff/default', successStatus: 201, body: { region_id: '{parent.region_id}', day_of_week: '{day_of_week}' } },
    deleteDefault: { method: 'DELETE', path: '/cutoff/default/{id}' },
  },
  blocks: [
    {
      id: 'regions',
      block: 'grid',
      entity: 'cutoff-region',
      rowKey: 'region_id',
      list: 'regions',
      paging: { mode: 'client', sizes: [5, 100], defaultSize: 5, labels: { '100': 'Show More' } },
      columns: [
        { field: 'region', header: 'Region' },
        { field: 'province', header: 'Province' },
      ],
      search: { server: true, filterOn: [{ field: 'cut_off_time', label: 'Cut-Off-Time' }, { field: 'region', label: 'Region' }] },
      messages: { loadFailed: 'Could not load' },
      expand: {
        tables: [
          {
            id: 'defaults',
            title: 'Default Cutoffs',
            rows: 'default_cutoffs',
            rowKey: 'id',
            paging: { mode: 'client', sizes: [7], defaultSize: 7 },
            columns: [{ field: 'day_of_week', header: 'Day' }],
            toolbar: [{ label: 'Add New', action: { openForm: 'add' } }],
            delete: { endpoint: 'deleteDefault', confirm: 'Delete {day_of_week} of {parent.region}?', style: 'modal' },
            forms: {
              add: {
                title: 'Add Default Cutoff',
                endpoint: 'addDefault',
                entity: 'cutoff-default',
                payload: 'form',
                fields: [{ name: 'day_of_week', label: 'Day', ui: { widget: 'select' } }],
                failedMessage: 'addFailed',
                duration: 10,
              },
            },
            messages: { addFailed: 'Error adding cutoff time.', deleteFailed: 'Not deleted' },
          },
        ],
      },
    },
  ],
};

function cutoffsApi() {
  return serveAdminApi((request: SentRequest) => (request.method === 'GET' && request.path.startsWith('/cutoff/default/all') ? { status: 200, body: [region([monday]), OTHER] } : undefined));
}

async function renderCutoffs() {
  const api = cutoffsApi();
  renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
  // The first grid of a file takes a while to come up in jsdom.
  await screen.findByText('Manitoba');
  return api;
}

// Role queries over AG Grid's DOM are too slow in jsdom: the button and the tables are found by their text.
async function toggleOf(name: string): Promise<HTMLElement> {
  // The button's text is its row's (its chevron is drawn by CSS).
  return waitFor(() => screen.getByText((_content, element) => element?.classList.contains('grid-expand-toggle') === true && element.textContent === name));
}

const listCalls = (requests: SentRequest[]) => requests.filter((request) => request.method === 'GET' && request.path.startsWith('/cutoff/default/all'));

// Expanding a row (its sub-tables, their forms and deletes) is driven in a real browser:
// tests/e2e/screens/cutoffs.spec.ts. AG Grid's full-width rows do not come up in jsdom.
describe('a grid with sub-tables, before any row is expanded', () => {
  it('search.server: the search goes to the list call although the list is paged in the browser; a choice shows its label', async () => {
    const { requests } = await renderCutoffs();
    // Each row's first cell is its disclosure button, collapsed.
    expect((await toggleOf('Winnipeg')).getAttribute('aria-expanded')).toBe('false');
    expect(within(screen.getAllByLabelText('Per page')[0] as HTMLElement).getAllByRole('option').map((option) => option.textContent)).toEqual(['5', 'Show More']);
    const box = screen.getByRole('searchbox', { name: 'Search', hidden: true });
    fireEvent.change(box, { target: { value: '10:00' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(listCalls(requests).some((request) => request.path.includes('searchString=10%3A00'))).toBe(true));
    expect(listCalls(requests).at(-1)?.path).toContain('filterOn=cut_off_time%2Cregion');
    // The server's answer is shown as it is: nothing is filtered out again in the browser.
    expect(await toggleOf('Regina')).toBeTruthy();
  });
});
