import './statusGroups.css';
import { useState } from 'react';
import type { PageStateApi } from '../../state/pageStore';
import { cardToneOf, NO_GROUPS, type StatusGroupView, type StatusItemView, type StatusTone } from './statusItems';
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

/** Labelled values, each with its tone's symbol and colour beside its text. */
function StatusList({ items }: { items: readonly StatusItemView[] }) {
  return (
    <dl className="page-status">
      {items.map((item, index) => (
        <div key={`${index}-${item.label}`} className={`page-status__item page-status__item--${item.tone}`}>
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
}

/** A grouped status: a region per group (a cluster), named by its heading, listing its entries' values. */
function StatusGroups({ groups, empty }: { groups: readonly StatusGroupView[]; empty: string }) {
  if (groups.length === 0) return <p className="page-status-groups__empty">{empty}</p>;
  return (
    <div className="page-status-groups">
      {groups.map((group, index) => (
        <section key={`${index}-${group.title}`} className="page-status-group" aria-label={group.title}>
          <h3 className="page-status-group__title">{group.title}</h3>
          {group.items.length === 0 ? <p className="page-status-groups__empty">{empty}</p> : <StatusList items={group.items} />}
        </section>
      ))}
    </div>
  );
}

/**
 * Labelled values, each with its tone's symbol and colour beside its text; with `groups`, those of
 * each group under its heading; with `cardTone`, the
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
  const list = status.groups ? <StatusGroups groups={status.groups} empty={slice.block.groups?.empty ?? NO_GROUPS} /> : <StatusList items={status.items} />;
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
