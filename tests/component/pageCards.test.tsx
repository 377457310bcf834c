// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi, shownToasts, type Answer, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const links = resolvedDefinitionSync('screens/ops/links.screen.json') as PageScreen;
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const STORED = [
  { id: 1, name: 'Carrier portal', link: 'https://carrier.example.com', version: 1 },
  { id: 2, name: 'Wiki', link: 'https://wiki.example.com/ops', version: 3 },
];

/** The ops link calls: the list answers `list()`, writes answer `write(request)`. */
function opsApi(list: () => Answer, write: (request: SentRequest) => Answer = () => ({ status: 201, body: { success: 'ok' } })) {
  return serveAdminApi((request) => (request.method === 'GET' && request.path === '/ops/link/' ? list() : request.method !== 'GET' ? write(request) : undefined));
}

describe('cards block: the Ops links pilot', () => {
  it('shows a card per link: its name, its link opening in a new tab, and an Edit button named by its label', async () => {
    opsApi(() => ({ status: 200, body: STORED }));
    renderPage(links);
    const wiki = (await screen.findByRole('heading', { name: 'Wiki' })).closest('li') as HTMLElement;
    const anchor = within(wiki).getByRole('link', { name: 'https://wiki.example.com/ops' });
    expect(anchor.getAttribute('href')).toBe('https://wiki.example.com/ops');
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')).toContain('noopener');
    const edit = within(wiki).getByRole('button', { name: 'Edit' });
    expect(edit.getAttribute('aria-describedby')).toBe(within(wiki).getByRole('heading').id);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when there are no links, and when they cannot be loaded (with a retry)', async () => {
    let fail = true;
    opsApi(() => (fail ? { status: 500, body: { error: 'down' } } : { status: 200, body: [] }));
    renderPage(links);
    const alert = await screen.findByText('Could not retrieve Links', { selector: '.page-cards [role="alert"] span' });
    expect(alert).toBeTruthy();
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Could not retrieve Links', variant: 'warning' }));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('There are no ops links yet.')).toBeTruthy();
  });

  it('creates a link: Create waits for both fields and its note says why; a 409 says the name is taken and keeps the form', async () => {
    let created = false;
    const { requests } = opsApi(
      () => ({ status: 200, body: created ? [...STORED, { id: 3, name: 'Rates', link: 'https://rates.example.com', version: 1 }] : STORED }),
      (request) => {
        if ((request.body as { name?: string }).name === 'wiki') return { status: 409, body: { error: 'Please use a unique link name: Wiki already exists.', fields: { name: 'already exists' } } };
        created = true;
        return { status: 201, body: { success: 'Ops link Rates has been saved.', id: 3 } };
      },
    );
    renderPage(links);
    await screen.findByRole('heading', { name: 'Wiki' });
    fireEvent.click(screen.getByRole('button', { name: 'Create New Ops Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Ops Link' });
    const create = await within(dialog).findByRole('button', { name: 'Create' });
    expect(isDisabled(create)).toBe(true);
    expect(document.getElementById(create.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please fill all fields when creating a new link');
    const name = within(dialog).getByRole('textbox', { name: 'Link Name' });
    const link = within(dialog).getByRole('textbox', { name: 'Link' });
    fireEvent.change(name, { target: { value: 'wiki' } });
    expect(isDisabled(create)).toBe(true);
    fireEvent.change(link, { target: { value: 'https://wiki2.example.com' } });
    expect(isDisabled(create)).toBe(false);
    fireEvent.click(create);
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Please use a unique link name', variant: 'danger' }));
    expect(valueOf(name)).toBe('wiki');
    expect(screen.getByRole('dialog', { name: 'Create New Ops Link' })).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Rates' } });
    fireEvent.change(link, { target: { value: 'https://rates.example.com' } });
    fireEvent.click(create);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Ops Link' })).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Rates' })).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => [request.path, request.body])).toEqual([
      ['/ops/link', { name: 'wiki', link: 'https://wiki2.example.com' }],
      ['/ops/link', { name: 'Rates', link: 'https://rates.example.com' }],
    ]);
  });

  it('edits the link only, filled from the card, and sends the name and version it was loaded with', async () => {
    const { requests } = opsApi(
      () => ({ status: 200, body: STORED }),
      (request) => (request.path.startsWith('/ops/link/Wiki') ? { status: 500, body: { error: 'boom' } } : { status: 200, body: {} }),
    );
    renderPage(links);
    const wiki = (await screen.findByRole('heading', { name: 'Wiki' })).closest('li') as HTMLElement;
    fireEvent.click(within(wiki).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ops Link' });
    const link = await within(dialog).findByRole('textbox', { name: 'Link' });
    expect(within(dialog).queryByRole('textbox', { name: 'Link Name' })).toBeNull();
    expect(valueOf(link)).toBe('https://wiki.example.com/ops');
    fireEvent.change(link, { target: { value: 'https://wiki.example.com/new' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Something went Wrong', variant: 'danger' }));
    expect(requests.filter((request) => request.method === 'PUT').map((request) => [request.path, request.body])).toEqual([
      ['/ops/link/Wiki', { name: 'Wiki', link: 'https://wiki.example.com/new', version: 3 }],
    ]);
    expect(valueOf(link)).toBe('https://wiki.example.com/new');
  });
});
