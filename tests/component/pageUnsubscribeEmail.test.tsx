// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();
const definition = resolvedDefinitionSync('screens/unsubscribe/email.screen.json') as PageScreen;

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

async function submit(typed: string): Promise<HTMLInputElement> {
  renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
  const email = await screen.findByLabelText<HTMLInputElement>('Email');
  fireEvent.change(email, { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  return email;
}

describe('Unsubscribe email: the result line of 002 §8', () => {
  it('sends the trimmed address and says the server’s msg', async () => {
    const { requests } = serveAdminApi((request: SentRequest) =>
      request.method === 'POST' ? { status: 201, body: { msg: 'marie@example.ca is unsubscribed from e-mails.', success: 'x', created: true, id: 1, createdAt: '' } } : undefined,
    );
    await submit('  Marie@Example.ca ');
    expect((await screen.findByText('marie@example.ca is unsubscribed from e-mails.')).closest('[role="status"]')).not.toBeNull();
    expect(requests.filter((request) => request.method === 'POST').map((request) => [request.path, request.body])).toEqual([['/unsubscribe/email', { email: 'Marie@Example.ca' }]]);
  });

  it('says success when the answer has no msg', async () => {
    serveAdminApi((request: SentRequest) => (request.method === 'POST' ? { status: 200, body: {} } : undefined));
    await submit('marie@example.ca');
    expect((await screen.findByText('success')).closest('[role="status"]')).not.toBeNull();
  });

  it('says failed when no answer comes, keeping the address typed', async () => {
    serveAdminApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const email = await submit('marie@example.ca');
    expect((await screen.findByRole('alert')).textContent).toContain('failed');
    expect(email.value).toBe('marie@example.ca');
  });

  it('refuses a malformed address beside the field and sends nothing; Reset empties the form and the line', async () => {
    const { requests } = serveAdminApi((request: SentRequest) => (request.method === 'POST' ? { status: 201, body: { msg: 'done' } } : undefined));
    const email = await submit('marie@');
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    fireEvent.change(email, { target: { value: 'marie@example.ca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('done')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(email.value).toBe('');
    expect(screen.queryByText('done')).toBeNull();
  });
});
