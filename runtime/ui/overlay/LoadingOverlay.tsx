import { useRef } from 'react';
import type { OverlayProgress } from './overlayContext';
import { useTopLayer } from '../topLayer/useTopLayer';
import './overlay.css';

/** The text the overlay says unless the work gives its own (a submit's `waitText`). */
export const WAIT_TEXT = 'Please wait...';

/** 'Please wait...' (or the work's own text) over everything, modal dialogs included (top layer), with how far a long save has come. */
export function LoadingOverlay({ progress, text }: { progress: OverlayProgress | null; text?: string | undefined }) {
  const overlay = useRef<HTMLDivElement>(null);
  useTopLayer(overlay);
  return (
    <div ref={overlay} className="ui-overlay" role="status" aria-live="polite" aria-busy="true">
      <div className="ui-overlay__panel">
        <span className="ui-overlay__spinner" aria-hidden="true" />
        <span>{text ?? WAIT_TEXT}</span>
        {progress && (
          <span className="ui-overlay__progress">
            <progress max={progress.total} value={progress.done} aria-label={progress.what} aria-valuetext={`${progress.done} of ${progress.total} ${progress.what}`} />
            <span aria-hidden="true">
              {progress.done} of {progress.total}
            </span>
          </span>
        )}
      </div>
    </div>
  );
}
