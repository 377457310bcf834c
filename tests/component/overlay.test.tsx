// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverlayProvider, useOverlay } from '../../runtime/ui/overlay';
import type { OverlayApi } from '../../runtime/ui/overlay';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: Error) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderOverlay(): OverlayApi {
  const holder: { api?: OverlayApi } = {};
  function Capture() {
    holder.api = useOverlay();
    return null;
  }
  render(
    <OverlayProvider>
      <Capture />
    </OverlayProvider>,
  );
  if (holder.api === undefined) throw new Error('overlay api not captured');
  return holder.api;
}

function overlay(): HTMLElement | null {
  return screen.queryByRole('status');
}

afterEach(() => {
  cleanup();
});

describe('OverlayProvider', () => {
  it('is hidden while nothing runs', () => {
    renderOverlay();
    expect(overlay()).toBeNull();
  });

  it('shows while work is pending and hides after it resolves', async () => {
    const api = renderOverlay();
    const work = deferred<string>();
    let result: Promise<string> = Promise.resolve('');
    act(() => {
      result = api.during(work.promise);
    });
    const shown = overlay();
    expect(shown?.textContent).toBe('Please wait...');
    expect(shown?.getAttribute('aria-live')).toBe('polite');
    expect(shown?.getAttribute('aria-busy')).toBe('true');

    await act(async () => {
      work.resolve('done');
      await result;
    });
    await expect(result).resolves.toBe('done');
    expect(overlay()).toBeNull();
  });

  it('shows how far a long piece of work has come, and forgets it when the work is over', async () => {
    const api = renderOverlay();
    const work = deferred<string>();
    let result: Promise<string> = Promise.resolve('');
    act(() => {
      result = api.during(work.promise);
      api.progress({ done: 12, total: 200, what: 'rows sent' });
    });
    const bar = screen.getByRole('progressbar', { name: 'rows sent' });
    expect(bar.getAttribute('aria-valuetext')).toBe('12 of 200 rows sent');
    expect(overlay()?.textContent).toBe('Please wait...12 of 200');
    act(() => api.progress({ done: 13, total: 200, what: 'rows sent' }));
    expect(screen.getByRole('progressbar', { name: 'rows sent' }).getAttribute('aria-valuetext')).toBe('13 of 200 rows sent');
    await act(async () => {
      work.resolve('done');
      await result;
    });
    expect(overlay()).toBeNull();
    const next = deferred<string>();
    act(() => {
      result = api.during(next.promise);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => {
      next.resolve('done');
      await result;
    });
  });

  it('accepts a function returning a promise', async () => {
    const api = renderOverlay();
    const work = deferred<number>();
    const factory = vi.fn(() => work.promise);
    let result: Promise<number> = Promise.resolve(0);
    act(() => {
      result = api.during(factory);
    });
    expect(factory).toHaveBeenCalledTimes(1);
    expect(overlay()).not.toBeNull();
    await act(async () => {
      work.resolve(7);
      await result;
    });
    await expect(result).resolves.toBe(7);
    expect(overlay()).toBeNull();
  });

  it('hides after the work rejects and rethrows the error', async () => {
    const api = renderOverlay();
    const work = deferred<void>();
    let result: Promise<void> = Promise.resolve();
    act(() => {
      result = api.during(work.promise);
    });
    expect(overlay()).not.toBeNull();
    const boom = new Error('save failed');
    await act(async () => {
      work.reject(boom);
      await result.catch(() => undefined);
    });
    await expect(result).rejects.toBe(boom);
    expect(overlay()).toBeNull();
  });

  it('hides when the work function throws synchronously', async () => {
    const api = renderOverlay();
    const boom = new Error('no network');
    await act(async () => {
      await expect(
        api.during(() => {
          throw boom;
        }),
      ).rejects.toBe(boom);
    });
    expect(overlay()).toBeNull();
  });

  it('stays shown until every overlapping work has ended', async () => {
    const api = renderOverlay();
    const first = deferred<void>();
    const second = deferred<void>();
    let firstResult: Promise<void> = Promise.resolve();
    let secondResult: Promise<void> = Promise.resolve();
    act(() => {
      firstResult = api.during(first.promise);
      secondResult = api.during(second.promise);
    });
    expect(overlay()).not.toBeNull();

    await act(async () => {
      first.resolve();
      await firstResult;
    });
    expect(overlay()).not.toBeNull();

    await act(async () => {
      second.reject(new Error('late failure'));
      await secondResult.catch(() => undefined);
    });
    expect(overlay()).toBeNull();

    // A new work after all ended shows it again.
    const third = deferred<void>();
    let thirdResult: Promise<void> = Promise.resolve();
    act(() => {
      thirdResult = api.during(third.promise);
    });
    expect(overlay()).not.toBeNull();
    await act(async () => {
      third.resolve();
      await thirdResult;
    });
    expect(overlay()).toBeNull();
  });
});
