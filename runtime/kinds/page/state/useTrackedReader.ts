import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { PageStateApi } from './pageStore';

/**
 * A reader of the page state for a part that reads any path it likes (a custom block's
 * `state.read`): it re-renders only when a path it has read changes value, not at every change of
 * the page (a keystroke in another block's field). The reader is new after each such change, so
 * what depends on it is worked out again.
 */
export function useTrackedReader(page: PageStateApi): (path: string) => unknown {
  // Each path read, with the value it had when last read.
  const readPaths = useRef(new Map<string, unknown>());
  const version = useRef(0);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const check = () => {
        let changed = false;
        for (const [path, seen] of readPaths.current) {
          const now = page.get(path);
          if (!Object.is(now, seen)) {
            readPaths.current.set(path, now);
            changed = true;
          }
        }
        if (!changed) return;
        version.current += 1;
        onChange();
      };
      const unsubscribe = page.subscribe(check);
      // A change between the render and this subscription is not missed.
      check();
      return unsubscribe;
    },
    [page],
  );
  const current = useSyncExternalStore(
    subscribe,
    () => version.current,
    () => version.current,
  );
  return useMemo(() => trackingReader(page, readPaths.current, current), [page, current]);
}

/** A reader noting each path it reads with its value, made for one version: a change of a path read makes a new one. */
function trackingReader(page: PageStateApi, readPaths: Map<string, unknown>, _version: number): (path: string) => unknown {
  return (path) => {
    const value = page.get(path);
    readPaths.set(path, value);
    return value;
  };
}
