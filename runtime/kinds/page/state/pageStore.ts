/** The page state: every block's published state by block id, plus `user`. */
export type PageState = Readonly<Record<string, unknown>>;

/** What blocks get of the page state: read and write by dot path, and subscribe to changes. */
export interface PageStateApi {
  /** The value at a dot path (`reset.email`, `links.rows`, `user.email`); undefined when absent. */
  get(path: string): unknown;
  /** Sets the value at a dot path (creating the objects on the way); nothing happens when it is the same value. */
  set(path: string, value: unknown): void;
  /** Replaces the value at a dot path by what `update` makes of it. */
  update(path: string, update: (current: unknown) => unknown): void;
  /** The whole state (a new object after each change, the same one otherwise). */
  snapshot: () => PageState;
  subscribe: (listener: () => void) => () => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a dot path of a state. */
export function readState(state: unknown, path: string): unknown {
  let current: unknown = state;
  for (const step of path.split('.')) {
    if (!isRecord(current) && !Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/** A copy of `state` with `value` at `path` (objects on the way copied, never mutated). */
export function writeState(state: Readonly<Record<string, unknown>>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (head === undefined || head === '') return { ...state };
  const next: Record<string, unknown> = { ...state };
  if (rest.length === 0) {
    if (value === undefined) delete next[head];
    else next[head] = value;
    return next;
  }
  const child = state[head];
  next[head] = writeState(isRecord(child) ? child : {}, rest.join('.'), value);
  return next;
}

/** A small external store for `useSyncExternalStore`. */
export function createPageStore(initial: PageState = {}): PageStateApi {
  let state: PageState = initial;
  const listeners = new Set<() => void>();
  const set = (path: string, value: unknown) => {
    if (Object.is(readState(state, path), value)) return;
    state = writeState(state, path, value);
    for (const listener of [...listeners]) listener();
  };
  return {
    get: (path) => readState(state, path),
    set,
    update: (path, update) => set(path, update(readState(state, path))),
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
