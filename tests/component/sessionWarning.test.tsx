// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionWarning, sessionWarningDialog, useSessionWarning } from '../../src/shell/session';

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function dialog(): HTMLElement | null {
  return screen.queryByRole('alertdialog');
}

function setup(expiresAtMs: number, onRefresh: () => Promise<void> = () => Promise.resolve()) {
  const onExpired = vi.fn();
  const view = render(
    <SessionWarning expiresAtMs={expiresAtMs} onExpired={onExpired} onRefresh={onRefresh} />,
  );
  const rerender = (next: number) =>
    view.rerender(<SessionWarning expiresAtMs={next} onExpired={onExpired} onRefresh={onRefresh} />);
  return { onExpired, rerender };
}

// The dialog's code loads the first time it shows; here it is loaded before, so each check is of what shows at that instant.
beforeAll(async () => {
  await sessionWarningDialog.load();
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SessionWarning', () => {
  it('stays hidden while expiry is far away', () => {
    const { onExpired } = setup(T0 + 3_600_000);
    expect(dialog()).toBeNull();
    advance(60_000 * 5);
    expect(dialog()).toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('appears at the next 60-second check once inside the window, then counts down', () => {
    // 359 s left at mount: outside the window now, 299 s left at the first check.
    setup(T0 + 359_000);
    expect(dialog()).toBeNull();
    advance(59_999); // already inside the window, but no check has run yet
    expect(dialog()).toBeNull();
    advance(1);
    expect(screen.getByRole('alertdialog', { name: 'Your session will expire in 4:59' })).toBeTruthy();
    expect(screen.getByText('Your session will expire in 4:59')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Session' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    advance(999);
    expect(screen.getByText('Your session will expire in 4:59')).toBeTruthy();
    advance(1);
    expect(screen.getByText('Your session will expire in 4:58')).toBeTruthy();
    advance(58_000);
    expect(screen.getByText('Your session will expire in 4:00')).toBeTruthy();
  });

  it('shows at once when mounted inside the window', () => {
    setup(T0 + 300_000);
    expect(screen.getByText('Your session will expire in 5:00')).toBeTruthy();
  });

  it('hides when dismissed, keeps counting, and still expires at zero', () => {
    const { onExpired } = setup(T0 + 120_000);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(dialog()).toBeNull();
    advance(119_999);
    expect(dialog()).toBeNull();
    expect(onExpired).not.toHaveBeenCalled();
    advance(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('reads Refreshing... and is disabled while the refresh is pending', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    setup(T0 + 200_000, onRefresh);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Session' }));
    const busy = screen.getByRole('button', { name: 'Refreshing...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Refresh Session' })).toBeNull();
    fireEvent.click(busy);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(() => {
      finish();
      return Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Refresh Session' })).toHaveProperty('disabled', false);
  });

  it('re-enables the button when the refresh fails', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const onRefresh = () =>
      new Promise<void>((_resolve, reject) => {
        fail = reject;
      });
    setup(T0 + 200_000, onRefresh);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Session' }));
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeTruthy();
    await act(() => {
      fail(new Error('token endpoint down'));
      return Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Refresh Session' })).toHaveProperty('disabled', false);
  });

  it('calls onExpired exactly once when the countdown reaches zero', () => {
    const { onExpired, rerender } = setup(T0 + 3_000);
    expect(screen.getByText('Your session will expire in 0:03')).toBeTruthy();
    advance(2_000);
    expect(screen.getByText('Your session will expire in 0:01')).toBeTruthy();
    advance(999);
    expect(onExpired).not.toHaveBeenCalled();
    advance(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    advance(120_000);
    rerender(T0 + 3_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('calls onExpired once when mounted after expiry', () => {
    const { onExpired } = setup(T0 - 1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    advance(120_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('calls onExpired once under StrictMode double effects', () => {
    const onExpired = vi.fn();
    // Mounted already expired, so both StrictMode effect runs see the expiry.
    render(
      <StrictMode>
        <SessionWarning expiresAtMs={T0 - 1} onExpired={onExpired} onRefresh={() => Promise.resolve()} />
      </StrictMode>,
    );
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('resets when expiresAtMs moves later', () => {
    const { onExpired, rerender } = setup(T0 + 100_000);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(dialog()).toBeNull();

    // Token renewed: evaluated at once, far from expiry, old deadline forgotten.
    rerender(T0 + 3_600_000);
    expect(dialog()).toBeNull();
    advance(100_000);
    expect(onExpired).not.toHaveBeenCalled();

    // A later expiry inside the window shows again: the old dismissal does not carry over.
    rerender(Date.now() + 120_000);
    expect(screen.getByText('Your session will expire in 2:00')).toBeTruthy();
    advance(1_000);
    expect(screen.getByText('Your session will expire in 1:59')).toBeTruthy();
  });

  it('stops its timers on unmount', () => {
    setup(T0 + 100_000);
    // Taking focus queues jsdom's zero-delay selectionchange event: let it fire first.
    advance(0);
    expect(vi.getTimerCount()).toBe(1);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('SessionWarning focus', () => {
  it('takes focus when it appears at a check, keeping its role and name', () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    setup(T0 + 359_000);
    expect(document.activeElement).toBe(field);
    advance(60_000);
    const warning = screen.getByRole('alertdialog', { name: 'Your session will expire in 4:59' });
    expect(document.activeElement).toBe(warning);
    expect(warning.tabIndex).toBe(-1);
    field.remove();
  });

  it('takes focus when mounted inside the window', () => {
    setup(T0 + 300_000);
    expect(document.activeElement).toBe(dialog());
  });

  it('does not take focus back on each tick of the countdown', () => {
    setup(T0 + 120_000);
    const refresh = screen.getByRole('button', { name: 'Refresh Session' });
    refresh.focus();
    advance(3_000);
    expect(screen.getByText('Your session will expire in 1:57')).toBeTruthy();
    expect(document.activeElement).toBe(refresh);
  });

  it('gives focus back to where it was when dismissed', () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    setup(T0 + 120_000);
    expect(document.activeElement).toBe(dialog());
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(field);
    field.remove();
  });
});

describe('SessionWarning placement', () => {
  it('sits below the top bar (--top-bar-height), not over it', () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const style = document.createElement('style');
    style.textContent = ['src/global.css', 'src/shell/session/sessionWarning.css'].map((file) => readFileSync(resolve(root, file), 'utf8')).join('\n');
    document.head.append(style);
    try {
      setup(T0 + 120_000);
      const warning = screen.getByRole('alertdialog');
      expect(getComputedStyle(warning).position).toBe('fixed');
      // The top bar is 3rem (48 px at the 16 px root): the warning half a rem below it.
      expect(getComputedStyle(warning).top).toBe('56px');
      document.documentElement.style.setProperty('--top-bar-height', '5rem');
      expect(getComputedStyle(warning).top).toBe('88px');
    } finally {
      document.documentElement.style.removeProperty('--top-bar-height');
      style.remove();
    }
  });
});

describe('useSessionWarning', () => {
  it('reads time from the injected clock', () => {
    const onExpired = vi.fn();
    const { result } = renderHook(() =>
      useSessionWarning({ expiresAtMs: 10_000_000, onExpired, now: () => 10_000_000 - 61_500 }),
    );
    expect(result.current.shown).toBe(true);
    if (result.current.shown) {
      expect(result.current.remainingMs).toBe(61_500);
      expect(result.current.text).toBe('Your session will expire in 1:02');
    }
    expect(onExpired).not.toHaveBeenCalled();
  });
});
