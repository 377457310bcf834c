import type { PageStateApi } from '../../state/pageStore';
import type { StatusTone } from './statusItems';
import { useStatusBlock, type StatusBlockSlice } from './useStatusBlock';

/** A symbol per tone, so a tone never rests on colour alone (the value's text says it too). */
const SYMBOLS: Record<StatusTone, string> = { success: '●', danger: '■', warning: '▲', neutral: '○' };

/** Labelled values, each with its tone's symbol and colour beside its text. */
export function StatusBlockView({ slice, page }: { slice: StatusBlockSlice; page: PageStateApi }) {
  const status = useStatusBlock(slice, page);
  if (status.status === 'loading') return <p className="page-loading">Loading…</p>;
  if (status.status === 'error')
    return (
      <div className="page-status__error">
        <p role="alert">{status.text}</p>
        <button type="button" className="button" onClick={status.retry}>
          Retry
        </button>
      </div>
    );
  return (
    <dl className="page-status">
      {status.items.map((item) => (
        <div key={item.label} className={`page-status__item page-status__item--${item.tone}`}>
          <dt>{item.label}</dt>
          <dd>
            <span className="page-status__symbol" aria-hidden="true">
              {SYMBOLS[item.tone]}
            </span>{' '}
            {item.text === '' ? '—' : item.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
