// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { serveAdminApi } from './formRender';
import { capturePageDownloads } from './pageDownloads';
import { renderPage } from './pageRender';

const definition = JSON.parse(readFileSync('tests/fixtures/page-blocks/bulk-links.screen.json', 'utf8')) as PageScreen;
const CSV = 'order,link\r\n#1001,https://shop.example.com/cart/c/1\r\n#1002,https://shop.example.com/cart/c/2\r\n';

const saved = capturePageDownloads();

describe('result block: a field saving a text of the answer', () => {
  it('offers the links the server answered as a CSV file under the name it gave', async () => {
    serveAdminApi((request) => (request.path === '/orders/bulk-links/latest' ? { status: 200, body: { count: 2, csv: CSV, fileName: 'bulk-links-2026-12-03.csv' } } : undefined));
    renderPage(definition);
    const region = await screen.findByRole('region', { name: 'Links created' });
    fireEvent.click(await within(region).findByRole('button', { name: 'Download the links (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('bulk-links-2026-12-03.csv');
    expect(saved[0]?.blob.type).toBe('text/csv;charset=utf-8');
    expect(await (saved[0]?.blob ?? new Blob()).text()).toBe(CSV);
  });

  it('shows its empty text, and no button, when the answer carries no links', async () => {
    serveAdminApi((request) => (request.path === '/orders/bulk-links/latest' ? { status: 200, body: { count: 0, csv: '', fileName: 'x.csv' } } : undefined));
    renderPage(definition);
    const region = await screen.findByRole('region', { name: 'Links created' });
    await within(region).findByText('No links');
    expect(within(region).queryByRole('button')).toBeNull();
  });
});
