import { useCountBadge, type CountBadgeProperties } from './useCountBadge';
import './countBadge.css';

/** The count in a polite live region (a failure as an alert), and the button that counts again. */
export default function CountBadge(properties: CountBadgeProperties) {
  const { view, refresh, refreshLabel } = useCountBadge(properties);
  return (
    <div className="count-badge">
      {view.status === 'failed' ? (
        <p className="count-badge__text" role="alert">
          {view.text}
        </p>
      ) : (
        <p className="count-badge__text" role="status">
          {view.text}
        </p>
      )}
      <button type="button" className="button" onClick={refresh} disabled={view.status === 'loading'}>
        {refreshLabel}
      </button>
    </div>
  );
}
