// Pure session-expiry rules. Every function takes the clock as an argument so
// callers (and tests) control time explicitly.

/** How often the token's expiry is checked while the session is healthy. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;
/** A warning is shown when at most this much time is left. */
export const SESSION_WARNING_WINDOW_MS = 300_000;
/** The warning's countdown advances once per second. */
export const COUNTDOWN_TICK_MS = 1_000;

export type SessionPhase =
  | { phase: 'ok' }
  | { phase: 'warning'; remainingMs: number }
  | { phase: 'expired' };

export function sessionPhase(expiresAtMs: number, nowMs: number): SessionPhase {
  const remainingMs = expiresAtMs - nowMs;
  // Written as !(x > 0) so a NaN expiry counts as expired: fail closed.
  if (!(remainingMs > 0)) return { phase: 'expired' };
  if (remainingMs <= SESSION_WARNING_WINDOW_MS) return { phase: 'warning', remainingMs };
  return { phase: 'ok' };
}

/** 'm:ss'; partial seconds round up so the display reads 0:00 only at expiry. */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

export function warningText(remainingMs: number): string {
  return `Your session will expire in ${formatCountdown(remainingMs)}`;
}

/**
 * Delay until the countdown display next changes. Aligning ticks to whole
 * seconds of remaining time makes the final tick land exactly on expiry.
 */
export function nextCountdownDelayMs(remainingMs: number): number {
  if (!(remainingMs > 0)) return 0;
  return remainingMs % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS;
}
