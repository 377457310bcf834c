import { useState } from 'react';
import type { PageStateApi } from '../../state/pageStore';
import { cardToneOf, type StatusItemView, type StatusTone } from './statusItems';
import { useStatusBlock, type StatusBlockSlice } from './useStatusBlock';

/** A symbol per tone, so a tone never rests on colour alone (the value's text says it too). */
const SYMBOLS: Record<StatusTone, string> = { success: '●', danger: '■', warning: '▲', neutral: '○' };

/** No source value closed yet. */
const NOTHING_CLOSED = Symbol('nothing closed');

function ItemValue({ item }: { item: StatusItemView }) {
  if (item.href !== undefined)
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer">
        {item.text}
      </a>
    );
  return <>{item.text === '' ? '—' : item.text}</>;
}

/**
 * Labelled values, each with its tone's symbol and colour beside its text; with `cardTone`, the
 * card framed in one item's tone; with `closeLabel`, a button closing it until the source holds
 * another value.
 */
export function StatusBlockView({ slice, page }: { slice: StatusBlockSlice; page: PageStateApi }) {
  const status = useStatusBlock(slice, page);
  const [closed, setClosed] = useState<unknown>(NOTHING_CLOSED);
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
  const { closeLabel, cardTone } = slice.block;
  if (closeLabel !== undefined && closed === status.source) return null;
  const list = (
    <dl className="page-status">
      {status.items.map((item) => (
        <div key={item.label} className={`page-status__item page-status__item--${item.tone}`}>
          <dt>{item.label}</dt>
          <dd>
            <span className="page-status__symbol" aria-hidden="true">
              {SYMBOLS[item.tone]}
            </span>{' '}
            <ItemValue item={item} />
          </dd>
        </div>
      ))}
    </dl>
  );
  if (closeLabel === undefined && cardTone === undefined) return list;
  return (
    <div className={`page-status-card page-status-card--${cardToneOf(status.items, cardTone)}`}>
      {list}
      {closeLabel !== undefined && (
        <button type="button" className="button page-status-card__close" onClick={() => setClosed(status.source)}>
          {closeLabel}
        </button>
      )}
    </div>
  );
}
