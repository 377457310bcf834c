// @vitest-environment jsdom
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

describe('a field constraint the definition gives no message for', () => {
  it('is said from the label and the limit, never in the validator’s words, and nothing is sent', async () => {
    const { requests } = serveAdminApi(() => ({ status: 200, body: { success: 'sent' } }));
    const definition = JSON.parse(await readFile(join(root, 'screens/customer/password-reset.screen.json'), 'utf8')) as PageScreen;
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    const email = await screen.findByLabelText('Email');
    // A well-formed address over the entity's 254 characters: only `maxLength` refuses it, and Password reset gives it no message.
    fireEvent.change(email, { target: { value: `${'a'.repeat(250)}@example.com` } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const described = (email.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(described).toContain('Email must be at most 254 characters.');
    expect(document.body.textContent).not.toMatch(/must NOT|must match|must have required/);
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
