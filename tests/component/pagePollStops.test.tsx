// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPageRenders } from './pageRender';
import { bar, exportingScreen, nameBox, startExport } from './support/exportFlow';

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const exporting = exportingScreen();

const start = (answer: Parameters<typeof startExport>[1]) => startExport(exporting, answer);

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
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Link' }).value).toBe('https://after.example');
  });

  it('stops quietly on a negative progress: no alert, no further poll, the values kept', async () => {
    const { polls } = await start(() => ({ status: 200, body: { processId: 'p-9', percentage: -1, message: '' } }));
    await vi.advanceTimersByTimeAsync(1_200);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(polls()).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(nameBox().value).toBe('labels');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export' }).disabled).toBe(false);
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
