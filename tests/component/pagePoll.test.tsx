// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { LEAVE_TITLE } from '../../runtime/screens/useLeaveGuard';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi, type SentRequest } from './formRender';
import { ELSEWHERE, renderPage, resetPageRenders } from './pageRender';
import { requestUrl } from '../support/requestUrl';

const root = process.cwd();

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const importing: PageScreen = {
  $schema: 'x',
  route: '/secure/test/poll',
  title: 'Import',
  kind: 'page',
  endpoints: { start: { method: 'POST', path: '/ops/link' }, progress: { method: 'GET', path: '/ops/link/progress/{started.id}' } },
  blocks: [
    {
      id: 'run',
      block: 'form',
      entity: 'ops-link',
      payload: 'create',
      fields: [{ name: 'name', label: 'Name' }],
      submit: {
        label: 'Start',
        endpoint: 'start',
        success: 'Finished {started.id} with {answer.count} rows',
        failure: 'Could not start',
        poll: {
          endpoint: 'progress',
          every: 2,
          progress: 'percent',
          done: { field: 'progress', equals: 100 },
          fail: { any: [{ field: 'started.id', filled: false }, { field: 'progress', startsWith: '-' }, { field: 'answer.message', startsWith: 'Error' }] },
          failText: 'Import {started.id} failed: {answer.message}',
          networkErrorText: 'The import status could not be read',
        },
      },
    },
  ],
};

const bar = () => screen.getByRole('progressbar', { name: 'Progress' });

async function start(route: (request: SentRequest, polls: number) => { status: number; body?: unknown } | 'network' | undefined) {
  let polls = 0;
  const { requests, fetch } = serveAdminApi(() => undefined);
  fetch.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    const request: SentRequest = { method: init?.method ?? 'GET', path: url.slice(url.indexOf('/ops/')), headers: {}, body: undefined };
    requests.push(request);
    if (request.path.startsWith('/ops/link/progress')) polls += 1;
    const answer = route(request, polls);
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    const { status, body } = answer ?? { status: 404, body: { error: 'Not found' } };
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderPage(importing, { validators: await compilePageFormsInNode(importing, root) });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'rates' } });
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  return { ...view, requests, polls: () => polls };
}

describe('post-then-poll', () => {
  it('shows a progress bar that only moves up until done, then the success text', async () => {
    const percents = [30, 20, 60, 100];
    const { requests } = await start((request, polls) =>
      request.method === 'POST' ? { status: 201, body: { id: 5, percent: 0 } } : { status: 200, body: { percent: percents[polls - 1], count: 12 } },
    );
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('0'));
    expect(bar().getAttribute('aria-valuemin')).toBe('0');
    expect(bar().getAttribute('aria-valuemax')).toBe('100');
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('30'));
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET').length).toBe(2));
    expect(bar().getAttribute('aria-valuenow')).toBe('30');
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('60'));
    await vi.advanceTimersByTimeAsync(2_000);
    await screen.findByText('Finished 5 with 12 rows');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(requests.filter((request) => request.method === 'GET').map((request) => request.path)).toEqual(Array(4).fill('/ops/link/progress/5'));
  });

  it('fails at once when the first answer lacks an id', async () => {
    const { polls } = await start((request) => (request.method === 'POST' ? { status: 201, body: { message: 'queued' } } : undefined));
    await screen.findByText('Import failed: queued');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(polls()).toBe(0);
  });

  it('fails when the progress turns negative or the message starts with Error, with the fail text', async () => {
    await start((request) => (request.method === 'POST' ? { status: 201, body: { id: 6 } } : { status: 200, body: { percent: 50, message: 'Error: row 3 has no zone' } }));
    await vi.advanceTimersByTimeAsync(2_000);
    await screen.findByText('Import 6 failed: Error: row 3 has no zone');
  });

  it('says the network error text when a poll gets no answer', async () => {
    await start((request) => (request.method === 'POST' ? { status: 201, body: { id: 7 } } : 'network'));
    await vi.advanceTimersByTimeAsync(2_000);
    await screen.findByText('The import status could not be read');
  });

  it('stops polling when the page is left (asked first, as what was typed is not sent yet)', async () => {
    const { router, polls } = await start((request) => (request.method === 'POST' ? { status: 201, body: { id: 8 } } : { status: 200, body: { percent: 10 } }));
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(polls()).toBe(1));
    void router.navigate(ELSEWHERE);
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: LEAVE_TITLE })).getByRole('button', { name: 'Leave' }));
    await screen.findByText('Elsewhere');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(1);
  });
});
