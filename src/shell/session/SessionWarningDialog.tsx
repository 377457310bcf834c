import { useId } from 'react';
import './sessionWarning.css';
import { useFocusOnShow } from './useFocusOnShow';
import { useRefreshAction } from './useRefreshAction';

export interface SessionWarningDialogProps {
  text: string;
  onDismiss: () => void;
  onRefresh: () => Promise<void>;
}

/** The warning itself, shown while the session is about to end (its code loads the first time it shows). */
export default function SessionWarningDialog({ text, onDismiss, onRefresh }: SessionWarningDialogProps) {
  const refresh = useRefreshAction(onRefresh);
  const textId = useId();
  const dialog = useFocusOnShow<HTMLDivElement>(true);
  return (
    <div ref={dialog} role="alertdialog" aria-labelledby={textId} tabIndex={-1} className="session-warning">
      <p id={textId} className="session-warning__text">
        {text}
      </p>
      <div className="session-warning__actions">
        <button type="button" className="session-warning__refresh" disabled={refresh.pending} onClick={refresh.run}>
          {refresh.pending ? 'Refreshing...' : 'Refresh Session'}
        </button>
        <button type="button" className="session-warning__dismiss" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
