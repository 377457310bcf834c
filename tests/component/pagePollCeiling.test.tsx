// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageScreen } from '../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../scripts/forms/compileInNode';
import { serveAdminApi, type SentRequest } from './formRender';
import { LEAVE_TEXT, LEAVE_TITLE } from '../../runtime/screens/useLeaveGuard';
import { ELSEWHERE, renderPage, resetPageRenders } from './pageRender';

const root = process.cwd();

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The label exporters' flow with the spec README's ceiling: the nudge stays within 10 of the reported progress, 2 minutes without progress stop it. */
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
          nudgeAhead: 10,
          stalled: { after: 120, text: 'No progress for 2 minutes: stopped following {started.processId}.' },
          leaveText: 'The export was sent: leaving only stops following it.',
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
  const view = renderPage(exporting, { validators: await compilePageFormsInNode(exporting, root) });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'labels' } });
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  return { ...view, requests, polls: () => polls };
}

describe('post-then-poll: the nudge ceiling and the end of a poll without progress (spec README)', () => {
  it('nudges the bar at most 10 past what the service reports, and follows again as it rises', async () => {
    let reported = 5;
    await start(() => ({ status: 200, body: { processId: 'p-9', percentage: reported, message: '' } }));
    await vi.advanceTimersByTimeAsync(1_200);
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('5'));
    for (let poll = 0; poll < 20; poll += 1) await vi.advanceTimersByTimeAsync(1_200);
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('15'));
    reported = 50;
    await vi.advanceTimersByTimeAsync(1_200);
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('50'));
    await vi.advanceTimersByTimeAsync(1_200);
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('51'));
  });

  it('stops following after 2 minutes without progress, saying so, and polls no more', async () => {
    const { polls } = await start(() => ({ status: 200, body: { processId: 'p-9', percentage: 7, message: '' } }));
    await vi.advanceTimersByTimeAsync(1_200);
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('7'));
    await vi.advanceTimersByTimeAsync(118_000);
    expect(screen.queryByText(/No progress for 2 minutes/)).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(3_600);
    await screen.findByText('No progress for 2 minutes: stopped following p-9.');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    const after = polls();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls()).toBe(after);
    expect(nameBox().value).toBe('labels');
  });

  it('asks, when the page is left during the poll, with its own question: the export was sent, leaving only stops following it', async () => {
    const { router, polls } = await start(() => ({ status: 200, body: { processId: 'p-9', percentage: 20, message: '' } }));
    await vi.advanceTimersByTimeAsync(1_200);
    await waitFor(() => expect(polls()).toBe(1));
    void router.navigate(ELSEWHERE);
    const question = await screen.findByRole('alertdialog', { name: LEAVE_TITLE });
    expect(within(question).getByText('The export was sent: leaving only stops following it.')).toBeTruthy();
    expect(within(question).queryByText(LEAVE_TEXT)).toBeNull();
    fireEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    await screen.findByText('Elsewhere');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(polls()).toBe(1);
  });
});
