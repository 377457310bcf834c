// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import resetText from '../../screens/customer/password-reset.screen.json?raw';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { messagesBeside, serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

const passwordReset = JSON.parse(resetText) as PageScreen;
// Vitest runs from the project root, where the entity schemas are.
const root = process.cwd();

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('form block: the Password reset pilot', () => {
  it('keeps Submit disabled only while the e-mail is empty or blank (spec README); an invalid one is said when Submit is pressed, focus on it', async () => {
    const { requests } = serveAdminApi(() => undefined);
    renderPage(passwordReset);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(isDisabled(submit)).toBe(true);
    fireEvent.change(email, { target: { value: '   ' } });
    expect(isDisabled(submit)).toBe(true);
    fireEvent.change(email, { target: { value: 'nobody' } });
    expect(isDisabled(submit)).toBe(false);
    submit.focus();
    fireEvent.click(submit);
    await waitFor(() => expect(messagesBeside(email)).toEqual(['Please enter a valid e-mail address']));
    await waitFor(() => expect(document.activeElement).toBe(email));
    fireEvent.change(email, { target: { value: 'marie.tremblay@example.ca' } });
    expect(messagesBeside(email)).toEqual([]);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the e-mail without the spaces around it (trimmed, not refused)', async () => {
    const { requests } = serveAdminApi((request) => (request.method === 'POST' ? { status: 200, body: { success: 'queued', id: 5 } } : undefined));
    renderPage(passwordReset);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: '  marie.tremblay@example.ca ' } });
    fireEvent.blur(email);
    expect(messagesBeside(email)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Success: Reset password email sent to: marie.tremblay@example.ca')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ email: 'marie.tremblay@example.ca' }]);
  });

  it('sends the e-mail and says so in a status alert that goes after 5 seconds', async () => {
    const { requests } = serveAdminApi((request) => (request.method === 'POST' ? { status: 200, body: { success: 'queued', id: 4 } } : undefined));
    renderPage(passwordReset);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'marie.tremblay@example.ca' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const text = await screen.findByText('Success: Reset password email sent to: marie.tremblay@example.ca');
    expect(text.closest('[role="status"]')?.classList.contains('page-alert--success')).toBe(true);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/customer/password/reset', body: { email: 'marie.tremblay@example.ca' } }),
    ]);
    await vi.advanceTimersByTimeAsync(5_100);
    await waitFor(() => expect(screen.queryByText(/^Success: Reset password email sent to/)).toBeNull());
    expect(valueOf(email)).toBe('marie.tremblay@example.ca');
  });

  it('says the failure in an alert, keeps the address and shows the server reason beside it', async () => {
    serveAdminApi((request) =>
      request.method === 'POST' ? { status: 404, body: { error: 'Error: failed to reset password for: x@y.ca.', fields: { email: 'no customer account has this e-mail address' } } } : undefined,
    );
    renderPage(passwordReset);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'x@y.ca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error: failed to reset password for: x@y.ca.');
    expect(valueOf(email)).toBe('x@y.ca');
    await waitFor(() => expect(messagesBeside(email)).toEqual(['no customer account has this e-mail address']));
  });
});

/** A page exercising what the pilot does not: showWhen, enabledWhen, a result block fed by resultIn, reset, a confirm. */
const composed: PageScreen = {
  $schema: 'x',
  route: '/secure/test/composed',
  title: 'Composed',
  kind: 'page',
  endpoints: { create: { method: 'POST', path: '/ops/link' } },
  blocks: [
    {
      id: 'link',
      block: 'form',
      title: 'New link',
      entity: 'ops-link',
      payload: 'create',
      fields: [
        { name: 'name', label: 'Link Name', messages: { required: 'Name please' } },
        { name: 'link', label: 'Link', required: false, showWhen: { field: 'link.name', contains: 'web' } },
      ],
      submit: {
        label: 'Create',
        endpoint: 'create',
        confirm: 'Create {name}?',
        enabledWhen: { field: 'user.email', filled: true },
        success: 'Created {name} as {answer.id}',
        failure: 'Failed',
        resultIn: 'created',
        reset: true,
        duration: 30,
      },
    },
    { id: 'created', block: 'result', title: 'Created', from: 'link.answer', fields: [{ label: 'Id', path: '{id}' }, { label: 'Said', path: '{success}' }] },
    { id: 'later', block: 'result', when: { field: 'link.answer.id', equals: 99 }, from: 'link.answer', fields: [{ label: 'Never', path: '{id}' }] },
  ],
};

describe('form and result blocks: conditions, answers, reset', () => {
  it('shows a field only while its condition holds and sends only the shown fields', async () => {
    const { requests } = serveAdminApi((request) => (request.method === 'POST' ? { status: 201, body: { success: 'Saved', id: 12 } } : undefined));
    renderPage(composed, { validators: await compilePageFormsInNode(composed, root) });
    const name = await screen.findByRole('textbox', { name: 'Link Name' });
    expect(screen.queryByRole('textbox', { name: 'Link' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Created' })).not.toBeNull();
    expect(screen.queryByText('Id')).toBeNull();
    fireEvent.change(name, { target: { value: 'Wiki' } });
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(isDisabled(create)).toBe(false));

    fireEvent.change(name, { target: { value: 'web wiki' } });
    const link = await screen.findByRole('textbox', { name: 'Link' });
    fireEvent.change(link, { target: { value: 'ftp://nope' } });
    // Enabled: pressing it says why (the validator's text beside the field, focus on it) and sends nothing.
    expect(isDisabled(create)).toBe(false);
    fireEvent.click(create);
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.change(link, { target: { value: '' } });
    fireEvent.change(name, { target: { value: 'Wiki' } });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Link' })).toBeNull());

    fireEvent.click(create);
    const confirm = await screen.findByRole('alertdialog', { name: 'Create' });
    expect(confirm.textContent).toContain('Create Wiki?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Create' }));

    const result = await screen.findByRole('region', { name: 'Created' });
    await waitFor(() => expect(within(result).getByRole('status').textContent).toContain('Created Wiki as 12'));
    expect(within(result).getByText('Id').nextElementSibling?.textContent).toContain('12');
    expect(within(result).getByText('Said').nextElementSibling?.textContent).toContain('Saved');
    expect(screen.queryByText('Never')).toBeNull();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ name: 'Wiki' }]);
    expect(valueOf(screen.getByRole('textbox', { name: 'Link Name' }))).toBe('');
  });
});
