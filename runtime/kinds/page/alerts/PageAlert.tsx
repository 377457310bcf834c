import { useAutoDismiss } from '../../../ui/toasts/useAutoDismiss';

/** An outcome shown in the page: a success or danger alert, dismissed after its duration. */
export interface PageOutcome {
  variant: 'success' | 'danger';
  text: string;
  /** Seconds it stays. */
  seconds: number;
  /** When it was shown (ms): a new outcome with the same text restarts the timer. */
  at: number;
}

/** A success is a polite status, a failure an alert; either goes after its seconds or when dismissed. */
export function PageAlert({ outcome, onDismiss }: { outcome: PageOutcome; onDismiss: (at: number) => void }) {
  // Dismisses the outcome its timer was started for, never one shown since (the same text again, or the next check's).
  useAutoDismiss(outcome.seconds * 1000, (startedFor) => onDismiss(startedFor ?? outcome.at), outcome.at);
  return (
    <div className={`page-alert page-alert--${outcome.variant}`} role={outcome.variant === 'success' ? 'status' : 'alert'}>
      <span>{outcome.text}</span>
      <button type="button" className="button page-alert__dismiss" onClick={() => onDismiss(outcome.at)}>
        Dismiss
      </button>
    </div>
  );
}

const isOutcome = (value: unknown): value is PageOutcome =>
  typeof value === 'object' && value !== null && 'variant' in value && 'text' in value && 'seconds' in value && 'at' in value;

/** The outcome published at a state path, if any. */
export function outcomeAt(value: unknown): PageOutcome | undefined {
  return isOutcome(value) ? value : undefined;
}

/** The published outcome with the one shown at `at` dismissed: another outcome (shown since) stays. */
export function withoutOutcome(at: number): (current: unknown) => unknown {
  return (current) => (outcomeAt(current)?.at === at ? undefined : current);
}
