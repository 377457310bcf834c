import { Suspense, useId } from 'react';
import { pageFormLookups } from '../../forms/asForm';
import { LazyPageFormModal } from '../../forms/LazyPageFormModal';
import type { PageStateApi } from '../../state/pageStore';
import type { Card } from './cardsOf';
import { useCardsBlock, type CardsBlockSlice } from './useCardsBlock';

/** The create button, then the cards (or the loading, failure or empty text), and the open form. */
export function CardsBlockView({ slice, page }: { slice: CardsBlockSlice; page: PageStateApi }) {
  const cards = useCardsBlock(slice, page);
  const { open } = cards;
  return (
    <div className="page-cards">
      {cards.create && (
        <div className="page-cards__toolbar">
          <button type="button" className="button primary" onClick={cards.create.open}>
            {cards.create.label}
          </button>
        </div>
      )}
      {cards.status === 'loading' && <p className="page-loading">Loading…</p>}
      {cards.status === 'error' && (
        <div className="grid-load-failed" role="alert">
          <span>{cards.text}</span>
          <button type="button" className="button" onClick={cards.retry}>
            Retry
          </button>
        </div>
      )}
      {cards.status === 'ready' &&
        (cards.cards.length === 0 ? (
          <p className="page-cards__empty">{cards.empty}</p>
        ) : (
          <ul className="page-cards__list">
            {cards.cards.map((card) => (
              <CardItem key={card.key} card={card} editLabel={cards.editLabel} onEdit={() => cards.edit(card)} />
            ))}
          </ul>
        ))}
      {open && (
        <Suspense fallback={null}>
          <LazyPageFormModal
            key={`${open.key}|${pageFormLookups(open.slice.form).join(',')}`}
            slice={open.slice}
            page={page}
            {...(open.row ? { row: open.row } : {})}
            onClose={cards.close}
            onSaved={cards.saved}
          />
        </Suspense>
      )}
    </div>
  );
}

/** One card: its title as a heading, its link (new tab), and the edit button described by the title. */
function CardItem({ card, editLabel, onEdit }: { card: Card; editLabel: string | undefined; onEdit: () => void }) {
  const titleId = useId();
  return (
    <li className="page-card">
      <h3 id={titleId} className="page-card__title">
        {card.title}
      </h3>
      <p className="page-card__link">
        {card.href ? (
          <a href={card.href} target="_blank" rel="noopener noreferrer">
            {card.linkText}
          </a>
        ) : (
          card.linkText
        )}
      </p>
      {editLabel && (
        <button type="button" className="button page-card__edit" aria-describedby={titleId} onClick={onEdit}>
          <span aria-hidden="true" className="page-card__pencil">
            ✎
          </span>{' '}
          {editLabel}
        </button>
      )}
    </li>
  );
}
