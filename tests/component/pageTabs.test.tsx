// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormBlock, PageScreen } from '../../runtime/generated/screen';
import { LEAVE_TITLE } from '../../runtime/screens/useLeaveGuard';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { ELSEWHERE, renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

const linkForm = (id: string, label: string): FormBlock => ({
  id,
  block: 'form',
  entity: 'ops-link',
  payload: 'create',
  fields: [{ name: 'name', label }],
  submit: { label: `Save ${label}`, endpoint: 'create', success: 'Saved {name} by {user.initials} on {today}', failure: 'Failed', enabledWhen: { field: 'today', filled: true } },
});

const tabbed: PageScreen = {
  $schema: 'x',
  route: '/secure/test/tabs',
  title: 'Tabbed',
  kind: 'page',
  endpoints: { create: { method: 'POST', path: '/ops/link', body: { name: '{name}', by: '{user.email}', on: '{today}' } } },
  blocks: [
    {
      id: 'work',
      block: 'tabs',
      tabs: [
        { label: 'First', blocks: [linkForm('one', 'First name')] },
        { label: 'Second', blocks: [linkForm('two', 'Second name')] },
        { label: 'Third', blocks: [{ id: 'three', block: 'result', from: 'one.answer', fields: [{ label: 'Id', path: '{id}' }] }] },
      ],
    },
  ],
};

describe('tabs block', () => {
  it('is a WAI-ARIA tab list: one selected tab, its panel, arrows and Home/End moving focus and selection', async () => {
    serveAdminApi(() => undefined);
    renderPage(tabbed, { validators: await compilePageFormsInNode(tabbed, root) });
    const list = await screen.findByRole('tablist');
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['First', 'Second', 'Third']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'First' });
    expect(tabs[0]?.getAttribute('aria-controls')).toBe(panel.id);
    await within(panel).findByRole('textbox', { name: 'First name' });

    tabs[0]?.focus();
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Second' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Second' }));
    await screen.findByRole('textbox', { name: 'Second name' });
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(screen.getByRole('tabpanel', { name: 'Third' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'First' }));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Third' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'First' }).getAttribute('aria-selected')).toBe('true');
  });

  it('empties the forms of the tab left, their answer too', async () => {
    serveAdminApi((request) => (request.method === 'POST' ? { status: 201, body: { id: 7 } } : undefined));
    renderPage(tabbed, { validators: await compilePageFormsInNode(tabbed, root) });
    const first = await screen.findByRole('textbox', { name: 'First name' });
    fireEvent.change(first, { target: { value: 'Wiki' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save First name' }));
    await screen.findByText(/^Saved Wiki by DFl on \d{4}-\d{2}-\d{2}$/);
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Typed, not sent' } });

    fireEvent.click(screen.getByRole('tab', { name: 'Third' }));
    // The answer of the form left is gone: the result has nothing to show.
    expect(screen.queryByText('Id')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'First' }));
    expect(valueOf(await screen.findByRole('textbox', { name: 'First name' }))).toBe('');
    expect(screen.queryByText(/^Saved Wiki/)).toBeNull();
  });

  it('fills {user.*} and {today} in bodies and texts, and enables by a condition on today', async () => {
    const { requests } = serveAdminApi((request) => (request.method === 'POST' ? { status: 201, body: { id: 8 } } : undefined));
    renderPage(tabbed, { validators: await compilePageFormsInNode(tabbed, root) });
    fireEvent.change(await screen.findByRole('textbox', { name: 'First name' }), { target: { value: 'Docs' } });
    const save = screen.getByRole('button', { name: 'Save First name' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    await screen.findByText(/^Saved Docs by DFl on/);
    const body = requests.find((request) => request.method === 'POST')?.body as Record<string, string>;
    expect(body.name).toBe('Docs');
    expect(body.by).toBe('dana@example.com');
    expect(body.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('leaving a page with unsaved form input', () => {
  it('asks first (Stay keeps the input, Leave goes), and not once the input is sent', async () => {
    serveAdminApi((request) => (request.method === 'POST' ? { status: 201, body: { id: 9 } } : undefined));
    const { router } = renderPage(tabbed, { validators: await compilePageFormsInNode(tabbed, root) });
    const first = await screen.findByRole('textbox', { name: 'First name' });
    fireEvent.change(first, { target: { value: 'Half typed' } });
    void router.navigate(ELSEWHERE);
    const dialog = await screen.findByRole('alertdialog', { name: LEAVE_TITLE });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe(tabbed.route);
    expect(valueOf(screen.getByRole('textbox', { name: 'First name' }))).toBe('Half typed');

    fireEvent.click(screen.getByRole('button', { name: 'Save First name' }));
    await screen.findByText(/^Saved Half typed/);
    void router.navigate(ELSEWHERE);
    await screen.findByText('Elsewhere');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not ask after a failed submit (its alert said it), and asks again once typed into', async () => {
    serveAdminApi((request) => (request.method === 'POST' ? { status: 500, body: { error: 'down' } } : undefined));
    const { router } = renderPage(tabbed, { validators: await compilePageFormsInNode(tabbed, root) });
    const first = await screen.findByRole('textbox', { name: 'First name' });
    fireEvent.change(first, { target: { value: 'Lost' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save First name' }));
    await screen.findByText('Failed');
    fireEvent.change(first, { target: { value: 'Lost again' } });
    void router.navigate(ELSEWHERE);
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: LEAVE_TITLE })).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.change(first, { target: { value: 'Lost' } });
    void router.navigate(ELSEWHERE);
    await screen.findByText('Elsewhere');
  });

  it('asks for an untouched page never', async () => {
    serveAdminApi(() => undefined);
    const { router } = renderPage(tabbed, { validators: await compilePageFormsInNode(tabbed, root) });
    await screen.findByRole('textbox', { name: 'First name' });
    void router.navigate(ELSEWHERE);
    await screen.findByText('Elsewhere');
  });

  it('Leave goes', async () => {
    serveAdminApi(() => undefined);
    const { router } = renderPage(tabbed, { validators: await compilePageFormsInNode(tabbed, root) });
    fireEvent.change(await screen.findByRole('textbox', { name: 'First name' }), { target: { value: 'x' } });
    void router.navigate(ELSEWHERE);
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: LEAVE_TITLE })).getByRole('button', { name: 'Leave' }));
    await screen.findByText('Elsewhere');
  });
});
