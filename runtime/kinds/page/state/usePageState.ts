import { useCallback, useSyncExternalStore } from 'react';
import type { Condition } from '../../../generated/screen';
import { evaluateCondition, type StateReader } from '../../../conditions/evaluateCondition';
import { readState, type PageStateApi, type PageState } from './pageStore';

/** The page state, re-rendering on every change. */
export function usePageSnapshot(page: PageStateApi): PageState {
  return useSyncExternalStore(page.subscribe, page.snapshot, page.snapshot);
}

/** A reader of the current page state (for conditions and templates). */
export function usePageReader(page: PageStateApi): StateReader {
  const state = usePageSnapshot(page);
  return useCallback((path: string) => readState(state, path), [state]);
}

/** Whether a condition holds now; true without one. */
export function useCondition(page: PageStateApi, condition: Condition | undefined): boolean {
  const read = usePageReader(page);
  return condition === undefined || evaluateCondition(condition, read);
}
