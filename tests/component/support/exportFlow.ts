import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { PageScreen } from '../../../runtime/generated/screen';
import { compilePageFormsInNode } from '../../../scripts/forms/compileInNode';
import { serveAdminApi, type SentRequest } from '../formRender';
import { renderPage } from '../pageRender';
import { requestUrl } from '../../support/requestUrl';

type Poll = NonNullable<Extract<PageScreen['blocks'][number], { block: 'form' }>['submit']>['poll'];

/**
 * The label exporters' flow (002 §4 Label export) on a generic form: poll every 1.2 s, nudge, quiet
 * stop, reset on 'Cannot'; `more` adds poll settings (a ceiling, a stall, a leave question).
 */
export function exportingScreen(more: Partial<NonNullable<Poll>> = {}): PageScreen {
  return {
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
            ...more,
          },
        },
      },
    ],
  };
}

export const bar = () => screen.getByRole('progressbar', { name: 'Progress' });
export const nameBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });

/** Renders the screen with fake timers, starts an export ('p-9'), and answers each poll with `answer`. */
export async function startExport(exporting: PageScreen, answer: (polls: number) => { status: number; body?: unknown }) {
  let polls = 0;
  const { requests, fetch } = serveAdminApi(() => undefined);
  fetch.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    const request: SentRequest = { method: init?.method ?? 'GET', path: url.slice(url.indexOf('/ops/')), headers: {}, body: undefined };
    requests.push(request);
    const reply = request.method === 'POST' ? { status: 201, body: { processId: 'p-9', percentage: 0, message: '' } } : answer((polls += 1));
    return Promise.resolve(new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderPage(exporting, { validators: await compilePageFormsInNode(exporting, process.cwd()) });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'labels' } });
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  return { ...view, requests, polls: () => polls };
}
