// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
});

/** A card over an endpoint whose answer changes at each call (`refreshEvery`), toned by its status, closable, with a link. */
const pipeline: PageScreen = {
  $schema: 'x',
  route: '/secure/test/status-card',
  title: 'Pipeline',
  kind: 'page',
  endpoints: { pipeline: { method: 'GET', path: '/pipeline' } },
  blocks: [
    {
      id: 'card',
      block: 'status',
      title: 'Pipeline status',
      source: { endpoint: 'pipeline' },
      cardTone: 'status',
      closeLabel: 'Close',
      items: [
        { label: 'Status', path: 'status', tone: [{ when: { field: 'value', equals: 'success' }, tone: 'success' }, { when: { field: 'value', equals: 'failed' }, tone: 'danger' }] },
        { label: 'Prediction', path: 'fileName', link: 'View Prediction' },
        { label: 'Page', path: 'webUrl', link: 'Open' },
      ],
    },
  ],
};

describe('status card', () => {
  it('is framed in its status item’s tone, shows an address as a link opening a new tab, and closes', async () => {
    serveAdminApi((request) => (request.path === '/pipeline' ? { status: 200, body: { status: 'success', fileName: 'https://example.com/p/1', webUrl: 'javascript:alert(1)' } } : undefined));
    renderPage(pipeline);
    const region = await screen.findByRole('region', { name: 'Pipeline status' });
    const link = await within(region).findByRole('link', { name: 'View Prediction' });
    expect(link.getAttribute('href')).toBe('https://example.com/p/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // Only an http(s) address becomes a link.
    expect(within(region).queryByRole('link', { name: 'Open' })).toBeNull();
    expect(within(region).getByText('javascript:alert(1)')).toBeTruthy();
    expect(region.querySelector('.page-status-card')?.className).toContain('page-status-card--success');
    fireEvent.click(within(region).getByRole('button', { name: 'Close' }));
    expect(within(region).queryByRole('link', { name: 'View Prediction' })).toBeNull();
  });

  it('a failed status frames the card in the danger tone', async () => {
    serveAdminApi((request) => (request.path === '/pipeline' ? { status: 200, body: { status: 'failed', fileName: '', webUrl: '' } } : undefined));
    renderPage(pipeline);
    const region = await screen.findByRole('region', { name: 'Pipeline status' });
    await within(region).findByText('Status');
    expect(region.querySelector('.page-status-card')?.className).toContain('page-status-card--danger');
  });
});
