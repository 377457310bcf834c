import { useEffect, useRef } from 'react';
import type { Lookup } from '../../../generated/screen';
import { useLookup } from '../../../lookups/useLookup';
import { useToasts } from '../../../ui/toasts';

/** Seconds the toast of a lookup that could not be loaded stays (001 §8: 5 seconds). */
export const LOOKUP_FAILED_SECONDS = 5;

/**
 * Loads one of a page's lookups as the page opens (the forms using it later read the same cached
 * answer), and toasts its `loadFailed` (else the service's error text) once if that fails.
 */
export function usePageLookup(lookup: Lookup): void {
  const state = useLookup(lookup);
  const toasts = useToasts();
  const told = useRef(false);
  const error = state.status === 'failed' ? state.error : undefined;
  useEffect(() => {
    if (error === undefined || told.current) return;
    told.current = true;
    toasts.show({ text: error, variant: 'danger', durationMs: LOOKUP_FAILED_SECONDS * 1000 });
  }, [error, toasts]);
}
