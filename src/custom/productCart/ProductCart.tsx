import { useId, useRef } from 'react';
import { useProductCart, type LineView, type ListView } from './useProductCart';
import '../customFields.css';
import './productCart.css';

/** One line: − button, quantity box, product and variant titles, Remove; a refused quantity says why. */
function CartLineRow({ line, onRemoved }: { line: LineView; onRemoved: () => void }) {
  const refusalId = useId();
  return (
    <li className="product-cart__line">
      <button type="button" className="button product-cart__less" aria-label={line.decreaseLabel} title={line.decreaseLabel} disabled={line.quantity <= 0} onClick={line.decrease}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        className="product-cart__quantity"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        aria-label={line.quantityLabel}
        aria-invalid={line.refusal !== undefined}
        aria-describedby={line.refusal !== undefined ? refusalId : undefined}
        value={line.quantityText}
        onChange={(event) => line.typeQuantity(event.target.value)}
        onBlur={line.leaveQuantity}
      />
      <span className="product-cart__product">{line.productTitle}</span>
      <span className="product-cart__variant">{line.variantTitle}</span>
      <button
        type="button"
        className="button"
        onClick={() => {
          line.remove();
          // The focused button is gone: the keyboard goes on from the list's search box.
          onRemoved();
        }}
      >
        {line.removeLabel}
      </button>
      {line.refusal !== undefined ? (
        <span id={refusalId} className="product-cart__refusal" role="alert">
          {line.refusal}
        </span>
      ) : null}
    </li>
  );
}

/** A list: a labelled region with its title search, what was found, and its lines. */
function CartList({ list, findLabel, addLabel }: { list: ListView; findLabel: string; addLabel: string }) {
  const headingId = useId();
  const searchId = useId();
  const variantId = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const { search } = list;
  return (
    <section className="product-cart__list" aria-labelledby={headingId}>
      <h3 id={headingId} className="product-cart__title">
        {list.title}
      </h3>
      <form
        className="product-cart__search"
        role="search"
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          list.find();
        }}
      >
        <label htmlFor={searchId}>{list.searchLabel}</label>
        <input ref={searchBox} id={searchId} type="search" value={list.titleTyped} onChange={(event) => list.typeTitle(event.target.value)} />
        <button type="submit" className="button" disabled={search.status === 'searching'}>
          {findLabel}
        </button>
      </form>
      {search.status === 'failed' ? (
        <p className="product-cart__status" role="alert">
          {search.text}
        </p>
      ) : (
        <p className="product-cart__status" role="status">
          {search.status === 'idle' ? '' : search.text}
        </p>
      )}
      {search.status === 'found' ? (
        <div className="product-cart__found">
          <label htmlFor={variantId}>{list.variantLabel}</label>
          <select id={variantId} value={search.variant} onChange={(event) => list.chooseVariant(Number(event.target.value))}>
            {search.product.variants.map((variant, index) => (
              <option key={`${index}-${variant.title}`} value={index}>
                {variant.title}
              </option>
            ))}
          </select>
          <button type="button" className="button" onClick={list.add}>
            {addLabel}
          </button>
        </div>
      ) : null}
      {list.lines.length === 0 ? (
        <p className="product-cart__empty">{list.emptyText}</p>
      ) : (
        <ul className="product-cart__lines">
          {list.lines.map((line) => (
            <CartLineRow key={line.key} line={line} onRemoved={() => searchBox.current?.focus()} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The cart of a hand-built order: one labelled region per list of the definition. */
export default function ProductCart(properties: Parameters<typeof useProductCart>[0]) {
  const { lists, findLabel, addLabel } = useProductCart(properties);
  return (
    <div className="product-cart custom-fields">
      {lists.map((list) => (
        <CartList key={list.key} list={list} findLabel={findLabel} addLabel={addLabel} />
      ))}
    </div>
  );
}
