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
  /** Taken by its screen: never served again, but another preload of it meanwhile is no new call. */
  taken: boolean;
}

const preloaded = new Map<string, Preloaded>();
/** Calls screens made themselves and still under way: a preload arriving after its screen asked joins them. */
const screenCalls = new Map<string, Promise<unknown>>();

/**
 * Starts `start()` under `key` unless a fresh call for it is already under way (preloaded, or made
 * by the screen itself: the screen was quicker); returns its answer.
 */
export function preloadCall<T>(key: string, start: () => Promise<T>, now: number = Date.now()): Promise<T> {
  const asked = screenCalls.get(key);
  if (asked) return asked as Promise<T>;
  const pending = preloaded.get(key);
  if (pending && now - pending.startedAt < PRELOAD_FRESH_MS) return pending.answer as Promise<T>;
  const answer = start();
  // A failed preload is the screen's failure to show (it takes the promise); none goes unhandled meanwhile.
  answer.catch(() => undefined);
  preloaded.set(key, { startedAt: now, answer, taken: false });
  return answer;
}

/** The answer preloaded under `key`, once, if it was started recently enough. */
export function takePreloaded<T>(key: string, now: number = Date.now()): Promise<T> | undefined {
  const pending = preloaded.get(key);
  if (!pending || pending.taken) return undefined;
  if (now - pending.startedAt >= PRELOAD_FRESH_MS) {
    preloaded.delete(key);
    return undefined;
  }
  // Kept (marked) for a while: the page's start and the route's loader may both preload one screen.
  pending.taken = true;
  return pending.answer as Promise<T>;
}

/** A screen's call: the preloaded answer when there is one, else `start()`, which a later preload then joins. */
export function callOrTakePreloaded<T>(key: string, start: () => Promise<T>, now: number = Date.now()): Promise<T> {
  const taken = takePreloaded<T>(key, now);
  if (taken) return taken;
  const answer = start();
  screenCalls.set(key, answer);
  const settled = () => {
    if (screenCalls.get(key) === answer) screenCalls.delete(key);
  };
  answer.then(settled, settled);
  return answer;
}

/** Forgets every preloaded answer and call under way (sign-out: none is served to, or joined by, the next session). */
export function forgetPreloadedCalls(): void {
  preloaded.clear();
  screenCalls.clear();
}
