import { useCallback, useSyncExternalStore } from 'react';
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
  // `state` is a dependency only: each change of the page gives a new reader.
  return useCallback((path: string) => page.get(path), [page, state]);
}

/** Whether a condition holds now; true without one. Re-renders only when that answer changes. */
export function useCondition(page: PageStateApi, condition: Condition | undefined): boolean {
  const holds = useCallback(() => condition === undefined || evaluateCondition(condition, page.get), [page, condition]);
  return useSyncExternalStore(page.subscribe, holds, holds);
}
