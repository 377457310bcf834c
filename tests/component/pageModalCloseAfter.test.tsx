// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi, shownToasts, type Answer, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

// A modal form whose success is said inside its dialog, which then closes by itself
// (`submit.closeAfter`; 002 §4: 'The edit form closes itself 2 seconds after success and
// refreshes events'), on the Ops links page's edit form.
afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const STORED = [{ id: 2, name: 'Wiki', link: 'https://wiki.example.com/ops', version: 3 }];

/** The Ops links page with its edit form closing `closeAfter` seconds after a success. */
function linksClosingAfter(closeAfter: number): PageScreen {
  const links = resolvedDefinitionSync('screens/ops/links.screen.json') as PageScreen;
  const edit = links.forms?.edit;
  if (!edit) throw new Error('the Ops links page has an edit form');
  return { ...links, forms: { ...links.forms, edit: { ...edit, submit: { ...edit.submit, success: 'Link {name} saved.', closeAfter } } } };
}

/** The ops link calls: the list, and the edit answering `write`; counts the list's loads. */
function opsApi(write: (request: SentRequest) => Answer = () => ({ status: 200, body: {} })) {
  const served = serveAdminApi((request) => (request.method === 'GET' && request.path === '/ops/link/' ? { status: 200, body: STORED } : request.method === 'PUT' ? write(request) : undefined));
  return { ...served, loads: () => served.requests.filter((request) => request.method === 'GET' && request.path === '/ops/link/').length };
}

/** Opens the Wiki card's edit form from its Edit button (focused, as a keyboard user would) and saves a new link. */
async function editAndSave() {
  const edit = within((await screen.findByRole('heading', { name: 'Wiki' })).closest('li') as HTMLElement).getByRole('button', { name: 'Edit' });
  edit.focus();
  fireEvent.click(edit);
  const dialog = await screen.findByRole('dialog', { name: 'Edit Ops Link' });
  const link = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Link' });
  fireEvent.change(link, { target: { value: 'https://wiki.example.com/new' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return { edit, dialog, link, save: within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' }) };
}

describe('a modal form closing by itself after its success (closeAfter)', () => {
  it('says the success inside the dialog with everything locked, then closes by itself, reloads the list once and gives focus back', async () => {
    const api = opsApi();
    renderPage(linksClosingAfter(0.4));
    const { edit, dialog, link, save } = await editAndSave();
    const status = await within(dialog).findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Link Wiki saved.'));
    // Still open, nothing more to send: the fields and Save are locked, Cancel is where focus waits.
    expect(screen.getByRole('dialog', { name: 'Edit Ops Link' })).toBe(dialog);
    expect(save.disabled).toBe(true);
    expect(link.disabled).toBe(true);
    expect(link.value).toBe('https://wiki.example.com/new');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Said once: in the dialog, not toasted; the list not reloaded until the dialog goes.
    expect(shownToasts()).toEqual([]);
    expect(api.loads()).toBe(1);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Ops Link' })).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(api.loads()).toBe(2));
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(shownToasts()).toEqual([]);
  });

  it('closes sooner by Cancel after a success, still counting as saved: the list reloads once', async () => {
    const api = opsApi();
    renderPage(linksClosingAfter(10));
    const { edit, dialog } = await editAndSave();
    const status = await within(dialog).findByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Link Wiki saved.'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Edit Ops Link' })).toBeNull();
    await waitFor(() => expect(api.loads()).toBe(2));
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect(api.loads()).toBe(2);
  });

  it('keeps a failure as before: toasted, the dialog open with what was typed, Save usable again, nothing said inside', async () => {
    const api = opsApi(() => ({ status: 500, body: { error: 'boom' } }));
    renderPage(linksClosingAfter(0.4));
    const { dialog, link, save } = await editAndSave();
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Something went Wrong', variant: 'danger' }));
    expect(within(dialog).getByRole('status').textContent).toBe('');
    expect(save.disabled).toBe(false);
    expect(link.disabled).toBe(false);
    expect(link.value).toBe('https://wiki.example.com/new');
    expect(screen.getByRole('dialog', { name: 'Edit Ops Link' })).toBe(dialog);
    expect(api.loads()).toBe(1);
  });
});
