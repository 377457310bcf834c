/** In the page, where the rows should be: the list could not be loaded, and a way to try again. */
export function GridLoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="grid-load-failed" role="alert">
      <span>{text}</span>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
