// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TOAST_DURATION_MS,
  ToastProvider,
  initialToastState,
  toastReducer,
  useToasts,
} from '../../runtime/ui/toasts';
import type { ShowToastInput } from '../../runtime/ui/toasts';

function ShowButton({ input }: { input: ShowToastInput }) {
  const { show } = useToasts();
  return (
    <button type="button" onClick={() => show(input)}>
      Show
    </button>
  );
}

function renderWithToast(input: ShowToastInput) {
  render(
    <ToastProvider>
      <ShowButton input={input} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Show' }));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('toastReducer', () => {
  it('adds toasts with increasing ids', () => {
    const one = toastReducer(initialToastState, {
      type: 'add',
      text: 'Saved',
      variant: 'success',
      durationMs: 5000,
    });
    const two = toastReducer(one, { type: 'add', text: 'Careful', variant: 'warning', durationMs: 10 });
    expect(two.toasts).toEqual([
      { id: 1, text: 'Saved', variant: 'success', durationMs: 5000, count: 1 },
      { id: 2, text: 'Careful', variant: 'warning', durationMs: 10, count: 1 },
    ]);
    expect(two.nextId).toBe(3);
  });

  it('removes by id and never reuses ids', () => {
    let state = toastReducer(initialToastState, { type: 'add', text: 'a', variant: 'danger', durationMs: 1 });
    state = toastReducer(state, { type: 'remove', id: 1 });
    expect(state.toasts).toEqual([]);
    state = toastReducer(state, { type: 'add', text: 'b', variant: 'danger', durationMs: 1 });
    expect(state.toasts.map((toast) => toast.id)).toEqual([2]);
  });

  it('counts the same text and variant on the visible toast instead of adding a copy', () => {
    let state = toastReducer(initialToastState, { type: 'add', text: 'Down', variant: 'danger', durationMs: 5000 });
    state = toastReducer(state, { type: 'add', text: 'Saved', variant: 'success', durationMs: 5000 });
    state = toastReducer(state, { type: 'add', text: 'Down', variant: 'danger', durationMs: 8000 });
    expect(state.toasts).toEqual([
      { id: 1, text: 'Down', variant: 'danger', durationMs: 8000, count: 2 },
      { id: 2, text: 'Saved', variant: 'success', durationMs: 5000, count: 1 },
    ]);
    // Same text, other variant: a toast of its own.
    state = toastReducer(state, { type: 'add', text: 'Down', variant: 'warning', durationMs: 5000 });
    expect(state.toasts.map((toast) => [toast.id, toast.variant, toast.count])).toEqual([
      [1, 'danger', 2],
      [2, 'success', 1],
      [3, 'warning', 1],
    ]);
    // Once gone, the text shows afresh.
    state = toastReducer(state, { type: 'remove', id: 1 });
    state = toastReducer(state, { type: 'add', text: 'Down', variant: 'danger', durationMs: 5000 });
    expect(state.toasts.at(-1)).toEqual({ id: 4, text: 'Down', variant: 'danger', durationMs: 5000, count: 1 });
  });

  it('returns the same state when removing an unknown id', () => {
    expect(toastReducer(initialToastState, { type: 'remove', id: 42 })).toBe(initialToastState);
  });
});

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('defaults to 5000 ms', () => {
    expect(DEFAULT_TOAST_DURATION_MS).toBe(5000);
  });

  it('shows a toast and hides it after 5000 ms', () => {
    renderWithToast({ text: 'Order saved', variant: 'success' });
    expect(screen.getByRole('status').textContent).toContain('Order saved');
    advance(4999);
    expect(screen.getByRole('status').textContent).toContain('Order saved');
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Order saved')).toBeNull();
  });

  it('uses role alert for warning and danger', () => {
    renderWithToast({ text: 'Driver is late', variant: 'warning' });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').className).toContain('ui-toast--warning');
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();

    renderWithToast({ text: 'Payment failed', variant: 'danger' });
    expect(screen.getByRole('alert').textContent).toContain('Payment failed');
    expect(screen.getByRole('alert').className).toContain('ui-toast--danger');
  });

  it('honours a custom duration', () => {
    renderWithToast({ text: 'Synced', variant: 'success', durationMs: 2000 });
    advance(1999);
    expect(screen.getByText('Synced')).toBeTruthy();
    advance(1);
    expect(screen.queryByText('Synced')).toBeNull();
  });

  it('keeps each toast on its own timer', () => {
    render(
      <ToastProvider>
        <ShowButton input={{ text: 'First', variant: 'success' }} />
        <ShowButton input={{ text: 'Second', variant: 'success' }} />
      </ToastProvider>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Show' });
    if (!first || !second) throw new Error('buttons missing');
    fireEvent.click(first);
    advance(3000);
    fireEvent.click(second);
    expect(screen.getAllByRole('status')).toHaveLength(2);
    advance(2000);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    advance(3000);
    expect(screen.queryByText('Second')).toBeNull();
  });

  it('collapses a toast shown again while visible: one toast, ×2, its timer started over', () => {
    renderWithToast({ text: 'Error on table data initialization', variant: 'danger' });
    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const alert = screen.getByRole('alert');
    expect(screen.getAllByText('Error on table data initialization')).toHaveLength(1);
    expect(alert.textContent).toContain('×2');
    // The count is read as words, not as a multiplication sign.
    expect(screen.getByText('×2').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('(2 times)')).toBeTruthy();
    // The text itself stays as it was given.
    expect(alert.querySelector('.ui-toast__text')?.textContent).toBe('Error on table data initialization');
    advance(4999);
    expect(screen.getByRole('alert')).toBe(alert);
    advance(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows no count for a toast shown once', () => {
    renderWithToast({ text: 'Saved', variant: 'success' });
    expect(screen.getByRole('status').querySelector('.ui-toast__count')).toBeNull();
    expect(screen.queryByText(/times\)/)).toBeNull();
  });

  it('stacks below the top bar (--top-bar-height), clear of the user menu', () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const style = document.createElement('style');
    style.textContent = ['src/global.css', 'runtime/ui/toasts/toasts.css'].map((file) => readFileSync(resolve(root, file), 'utf8')).join('\n');
    document.head.append(style);
    try {
      renderWithToast({ text: 'Saved', variant: 'success' });
      const stack = screen.getByRole('status').parentElement;
      if (!stack) throw new Error('toast stack missing');
      expect(getComputedStyle(stack).position).toBe('fixed');
      // The top bar is 3rem (48 px at the 16 px root): the stack three quarters of a rem below it.
      expect(getComputedStyle(stack).top).toBe('60px');
      document.documentElement.style.setProperty('--top-bar-height', '5rem');
      expect(getComputedStyle(stack).top).toBe('92px');
    } finally {
      document.documentElement.style.removeProperty('--top-bar-height');
      style.remove();
    }
  });

  it('closes a toast with its Close button', () => {
    renderWithToast({ text: 'Route updated', variant: 'success' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Route updated')).toBeNull();
    // Its timer must not fire into a removed toast or remove anything else.
    advance(5000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears pending timers on unmount', () => {
    renderWithToast({ text: 'Bye', variant: 'danger' });
    expect(vi.getTimerCount()).toBe(1);
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('throws a clear error outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ShowButton input={{ text: 'x', variant: 'success' }} />)).toThrow(
      'useToasts() must be used inside <ToastProvider>',
    );
    spy.mockRestore();
  });
});
