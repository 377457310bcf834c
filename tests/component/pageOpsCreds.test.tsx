// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { actionCellKeyDown } from '../../runtime/kinds/grid/actionCellKeys';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { encodePassword } from '../../shared/passwordEncoding';
import { serveAdminApi, shownToasts, type Answer, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

// The screen's own definition: screens/ops/creds.screen.json (002 §2, §3, §5, §7, §8 Ops credentials).
const root = process.cwd();
let definition: PageScreen;
let validators: Awaited<ReturnType<typeof compilePageFormsInNode>>;

beforeAll(async () => {
  definition = resolvedDefinitionSync('screens/ops/creds.screen.json') as PageScreen;
  validators = await compilePageFormsInNode(definition, root);
});

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const PASSWORD = 'Pâte-à-choux 🌷';
const CREDENTIALS = [
  { id: 1, name: 'Courier dashboard', link: 'https://couriers.example.com', username: 'ops.lead', password: encodePassword(PASSWORD), version: 1 },
  { id: 2, name: 'Warehouse cameras', link: 'https://cams.example.com', username: 'watch', password: encodePassword('cam-1234'), version: 3 },
];

function serve(answers: { post?: (request: SentRequest) => Answer; put?: (request: SentRequest) => Answer } = {}) {
  return serveAdminApi((request) => {
    if (request.method === 'GET' && request.path === '/ops/creds/') return { status: 200, body: CREDENTIALS };
    if (request.method === 'POST' && request.path === '/ops/creds/') return answers.post ? answers.post(request) : { status: 201, body: { success: 'Ops credential QA vault has been saved.', id: 9 } };
    if (request.method === 'PUT' && request.path === '/ops/creds/Courier%20dashboard') return answers.put ? answers.put(request) : { status: 200, body: { success: 'Ops credential Courier dashboard has been updated.' } };
    return undefined;
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('[role="row"]') as HTMLElement;
const cellOf = (name: string) => within(rowOf(name)).getByText((_text, element) => element?.classList.contains('grid-secret-text') ?? false);

async function opened(): Promise<void> {
  renderPage(definition, { validators });
  await screen.findByText('Courier dashboard');
}

describe('Ops credentials: the password as a secret cell (format: { secret })', () => {
  it('masks every password and names each Show button with its row; the mask is read as "Password hidden"', async () => {
    serve();
    await opened();
    const text = cellOf('Courier dashboard');
    expect(text.textContent).toBe('••••••••Password hidden');
    expect(text.querySelector('[aria-hidden="true"]')?.textContent).toBe('••••••••');
    expect(text.getAttribute('aria-live')).toBe('polite');
    expect(document.body.textContent).not.toContain(PASSWORD);
    expect(screen.getByRole('button', { name: 'Show password of Courier dashboard' }).textContent).toBe('Show');
    expect(screen.getByRole('button', { name: 'Show password of Warehouse cameras' })).toBeTruthy();
  });

  it('Show reveals the password decoded exactly, in its row only; Hide masks it again, the same button keeping the focus', async () => {
    serve();
    await opened();
    const show = screen.getByRole('button', { name: 'Show password of Courier dashboard' });
    show.focus();
    fireEvent.click(show);
    expect(cellOf('Courier dashboard').textContent).toBe(PASSWORD);
    expect(cellOf('Warehouse cameras').textContent).toBe('••••••••Password hidden');
    expect(show.textContent).toBe('Hide');
    expect(show.getAttribute('aria-label')).toBe('Hide password of Courier dashboard');
    expect(document.activeElement).toBe(show);
    fireEvent.click(show);
    expect(cellOf('Courier dashboard').textContent).toBe('••••••••Password hidden');
    expect(show.getAttribute('aria-label')).toBe('Show password of Courier dashboard');
  });

  it('is reached from the keyboard like the action links: Enter on the cell focuses its button, Enter and Space are left to it', async () => {
    serve();
    await opened();
    const button = screen.getByRole('button', { name: 'Show password of Courier dashboard' });
    const cell = button.closest('.ag-cell') as HTMLElement;
    const key = (target: HTMLElement, name: string) => {
      const event = new KeyboardEvent('keydown', { key: name, bubbles: true });
      Object.defineProperty(event, 'target', { value: target });
      return actionCellKeyDown({ event });
    };
    expect(key(cell, 'Enter')).toBe(true);
    expect(document.activeElement).toBe(button);
    expect(key(button, ' ')).toBe(true);
    expect(key(button, 'Enter')).toBe(true);
  });

  it('the search never finds a row by its password, masked or not', async () => {
    serve();
    await opened();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'cam-1234' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByText('Warehouse cameras')).toBeNull());
    fireEvent.change(search, { target: { value: 'watch' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('Warehouse cameras')).toBeTruthy();
    expect(screen.queryByText('Courier dashboard')).toBeNull();
  });
});

describe('Ops credentials: create and update', () => {
  it('Create sends the password encoded (base64 of UTF-8) and says the service sentence', async () => {
    const { requests } = serve();
    await opened();
    fireEvent.click(screen.getByRole('button', { name: 'Create New Ops Credential' }));
    const form = await screen.findByRole('dialog', { name: 'Create New Ops Credential' });
    fireEvent.change(within(form).getByLabelText('Link Name'), { target: { value: 'QA vault' } });
    fireEvent.change(within(form).getByLabelText('Link'), { target: { value: 'https://vault.example.com' } });
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'qa' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: PASSWORD } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Ops credential QA vault has been saved.', variant: 'success' }));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'QA vault', link: 'https://vault.example.com', username: 'qa', password: encodePassword(PASSWORD) });
  });

  it("Create with a field left blank says 002 §5's sentence and sends nothing", async () => {
    const { requests } = serve();
    await opened();
    fireEvent.click(screen.getByRole('button', { name: 'Create New Ops Credential' }));
    const form = await screen.findByRole('dialog', { name: 'Create New Ops Credential' });
    fireEvent.change(within(form).getByLabelText('Link Name'), { target: { value: 'QA vault' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Please fill all fields when creating a new link', variant: 'danger' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it.each([
    ['a name already used (409)', 'Please use a unique link name', { status: 409, body: { error: 'A credential named QA vault already exists.' } }],
    ['any other failure', 'Something went Wrong', { status: 500, body: { error: 'boom' } }],
  ])('Create refused for %s says %s (002 §8) and keeps the form', async (_case, text, answer) => {
    serve({ post: () => answer });
    await opened();
    fireEvent.click(screen.getByRole('button', { name: 'Create New Ops Credential' }));
    const form = await screen.findByRole('dialog', { name: 'Create New Ops Credential' });
    for (const [label, value] of [['Link Name', 'QA vault'], ['Link', 'https://vault.example.com'], ['Username', 'qa'], ['Password', 'p']] as const) {
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(shownToasts()).toContainEqual({ text, variant: 'danger' }));
    expect(screen.getByRole('dialog', { name: 'Create New Ops Credential' })).toBeTruthy();
  });

  it('Update opens with the password decoded, and sends it encoded with the id and version; no name field', async () => {
    const { requests } = serve();
    await opened();
    fireEvent.click(within(rowOf('Courier dashboard')).getByRole('button', { name: 'Update' }));
    const form = await screen.findByRole('dialog', { name: 'Update Credential' });
    expect(within(form).queryByLabelText('Link Name')).toBeNull();
    const password = within(form).getByLabelText<HTMLInputElement>('Password');
    expect(password.value).toBe(PASSWORD);
    fireEvent.change(password, { target: { value: 'Nouveau-mot 🌼' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Ops credential Courier dashboard has been updated.', variant: 'success' }));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Courier dashboard',
      link: 'https://couriers.example.com',
      username: 'ops.lead',
      password: encodePassword('Nouveau-mot 🌼'),
      id: 1,
      version: 1,
    });
  });

  it("Update with the password emptied says 002 §5's sentence; a failure says 'Something Went Wrong' (capital W) and keeps the form", async () => {
    const { requests } = serve({ put: () => ({ status: 500, body: { error: 'boom' } }) });
    await opened();
    fireEvent.click(within(rowOf('Courier dashboard')).getByRole('button', { name: 'Update' }));
    const form = await screen.findByRole('dialog', { name: 'Update Credential' });
    const password = within(form).getByLabelText('Password');
    fireEvent.change(password, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Please fill all fields when updating a link', variant: 'danger' }));
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
    fireEvent.change(password, { target: { value: 'again' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(shownToasts()).toContainEqual({ text: 'Something Went Wrong', variant: 'danger' }));
    expect(screen.getByRole('dialog', { name: 'Update Credential' })).toBeTruthy();
  });
});
