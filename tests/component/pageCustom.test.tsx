// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customComponent, customRegistryLoaded, registerCustomComponents } from '../../runtime/custom/customComponents';
import type { PageScreen } from '../../runtime/generated/screen';
import { loadPageBlocksCode } from '../../runtime/kinds/page/pageBlocksCode';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { customComponents } from '../../src/custom/registry';
import { throwingRegistry } from '../fixtures/custom/throwingCountBadge';
import { serveAdminApi, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();
const fixture = join(root, 'tests/fixtures/custom/region-count.screen.json');

/** The fixture definition; `rename` swaps its component's name, `props` its props (a definition built against another registry). */
async function definition(rename?: string, props?: string): Promise<PageScreen> {
  let text = await readFile(fixture, 'utf8');
  if (rename !== undefined) text = text.replace('"component": "countBadge"', `"component": "${rename}"`);
  if (props !== undefined) text = text.replace('"props": { "rowsAt": "rows" }', `"props": ${props}`);
  return JSON.parse(text) as PageScreen;
}

async function open(page: PageScreen) {
  renderPage(page, { validators: await compilePageFormsInNode(page, root) });
}

const regionRequests = (requests: SentRequest[]) => requests.filter((request) => request.method === 'GET' && request.path.startsWith('/places/region'));

// As the app does (src/main.tsx): the registry loads with the first page showing a custom block.
beforeEach(() => registerCustomComponents(() => Promise.resolve(customComponents)));

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

describe('custom block', () => {
  it('renders the registered component with the definition’s call, texts and props, and publishes what it says', async () => {
    let rows = [{ region_id: 1 }, { region_id: 2 }, { region_id: 3 }];
    const { requests } = serveAdminApi((request) => (request.path.startsWith('/places/region') ? { status: 200, body: { rows } } : undefined));
    await open(await definition());
    const block = await screen.findByRole('region', { name: 'Regions' });
    // `count` text of the definition, filled by the component; rows read at the props' `rowsAt`.
    await waitFor(() => expect(within(block).getByRole('status').textContent).toBe('3 regions'));
    expect(regionRequests(requests).map((request) => request.path)).toEqual(['/places/region']);
    // Another block reads what the component published (`regionCount.count`).
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect((await within(summary).findByText('Regions counted')).nextElementSibling?.textContent).toBe('3');

    rows = [...rows, { region_id: 4 }];
    fireEvent.click(within(block).getByRole('button', { name: 'Count again' }));
    await waitFor(() => expect(within(block).getByRole('status').textContent).toBe('4 regions'));
    // While it counts, the count is unknown: the summary (shown while it is filled) comes back with the new one.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('Regions counted').nextElementSibling?.textContent).toBe('4'));
  });

  it('fills its call’s templates from the page state (another block’s value)', async () => {
    const { requests } = serveAdminApi((request) => (request.path.startsWith('/places/region') ? { status: 200, body: { rows: [] } } : undefined));
    await open(await definition());
    const block = await screen.findByRole('region', { name: 'Regions' });
    await waitFor(() => expect(within(block).getByRole('status').textContent).toBe('0 regions'));
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Province' }), { target: { value: '7' } });
    fireEvent.click(within(block).getByRole('button', { name: 'Count again' }));
    await waitFor(() => expect(regionRequests(requests).map((request) => request.path)).toEqual(['/places/region', '/places/region?province=7']));
  });

  it('shows the definition’s failure text with the service’s error', async () => {
    serveAdminApi((request) => (request.path.startsWith('/places/region') ? { status: 503, body: { error: 'Region service down' } } : undefined));
    await open(await definition());
    const block = await screen.findByRole('region', { name: 'Regions' });
    expect((await within(block).findByRole('alert')).textContent).toBe('Regions could not be counted: Region service down');
    expect(within(block).getByRole('button', { name: 'Count again' })).toBeTruthy();
  });

  it('says a component this console does not register, and the rest of the page works', async () => {
    serveAdminApi(() => undefined);
    await open(await definition('dayCalendar'));
    const block = await screen.findByRole('region', { name: 'Regions' });
    expect((await within(block).findByRole('alert')).textContent).toBe('Component "dayCalendar" is not available in this console.');
    const province = await screen.findByRole('spinbutton', { name: 'Province' });
    fireEvent.change(province, { target: { value: '12' } });
    expect((province as HTMLInputElement).value).toBe('12');
  });

  it('says props that do not fit the component’s contract, and the rest of the page works', async () => {
    serveAdminApi(() => undefined);
    await open(await definition(undefined, '{ "rowsAt": 3 }'));
    const block = await screen.findByRole('region', { name: 'Regions' });
    expect((await within(block).findByRole('alert')).textContent).toBe('Component "countBadge" cannot be shown: its props do not fit it.');
    expect(within(block).queryByRole('button', { name: 'Count again' })).toBeNull();
    expect(await screen.findByRole('spinbutton', { name: 'Province' })).toBeTruthy();
  });

  it('keeps a component that throws to its own block', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerCustomComponents(throwingRegistry);
    serveAdminApi(() => undefined);
    await open(await definition());
    const block = await screen.findByRole('region', { name: 'Regions' });
    expect((await within(block).findByRole('alert')).textContent).toBe('Component "countBadge" could not be shown.');
    expect(await screen.findByRole('spinbutton', { name: 'Province' })).toBeTruthy();
  });

  it('says so in the block when the registry cannot be loaded, and the rest of the page works', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerCustomComponents(() => Promise.reject(new Error('offline')));
    serveAdminApi(() => undefined);
    await open(await definition());
    const block = await screen.findByRole('region', { name: 'Regions' });
    expect((await within(block).findByRole('alert')).textContent).toBe('Component "countBadge" could not be shown.');
    expect(await screen.findByRole('spinbutton', { name: 'Province' })).toBeTruthy();
  });

  it('is loaded by the page’s loader before the page renders: the registry, then the component’s code', async () => {
    expect(customRegistryLoaded()).toBe(false);
    await loadPageBlocksCode(await definition());
    expect(customRegistryLoaded()).toBe(true);
    expect(customComponent('countBadge')?.code.loaded()).toBeTypeOf('function');
    // A name this console does not know has nothing to load and does not stop the page's loader.
    await expect(loadPageBlocksCode(await definition('dayCalendar'))).resolves.toBeDefined();
  });

  it('renders at once, in the same render as its block, once the page’s loader has run', async () => {
    serveAdminApi((request) => (request.path.startsWith('/places/region') ? { status: 200, body: { rows: [] } } : undefined));
    const page = await definition();
    await loadPageBlocksCode(page);
    await open(page);
    const block = await screen.findByRole('region', { name: 'Regions' });
    expect(within(block).getByRole('button', { name: 'Count again' })).toBeTruthy();
  });
});
