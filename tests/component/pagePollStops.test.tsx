// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi, type SentRequest } from './formRender';
import { renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The label exporters' flow (002 §4 Label export) on a generic form: poll every 1.2 s, nudge, quiet stop, reset on 'Cannot'. */
const exporting: PageScreen = {
  $schema: 'x',
  route: '/secure/test/export',
  title: 'Export',
  kind: 'page',
  endpoints: { start: { method: 'POST', path: '/ops/link' }, progress: { method: 'GET', path: '/ops/link/progress', query: { processId: '{started.processId}' } } },
  blocks: [
    {
      id: 'run',
      block: 'form',
      entity: 'ops-link',
      payload: 'create',
      fields: [{ name: 'name', label: 'Name' }, { name: 'link', label: 'Link', default: 'https://first.example', resetTo: 'https://after.example' }],
      submit: {
        label: 'Export',
        endpoint: 'start',
        success: 'File exporting successfully done',
        failure: ['{answer.message}', 'File exported failed!'],
        reset: true,
        poll: {
          endpoint: 'progress',
          every: 1.2,
          progress: 'percentage',
          nudge: 1,
          done: { field: 'progress', equals: 100 },
          fail: { any: [{ field: 'started.processId', filled: false }, { field: 'answer.message', startsWith: 'Cannot' }] },
          resetWhen: { field: 'answer.message', startsWith: 'Cannot' },
          stop: { field: 'progress', startsWith: '-' },
          networkErrorText: 'Network Error. Please try again',
        },
      },
    },
  ],
};

const bar = () => screen.getByRole('progressbar', { name: 'Progress' });
const nameBox = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;

async function start(answer: (polls: number) => { status: number; body?: unknown }) {
  let polls = 0;
  const { requests, fetch } = serveAdminApi(() => undefined);
  fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const request: SentRequest = { method: init?.method ?? 'GET', path: url.slice(url.indexOf('/ops/')), headers: {}, body: undefined };
    requests.push(request);
    const reply = request.method === 'POST' ? { status: 201, body: { processId: 'p-9', percentage: 0, message: '' } } : answer((polls += 1));
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  renderPage(exporting, { validators: await compilePageFormsInNode(exporting, root) });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'labels' } });
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  return { requests, polls: () => polls };
}

describe('post-then-poll: nudge, quiet stop and reset after a failure', () => {
  it('polls every 1.2 s with the answer\'s processId, nudges the bar by 1 while the service says 0, then succeeds and resets the form', async () => {
    const { requests } = await start((polls) => ({ status: 200, body: { processId: 'p-9', percentage: polls < 3 ? 0 : 100, message: '' } }));
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('0'));
    await vi.advanceTimersByTimeAsync(1_100);
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('1'));
    await vi.advanceTimersByTimeAsync(1_200);
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('2'));
    await vi.advanceTimersByTimeAsync(1_200);
    await screen.findByText('File exporting successfully done');
    expect(requests.filter((request) => request.method === 'GET').map((request) => request.path)).toEqual(Array(3).fill('/ops/link/progress?processId=p-9'));
    await waitFor(() => expect(nameBox().value).toBe(''));
    // resetTo: the value a field takes back after a reset, in place of its default.
    expect((screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe('https://after.example');
  });

  it('stops quietly on a negative progress: no alert, no further poll, the values kept', async () => {
    const { polls } = await start(() => ({ status: 200, body: { processId: 'p-9', percentage: -1, message: '' } }));
    await vi.advanceTimersByTimeAsync(1_200);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(polls()).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(nameBox().value).toBe('labels');
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("fails with the service's 'Cannot …' text and resets the form", async () => {
    await start(() => ({ status: 200, body: { processId: 'p-9', percentage: 0, message: 'Cannot read bad.xlsx: no rows' } }));
    await vi.advanceTimersByTimeAsync(1_200);
    await screen.findByText('Cannot read bad.xlsx: no rows');
    await waitFor(() => expect(nameBox().value).toBe(''));
  });

  it('fails without a reset when the answer lacks a processId', async () => {
    await start(() => ({ status: 404, body: { error: 'Export process info does not exits' } }));
    await vi.advanceTimersByTimeAsync(1_200);
    await screen.findByText('File exported failed!');
    expect(nameBox().value).toBe('labels');
  });
});
