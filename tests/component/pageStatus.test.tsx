// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen, StatusBlock } from '../../runtime/generated/screen';
import { serveAdminApi } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

type Tones = NonNullable<StatusBlock['items'][number]['tone']>;
const running: Tones = [
  { when: { field: 'value', equals: 'running' }, tone: 'success' },
  { when: { field: 'value', equals: 'stopped' }, tone: 'danger' },
];

const services: PageScreen = {
  $schema: 'x',
  route: '/secure/test/status',
  title: 'Services',
  kind: 'page',
  endpoints: { services: { method: 'GET', path: '/dev/services' } },
  blocks: [
    {
      id: 'services',
      block: 'status',
      title: 'Dev services',
      source: { endpoint: 'services' },
      refreshEvery: 10,
      items: [
        { label: 'Admin API', path: 'admin', tone: running },
        { label: 'Label service', path: 'labels', tone: running },
        { label: 'Started', path: 'since', format: 'time12h' },
      ],
    },
    { id: 'me', block: 'status', title: 'Me', source: { state: 'user' }, items: [{ label: 'Initials', path: 'initials' }] },
  ],
};

const itemOf = (region: HTMLElement, label: string) => within(region).getByText(label).closest('.page-status__item') as HTMLElement;

describe('status block', () => {
  it('shows each value with its tone as a symbol and text, and reloads every refreshEvery seconds', async () => {
    let state = 'running';
    const { requests } = serveAdminApi((request) => (request.path === '/dev/services' ? { status: 200, body: { admin: state, labels: 'stopped', since: '08:30' } } : undefined));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(services);
    const region = await screen.findByRole('region', { name: 'Dev services' });
    await within(region).findByText('Admin API');
    const admin = itemOf(region, 'Admin API');
    expect(admin.classList.contains('page-status__item--success')).toBe(true);
    expect(within(admin).getByRole('definition').textContent).toBe('● running');
    const labels = itemOf(region, 'Label service');
    expect(labels.classList.contains('page-status__item--danger')).toBe(true);
    expect(within(labels).getByRole('definition').textContent).toBe('■ stopped');
    expect(within(itemOf(region, 'Started')).getByRole('definition').textContent).toBe('○ 8:30am');
    expect(within(screen.getByRole('region', { name: 'Me' })).getByText('DFl')).toBeTruthy();

    state = 'stopped';
    await vi.advanceTimersByTimeAsync(10_500);
    await waitFor(() => expect(itemOf(region, 'Admin API').classList.contains('page-status__item--danger')).toBe(true));
    expect(requests.filter((request) => request.path === '/dev/services').length).toBeGreaterThanOrEqual(2);
  });

  it('says a failed load with a retry', async () => {
    let fail = true;
    serveAdminApi((request) => (request.path === '/dev/services' ? (fail ? { status: 503, body: { error: 'Dev API unavailable' } } : { status: 200, body: { admin: 'running' } }) : undefined));
    renderPage(services);
    const region = await screen.findByRole('region', { name: 'Dev services' });
    expect((await within(region).findByRole('alert')).textContent).toBe('Dev API unavailable');
    fail = false;
    fireEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    await within(region).findByText('Admin API');
  });
});
