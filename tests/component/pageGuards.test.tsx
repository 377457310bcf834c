// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { LEAVE_TITLE } from '../../runtime/screens/useLeaveGuard';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { ELSEWHERE, renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

/** Password reset with a guard that never holds here (the demo user is not "nobody"). */
async function guardedReset(): Promise<PageScreen> {
  const definition = JSON.parse(await readFile(join(root, 'screens/customer/password-reset.screen.json'), 'utf8')) as PageScreen;
  const [form] = definition.blocks;
  if (form?.block !== 'form' || !form.submit) throw new Error('Password reset has no form block');
  form.submit = { ...form.submit, confirm: 'Send it?', guards: [{ holds: { field: 'user.email', equals: 'nobody' }, message: 'Not for {reset.email}: ask the lead.' }] };
  return definition;
}

describe('a page form’s guards', () => {
  it('a refused press says the guard’s message, asks and sends nothing, and leaves what was typed unsent', async () => {
    const { requests } = serveAdminApi(() => ({ status: 200, body: { success: 'sent' } }));
    const definition = await guardedReset();
    const { router } = renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'pat@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Not for pat@example.com: ask the lead.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    // Nothing was sent: the typed e-mail is still unsaved input.
    void router.navigate(ELSEWHERE);
    expect(await screen.findByRole('alertdialog', { name: LEAVE_TITLE })).toBeTruthy();
  });
});
