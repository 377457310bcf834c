import { useCallback, useRef, useState } from 'react';

export interface RefreshAction {
  pending: boolean;
  run: () => void;
}

/**
 * Runs onRefresh once at a time and reports whether it is pending. Failures are
 * the caller's to handle (it signs the user out); here they only end the pending state.
 */
export function useRefreshAction(onRefresh: () => Promise<void>): RefreshAction {
  const [pending, setPending] = useState(false);
  // A ref, not state, so a double click in one frame cannot start two refreshes.
  const inFlight = useRef(false);

  const run = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    onRefresh()
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false;
        setPending(false);
      });
  }, [onRefresh]);

  return { pending, run };
}
