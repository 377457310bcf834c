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
export function PageAlert({ outcome, onDismiss }: { outcome: PageOutcome; onDismiss: () => void }) {
  useAutoDismiss(outcome.seconds * 1000, onDismiss, outcome.at);
  return (
    <div className={`page-alert page-alert--${outcome.variant}`} role={outcome.variant === 'success' ? 'status' : 'alert'}>
      <span>{outcome.text}</span>
      <button type="button" className="button page-alert__dismiss" onClick={onDismiss}>
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
