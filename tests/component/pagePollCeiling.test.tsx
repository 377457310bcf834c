// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_TEXT, LEAVE_TITLE } from '../../runtime/screens/useLeaveGuard';
import { ELSEWHERE, resetPageRenders } from './pageRender';
import { bar, exportingScreen, nameBox, startExport } from './support/exportFlow';

afterEach(() => {
  cleanup();
  resetPageRenders();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The spec README's ceiling on the exporters' flow: the nudge stays within 10 of the reported progress, 2 minutes without progress stop it, leaving says the export goes on. */
const exporting = exportingScreen({
  nudgeAhead: 10,
  stalled: { after: 120, text: 'No progress for 2 minutes: stopped following {started.processId}.' },
  leaveText: 'The export was sent: leaving only stops following it.',
});

const start = (answer: Parameters<typeof startExport>[1]) => startExport(exporting, answer);

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
