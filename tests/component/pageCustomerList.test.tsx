// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { resolvedDefinitionSync } from '../../scripts/screens/shared/resolvedDefinitions';
import { serveAdminApi, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();
const definition = resolvedDefinitionSync('screens/unsubscribe/customer-list.screen.json') as PageScreen;

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

function customersApi() {
  return serveAdminApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path.startsWith('/ops/customerlist/customer')) return { status: 200, body: [] };
    if (request.method === 'PUT' && request.path === '/ops/customerlist/customer') return { status: 200, body: { msg: 'Customer a@example.ca has been added to the Review List.', success: 'x' } };
    return undefined;
  });
}

describe('Customer list add form (002 §5)', () => {
  it('keeps Submit disabled until a list is chosen, then sends exactly one flag true', async () => {
    const { requests } = customersApi();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    const email = await screen.findByLabelText('Email or phone', {}, { timeout: 5000 });
    fireEvent.change(email, { target: { value: ' a@example.ca ' } });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    // The two lists in 002 §2's order: Review List, then VIP List.
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent)).toEqual(['Review List', 'VIP List']);
    fireEvent.click(screen.getByRole('radio', { name: 'Review List' }));
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Customer a@example.ca has been added to the Review List.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ email: 'a@example.ca', reviewList: true, VIPList: false }]);
  });
});
