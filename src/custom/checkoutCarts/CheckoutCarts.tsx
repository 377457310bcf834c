import { useId } from 'react';
import { useCheckoutCarts, type CartCardView, type CheckoutCartsProperties } from './useCheckoutCarts';
import '../customFields.css';
import './checkoutCarts.css';

/** One cart: its heading, the recipient, what and when it delivers, and Edit / Remove. */
function CartCard({ card, locked, edit, remove, beingEdited }: { card: CartCardView; locked: boolean; edit: string; remove: string; beingEdited: string }) {
  const headingId = useId();
  return (
    <li className={`checkout-carts__card${card.beingEdited ? ' checkout-carts__card--edited' : ''}`} aria-labelledby={headingId}>
      <h3 id={headingId} className="checkout-carts__title">
        {card.title}
        {card.beingEdited ? <span className="checkout-carts__badge">{beingEdited}</span> : null}
      </h3>
      <p className="checkout-carts__header">{card.header}</p>
      <ul className="checkout-carts__lines">
        {card.lines.map((line, index) => (
          <li key={`${index}:${line}`}>{line}</li>
        ))}
      </ul>
      <div className="checkout-carts__actions">
        <button type="button" className="button" disabled={locked} onClick={card.remove}>
          {remove}
        </button>
        <button type="button" className="button" disabled={locked} onClick={card.edit}>
          {edit}
        </button>
      </div>
    </li>
  );
}

/** The checkout's cart cards (001 §2), with 'Delivering to the same address?' once a cart exists. */
export default function CheckoutCarts(properties: CheckoutCartsProperties) {
  const view = useCheckoutCarts(properties);
  const questionId = useId();
  const { texts } = view;
  return (
    <div className="checkout-carts custom-fields">
      {view.notice !== undefined ? (
        <p className="checkout-carts__notice" role="status">
          {view.notice}
        </p>
      ) : null}
      {view.cards.length === 0 ? (
        <p className="checkout-carts__empty">{texts.empty}</p>
      ) : (
        <ol className="checkout-carts__cards">
          {view.cards.map((card) => (
            <CartCard key={card.key} card={card} locked={view.locked} edit={texts.edit} remove={texts.remove} beingEdited={texts.beingEdited} />
          ))}
        </ol>
      )}
      {view.asksSameAddress ? (
        <fieldset className="checkout-carts__same" aria-labelledby={questionId}>
          <legend id={questionId}>{texts.sameAddress}</legend>
          <label>
            <input type="radio" name={questionId} checked={view.sameAddress} onChange={() => view.chooseSameAddress(true)} />
            {texts.yes}
          </label>
          <label>
            <input type="radio" name={questionId} checked={!view.sameAddress} onChange={() => view.chooseSameAddress(false)} />
            {texts.no}
          </label>
        </fieldset>
      ) : null}
    </div>
  );
}
