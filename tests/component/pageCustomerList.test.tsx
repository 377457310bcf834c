// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  vi.restoreAllMocks();
});

function customersApi() {
  return serveAdminApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path.startsWith('/ops/customerlist/customer')) return { status: 200, body: { result: [], meta: [{ totalrows: 0 }] } };
    if (request.method === 'PUT' && request.path === '/ops/customerlist/customer') return { status: 200, body: { msg: 'Customer a@example.ca has been added to the Review List.', success: 'x' } };
    return undefined;
  });
}

describe('Customer list add form (002 §5)', () => {
  it('keeps Submit disabled until a list is chosen, then sends exactly one flag true', async () => {
    const { requests } = customersApi();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    const email = await screen.findByLabelText('Email or phone');
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

const CUSTOMERS = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  email: `customer${String(i + 1).padStart(2, '0')}@example.ca`,
  VIPList: i % 2 === 0,
  reviewList: i % 2 !== 0,
  unsubscribed: false,
  version: 1,
}));

/** The customer list call as the server answers it: unpaged, an array; with offset/limit, a page and the total; sorted by e-mail when asked. */
function pagingCustomersApi() {
  return serveAdminApi((request: SentRequest) => {
    const url = new URL(request.path, 'http://server');
    if (request.method !== 'GET' || url.pathname !== '/ops/customerlist/customer') return undefined;
    const text = url.searchParams.get('email') ?? '';
    const sign = url.searchParams.get('sortOrder') === 'desc' ? -1 : 1;
    const matching = CUSTOMERS.filter((row) => row.email.includes(text));
    const rows = url.searchParams.get('sortBy') === 'email' ? [...matching].sort((a, b) => sign * a.email.localeCompare(b.email)) : [...matching].reverse();
    if (!url.searchParams.has('offset')) return { status: 200, body: rows };
    const offset = Number(url.searchParams.get('offset'));
    return { status: 200, body: { result: rows.slice(offset, offset + Number(url.searchParams.get('limit'))), meta: [{ totalrows: rows.length }] } };
  });
}

const listCalls = (requests: readonly SentRequest[]) => requests.filter((request) => request.method === 'GET' && request.path.startsWith('/ops/customerlist/customer')).map((request) => request.path);

describe('Customer list paged, searched and sorted on the server (issue 30)', () => {
  it('asks for page 1 of 20 with the total, sorted by the Email/Phone heading, searched by e-mail', async () => {
    const { requests } = pagingCustomersApi();
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    expect(await screen.findByText('customer25@example.ca')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2 · 25 rows')).toBeTruthy();
    const heading = screen.getByRole('columnheader', { name: /Email\/Phone/ });
    fireEvent.click(within(heading).getByText('Email/Phone'));
    expect(await screen.findByText('customer01@example.ca')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'customer1' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('Page 1 of 1 · 10 rows')).toBeTruthy();
    expect(listCalls(requests)).toEqual([
      '/ops/customerlist/customer?offset=0&limit=20',
      '/ops/customerlist/customer?offset=0&limit=20&sortBy=email&sortOrder=asc',
      '/ops/customerlist/customer?offset=0&limit=20&email=customer1&filterOn=email&sortBy=email&sortOrder=asc',
    ]);
  });

  it('exports the whole list (every page), the search and sort applied, not only the page shown', async () => {
    const { requests } = pagingCustomersApi();
    const texts: string[] = [];
    let fileName = '';
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      void (blob as Blob).arrayBuffer().then((bytes) => texts.push(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)));
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    renderPage(definition, { validators: await compilePageFormsInNode(definition, root) });
    await screen.findByText('Page 1 of 2 · 25 rows');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'example' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(listCalls(requests)).toContain('/ops/customerlist/customer?offset=0&limit=20&email=example&filterOn=email'));
    await screen.findByText('Page 1 of 2 · 25 rows');
    fireEvent.click(screen.getByRole('button', { name: 'Export table to CSV' }));
    await waitFor(() => expect(texts).toHaveLength(1));
    expect(fileName).toBe('Customer List.csv');
    const lines = (texts[0] ?? '').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Email/Phone,VIP,reviewUser');
    expect(lines).toHaveLength(26);
    expect(lines[1]).toBe('customer25@example.ca,Yes,No');
    expect(lines[25]).toBe('customer01@example.ca,Yes,No');
    expect(listCalls(requests).at(-1)).toBe('/ops/customerlist/customer?email=example&filterOn=email');
  });
});
