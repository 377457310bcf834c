import { useEffect, useEffectEvent } from 'react';

// setTimeout fires at once for delays above 2^31-1 ms, so treat those as "never".
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Calls onExpire after durationMs, with the `restart` value the timer was started for (a timer
 * left over from before a restart may still fire before its cleanup runs: the caller can tell);
 * the timer is cleared on unmount and starts over when `restart` changes.
 */
export function useAutoDismiss<R>(durationMs: number, onExpire: (startedFor: R | undefined) => void, restart?: R): void {
  const expire = useEffectEvent(onExpire);
  useEffect(() => {
    if (!Number.isFinite(durationMs) || durationMs > MAX_TIMEOUT_MS) return undefined;
    const timer = setTimeout(() => expire(restart), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, restart]);
}
