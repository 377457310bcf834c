// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { LEAVE_TITLE } from '../../runtime/screens/useLeaveGuard';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi } from './formRender';
import { ELSEWHERE, renderPage, resetPageRenders } from './pageRender';

const links = resolvedDefinitionSync('screens/ops/links.screen.json') as PageScreen;

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

describe('leaving a page with a modal form holding changes', () => {
  it('asks first while the open form has changes, and not once it is closed', async () => {
    serveAdminApi((request) => (request.method === 'GET' && request.path === '/ops/link/' ? { status: 200, body: [{ id: 2, name: 'Wiki', link: 'https://wiki.example.com', version: 3 }] } : undefined));
    const { router } = renderPage(links);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByRole('textbox', { name: 'Link' });
    fireEvent.change(name, { target: { value: 'https://wiki.example.com/new' } });
    void router.navigate(ELSEWHERE);
    const ask = await screen.findByRole('alertdialog', { name: LEAVE_TITLE });
    fireEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    void router.navigate(ELSEWHERE);
    await screen.findByText('Elsewhere');
  });
});
