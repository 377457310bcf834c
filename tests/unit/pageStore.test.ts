import { describe, expect, it, vi } from 'vitest';
import { createPageStore, readState, writeState } from '../../runtime/kinds/page/state/pageStore';

describe('the page state', () => {
  it('reads and writes dot paths without mutating earlier snapshots', () => {
    const store = createPageStore({ user: { email: 'dana@example.com' } });
    const before = store.snapshot();
    store.set('reset.email', 'a@b.ca');
    store.set('reset.answer', { id: 7 });
    expect(store.get('reset.email')).toBe('a@b.ca');
    expect(store.get('reset.answer.id')).toBe(7);
    expect(store.get('user.email')).toBe('dana@example.com');
    expect(before).toEqual({ user: { email: 'dana@example.com' } });
    expect(store.snapshot()).not.toBe(before);
    expect(store.snapshot().user).toBe(before.user);
  });

  it('tells subscribers of each change, and of none when the value is the same', () => {
    const store = createPageStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('a.b', 1);
    store.set('a.b', 1);
    store.update('a.b', (value) => Number(value) + 1);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get('a.b')).toBe(2);
    unsubscribe();
    store.set('a.b', 3);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('removes a key set to undefined, and reads absent or non-object steps as undefined', () => {
    expect(writeState({ a: 1, b: 2 }, 'a', undefined)).toEqual({ b: 2 });
    expect(writeState({ a: 'text' }, 'a.b', 1)).toEqual({ a: { b: 1 } });
    expect(readState({ a: 'text' }, 'a.b')).toBeUndefined();
    expect(readState({ rows: [{ name: 'x' }] }, 'rows.0.name')).toBe('x');
    expect(readState(undefined, 'a')).toBeUndefined();
  });
});
