import { useId } from 'react';
import './sessionWarning.css';
import { useFocusOnShow } from './useFocusOnShow';
import { useRefreshAction } from './useRefreshAction';
import { useSessionWarning } from './useSessionWarning';

export interface SessionWarningProps {
  expiresAtMs: number;
  onExpired: () => void;
  onRefresh: () => Promise<void>;
}

export function SessionWarning({ expiresAtMs, onExpired, onRefresh }: SessionWarningProps) {
  const warning = useSessionWarning({ expiresAtMs, onExpired });
  const refresh = useRefreshAction(onRefresh);
  const textId = useId();
  const dialog = useFocusOnShow<HTMLDivElement>(warning.shown);

  if (!warning.shown) return null;
  return (
    <div ref={dialog} role="alertdialog" aria-labelledby={textId} tabIndex={-1} className="session-warning">
      <p id={textId} className="session-warning__text">
        {warning.text}
      </p>
      <div className="session-warning__actions">
        <button
          type="button"
          className="session-warning__refresh"
          disabled={refresh.pending}
          onClick={refresh.run}
        >
          {refresh.pending ? 'Refreshing...' : 'Refresh Session'}
        </button>
        <button type="button" className="session-warning__dismiss" onClick={warning.dismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
