import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Condition } from '../../../generated/screen';
import { evaluateCondition, type StateReader } from '../../../conditions/evaluateCondition';
import type { PageStateApi, PageState } from './pageStore';

/** The page state, re-rendering on every change. */
export function usePageSnapshot(page: PageStateApi): PageState {
  return useSyncExternalStore(page.subscribe, page.snapshot, page.snapshot);
}

/**
 * A reader of the current page state (for conditions and templates), new at every change so
 * what depends on it is worked out again. It reads the store itself, not the snapshot of its
 * render: a press handled before the page renders again (a grid's selection published a moment
 * earlier) checks its guards and builds its body from what the page holds now.
 */
export function usePageReader(page: PageStateApi): StateReader {
  const state = usePageSnapshot(page);
  return useMemo(() => readerAt(page, state), [page, state]);
}

/** A reader of what the store holds when it is called, made for one snapshot: each change of the page makes a new one. */
function readerAt(page: PageStateApi, _snapshot: PageState): StateReader {
  return (path) => page.get(path);
}

/** Whether a condition holds now; true without one. Re-renders only when that answer changes. */
export function useCondition(page: PageStateApi, condition: Condition | undefined): boolean {
  const holds = useCallback(() => condition === undefined || evaluateCondition(condition, (path) => page.get(path)), [page, condition]);
  return useSyncExternalStore(page.subscribe, holds, holds);
}
