/**
 * Calls started before the screen that needs them has rendered: a route's loader starts its list
 * (and lookups) as soon as the route is known, in parallel with the screen's code, and the
 * screen's fetcher takes the answer instead of calling again. An answer not taken soon (the user
 * went elsewhere before the screen rendered) is never served later: it would be stale.
 */
const PRELOAD_FRESH_MS = 10_000;

interface Preloaded {
  startedAt: number;
  answer: Promise<unknown>;
}

const preloaded = new Map<string, Preloaded>();

/** Starts `start()` under `key` unless a fresh call for it is already under way; returns its answer. */
export function preloadCall<T>(key: string, start: () => Promise<T>, now: number = Date.now()): Promise<T> {
  const pending = preloaded.get(key);
  if (pending && now - pending.startedAt < PRELOAD_FRESH_MS) return pending.answer as Promise<T>;
  const answer = start();
  // A failed preload is the screen's failure to show (it takes the promise); none goes unhandled meanwhile.
  answer.catch(() => undefined);
  preloaded.set(key, { startedAt: now, answer });
  return answer;
}

/** The answer preloaded under `key`, once (then forgotten), if it was started recently enough. */
export function takePreloaded<T>(key: string, now: number = Date.now()): Promise<T> | undefined {
  const pending = preloaded.get(key);
  if (!pending) return undefined;
  preloaded.delete(key);
  return now - pending.startedAt < PRELOAD_FRESH_MS ? (pending.answer as Promise<T>) : undefined;
}
