// @vitest-environment jsdom
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
      { id: 1, text: 'Saved', variant: 'success', durationMs: 5000 },
      { id: 2, text: 'Careful', variant: 'warning', durationMs: 10 },
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
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
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
    renderWithToast({ text: 'First', variant: 'success' });
    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getAllByText('First')).toHaveLength(2);
    advance(2000);
    expect(screen.getAllByText('First')).toHaveLength(1);
    advance(3000);
    expect(screen.queryByText('First')).toBeNull();
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
