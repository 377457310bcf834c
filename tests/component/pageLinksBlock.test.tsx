// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { serveAdminApi } from './formRender';
import { capturePageDownloads } from './pageDownloads';
import { renderPage } from './pageRender';
import { TEST_CONFIG } from './support/renderConsole';
import { requestUrl } from '../support/requestUrl';

const definition = JSON.parse(readFileSync('tests/fixtures/page-blocks/upgrade-links.screen.json', 'utf8')) as PageScreen;
const SHEET = 'https://sheets.example.com/upgrade-automation';
const XLSX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);

const saved = capturePageDownloads();

/** The admin API answering the template as bytes (or as `failure`), every other call as JSON. */
function serveTemplate(failure?: { status: number; body: string }) {
  const { requests } = serveAdminApi(() => undefined);
  const json = globalThis.fetch;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!requestUrl(input).endsWith('/orders/bulk/template')) return json(input, init);
    requests.push({ method: init?.method ?? 'GET', path: '/orders/bulk/template', headers: { ...(init?.headers as Record<string, string>) }, body: undefined });
    return failure ? new Response(failure.body, { status: failure.status }) : new Response(XLSX, { status: 200, headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

describe('links block', () => {
  it('opens the environment’s upgrade sheet in a new tab, never telling it where from', async () => {
    serveTemplate();
    renderPage(definition, { config: { ...TEST_CONFIG, links: { upgradeSheet: SHEET } } });
    const link = await screen.findByRole('link', { name: 'Jump to Sheet Page' });
    expect(link.getAttribute('href')).toBe(SHEET);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('an environment without the sheet shows the button disabled, its note saying why (no dead link)', async () => {
    serveTemplate();
    renderPage(definition, { config: TEST_CONFIG });
    const button = await screen.findByRole('button', { name: 'Jump to Sheet Page' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: 'Jump to Sheet Page' })).toBeNull();
    const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('The upgrade sheet is not set up in this environment.');
  });

  it('downloads the template sheet through the API client, with the token, saved under its name byte for byte', async () => {
    const requests = serveTemplate();
    renderPage(definition);
    fireEvent.click(await screen.findByRole('button', { name: 'Download the template sheet' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.fileName).toBe('bulk-orders-template.xlsx');
    expect(new Uint8Array(await (saved[0]?.blob ?? new Blob()).arrayBuffer())).toEqual(XLSX);
    const sent = requests.find((request) => request.path === '/orders/bulk/template');
    expect(sent?.headers.Authorization).toMatch(/^Bearer \S+/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed download says so in the block: the server’s sentence, else the text of its own', async () => {
    serveTemplate({ status: 404, body: JSON.stringify({ error: 'No template sheet has been uploaded yet.' }) });
    renderPage(definition);
    const region = await screen.findByRole('region', { name: 'Sheets' });
    fireEvent.click(within(region).getByRole('button', { name: 'Download the template sheet' }));
    expect((await within(region).findByRole('alert')).textContent).toBe('No template sheet has been uploaded yet.');
    expect(saved).toEqual([]);
    cleanup();

    serveTemplate({ status: 502, body: '<html>Bad gateway</html>' });
    renderPage(definition);
    fireEvent.click(await screen.findByRole('button', { name: 'Download the template sheet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The template sheet could not be downloaded.');
  });
});
