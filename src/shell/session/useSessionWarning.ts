import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  SESSION_CHECK_INTERVAL_MS,
  nextCountdownDelayMs,
  sessionPhase,
  warningText,
} from '../../domain/session';
import type { SessionPhase } from '../../domain/session';

export interface UseSessionWarningOptions {
  expiresAtMs: number;
  onExpired: () => void;
  now?: () => number;
}

export type SessionWarningState = { dismiss: () => void } & (
  | { shown: false }
  | { shown: true; remainingMs: number; text: string }
);

// Tagging state with the expiry it belongs to resets it when the token is
// renewed, without a reset effect.
interface Evaluated {
  expiresAtMs: number;
  phase: SessionPhase;
}

export function useSessionWarning({
  expiresAtMs,
  onExpired,
  now = Date.now,
}: UseSessionWarningOptions): SessionWarningState {
  const [evaluated, setEvaluated] = useState<Evaluated | null>(null);
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  // Survives effect re-runs (e.g. StrictMode) so onExpired fires once per expiry.
  const expiredFor = useRef<number | null>(null);
  const readClock = useEffectEvent(now);
  const notifyExpired = useEffectEvent(onExpired);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const evaluate = (): void => {
      const phase = sessionPhase(expiresAtMs, readClock());
      setEvaluated({ expiresAtMs, phase });
      if (phase.phase === 'expired') {
        if (expiredFor.current !== expiresAtMs) {
          expiredFor.current = expiresAtMs;
          notifyExpired();
        }
        return;
      }
      // Healthy sessions are polled each minute; a warning ticks every second.
      const delay =
        phase.phase === 'warning'
          ? nextCountdownDelayMs(phase.remainingMs)
          : SESSION_CHECK_INTERVAL_MS;
      timer = setTimeout(evaluate, delay);
    };
    evaluate();
    return () => clearTimeout(timer);
  }, [expiresAtMs]);

  const dismiss = useCallback(() => setDismissedFor(expiresAtMs), [expiresAtMs]);

  const phase = evaluated?.expiresAtMs === expiresAtMs ? evaluated.phase : null;
  if (phase?.phase !== 'warning' || dismissedFor === expiresAtMs) {
    return { shown: false, dismiss };
  }
  return {
    shown: true,
    remainingMs: phase.remainingMs,
    text: warningText(phase.remainingMs),
    dismiss,
  };
}
