import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageStore } from '../../runtime/kinds/page/state/pageStore';
import { LATEST_FLUSH_MS, LOST_AFTER_MS, publishBeforeNextFrame } from '../../runtime/kinds/page/state/nextFrame';

/** A stand-in for the browser's frames: the callbacks wait until the test paints one. */
function frames() {
  let waiting: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    waiting.push(callback);
    return waiting.length;
  });
  return {
    paint() {
      const now = waiting;
      waiting = [];
      for (const callback of now) callback(0);
    },
  };
}

describe('answers published before the next frame', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // Whatever a test left queued is flushed, so the next one starts with an empty queue.
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answers arriving in separate tasks reach the page together, in their order, when the frame comes', () => {
    const frame = frames();
    const page = createPageStore();
    const changes: string[] = [];
    page.subscribe(() => changes.push(Object.keys(page.snapshot()).join(',')));
    publishBeforeNextFrame(() => page.set('flowers.answer', ['Rose']));
    publishBeforeNextFrame(() => page.set('rates.answer', { rate: 12 }));
    publishBeforeNextFrame(() => page.set('cutoffs.answer', { MB: '14:00' }));
    expect(page.snapshot()).toEqual({});
    frame.paint();
    expect(page.snapshot()).toEqual({ flowers: { answer: ['Rose'] }, rates: { answer: { rate: 12 } }, cutoffs: { answer: { MB: '14:00' } } });
    expect(changes).toEqual(['flowers', 'flowers,rates', 'flowers,rates,cutoffs']);
    // The fallback timer finds nothing left to publish.
    vi.advanceTimersByTime(LATEST_FLUSH_MS);
    expect(changes).toHaveLength(3);
  });

  it('an answer arriving after a frame waits for the next one', () => {
    const frame = frames();
    const page = createPageStore();
    publishBeforeNextFrame(() => page.set('flowers.answer', ['Rose']));
    frame.paint();
    publishBeforeNextFrame(() => page.set('vases.answer', ['Glass']));
    expect(page.get('vases.answer')).toBeUndefined();
    frame.paint();
    expect(page.get('vases.answer')).toEqual(['Glass']);
  });

  it('a tab that paints no frame (in the background) still gets its answers, after 50 ms at the latest', () => {
    frames();
    const page = createPageStore();
    publishBeforeNextFrame(() => page.set('rates.answer', { rate: 12 }));
    vi.advanceTimersByTime(LATEST_FLUSH_MS - 1);
    expect(page.get('rates.answer')).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(page.get('rates.answer')).toEqual({ rate: 12 });
  });

  it('a flush whose timers were dropped (a fake clock taken away) is scheduled again by the next answer', () => {
    frames();
    const page = createPageStore();
    publishBeforeNextFrame(() => page.set('flowers.answer', ['Rose']));
    // The frame and the timer never come: a test's fake clock is gone with them.
    frames();
    vi.clearAllTimers();
    const later = performance.now() + LOST_AFTER_MS;
    vi.spyOn(performance, 'now').mockReturnValue(later);
    publishBeforeNextFrame(() => page.set('rates.answer', { rate: 12 }));
    vi.advanceTimersByTime(LATEST_FLUSH_MS);
    expect(page.snapshot()).toEqual({ flowers: { answer: ['Rose'] }, rates: { answer: { rate: 12 } } });
  });

  it('an answer that fails to publish loses none of the others', async () => {
    const frame = frames();
    const page = createPageStore();
    const reported = new Promise<unknown>((resolve) => {
      const original = queueMicrotask;
      vi.stubGlobal('queueMicrotask', (task: () => void) => original(() => {
        try {
          task();
        } catch (error) {
          resolve(error);
        }
      }));
    });
    publishBeforeNextFrame(() => {
      throw new Error('no such block');
    });
    publishBeforeNextFrame(() => page.set('rates.answer', { rate: 12 }));
    frame.paint();
    expect(page.get('rates.answer')).toEqual({ rate: 12 });
    await expect(reported).resolves.toEqual(new Error('no such block'));
  });
});
