import { useRef } from 'react';
import type { OverlayProgress } from './overlayContext';
import { useTopLayer } from '../topLayer/useTopLayer';
import './overlay.css';

/** 'Please wait...' over everything, modal dialogs included (top layer), with how far a long save has come. */
export function LoadingOverlay({ progress }: { progress: OverlayProgress | null }) {
  const overlay = useRef<HTMLDivElement>(null);
  useTopLayer(overlay, []);
  return (
    <div ref={overlay} className="ui-overlay" role="status" aria-live="polite" aria-busy="true">
      <div className="ui-overlay__panel">
        <span className="ui-overlay__spinner" aria-hidden="true" />
        <span>Please wait...</span>
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
