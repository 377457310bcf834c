import './overlay.css';

export function LoadingOverlay() {
  return (
    <div className="ui-overlay" role="status" aria-live="polite" aria-busy="true">
      <div className="ui-overlay__panel">
        <span className="ui-overlay__spinner" aria-hidden="true" />
        <span>Please wait...</span>
      </div>
    </div>
  );
}
