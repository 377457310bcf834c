import { useRef } from 'react';
import { useTopLayer } from '../topLayer/useTopLayer';
import './overlay.css';

/** 'Please wait...' over everything, modal dialogs included (top layer). */
export function LoadingOverlay() {
  const overlay = useRef<HTMLDivElement>(null);
  useTopLayer(overlay, []);
  return (
    <div ref={overlay} className="ui-overlay" role="status" aria-live="polite" aria-busy="true">
      <div className="ui-overlay__panel">
        <span className="ui-overlay__spinner" aria-hidden="true" />
        <span>Please wait...</span>
      </div>
    </div>
  );
}
