import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import type { CustomComponentProps } from '../../../runtime/custom/customContract';
import type { CheckoutCart } from '../../../runtime/generated/entities';
import { useReportUnsaved } from '../../../runtime/screens/unsavedWork';
import { renderTemplate } from '../../../runtime/templates/template';
import { textOf } from '../../../shared/textOf';
import { cartCard } from '../../domain/checkout/cartCard';
import { cartLines } from '../../domain/checkout/cartLines';
import { cartOfForm } from '../../domain/checkout/cartOfForm';
import { deliveryVariants } from '../../domain/checkout/deliveryVariants';
import { sameAddressValues } from '../../domain/checkout/sameAddress';
import { savedCarts } from '../../domain/checkout/savedCarts';
import { cartListReducer, editedCart, EMPTY_CART_LIST, type CartListState } from './cartList';
import { keptCarts, keepCarts } from './keptCarts';
import type { CheckoutCartsMessage, CheckoutCartsProps, CheckoutCartsPublished } from './contract';

export type CheckoutCartsProperties = CustomComponentProps<never, CheckoutCartsMessage, CheckoutCartsProps, CheckoutCartsPublished>;

/** One card as shown. */
export interface CartCardView {
  key: string;
  title: string;
  header: string;
  lines: string[];
  beingEdited: boolean;
  edit: () => void;
  remove: () => void;
}

export interface CheckoutCartsView {
  cards: CartCardView[];
  /** Edit and Remove are disabled while a cart is being edited (001 §4). */
  locked: boolean;
  /** 'Delivering to the same address?' shows once a cart exists and none is being edited. */
  asksSameAddress: boolean;
  sameAddress: boolean;
  chooseSameAddress: (yes: boolean) => void;
  /** What the last action could not do, or the carts kept from before a reload. */
  notice: string | undefined;
  texts: { empty: string; edit: string; remove: string; beingEdited: string; sameAddress: string; yes: string; no: string };
}

/**
 * Calls `onNew` with the first of `values` that is a different object than the one seen last at its
 * place (a form's new answer; the values first read count as seen, so a page opened again does
 * not replay an old answer).
 */
function useNewValues(values: readonly unknown[], onNew: (value: unknown) => void): void {
  const seen = useRef(values);
  useEffect(() => {
    const changed = values.findIndex((value, index) => value !== seen.current[index]);
    if (changed < 0) return;
    seen.current = values;
    const value = values[changed];
    if (value !== undefined && value !== null) onNew(value);
  });
}

/**
 * The cart cards' logic: the list (cartList.ts) kept for the browser session, a cart made of the
 * form's answer and its chosen rows at each Add Cart or Save Cart, the queried saved checkout's
 * carts, the list emptied once checked out, and everything other blocks read published: the
 * carts, the cart being edited, the address Yes copies, and the storefront lines with their
 * attributes (the definition's templates over each cart). Nothing here names a field's label.
 */
export function useCheckoutCarts({ messages, props, state }: CheckoutCartsProperties): CheckoutCartsView {
  const { publish } = state;
  const read = (path: string) => state.read(path);
  const kept = useMemo(() => keptCarts(), []);
  const [list, dispatch] = useReducer(cartListReducer, kept.length > 0 ? { ...EMPTY_CART_LIST, carts: kept } : EMPTY_CART_LIST);
  const [keptNotice, setKeptNotice] = useState(kept.length > 0);
  // Carts built and not checked out: leaving the screen (or reloading it) asks first.
  useReportUnsaved(`checkoutCarts:${useId()}`, list.carts.length > 0);
  useEffect(() => keepCarts(list.carts), [list.carts]);

  const backupRate = useRef<unknown>(undefined);
  useNewValues([read(props.added)], (values) => {
    setKeptNotice(false);
    const chosen = { rate: read(props.rateAt), bouquetVariant: read(props.bouquetVariantAt), vase: read(props.vaseAt), card: read(props.cardAt), backupRate: backupRate.current };
    const formValues = typeof values === 'object' && values !== null ? (values as Readonly<Record<string, unknown>>) : {};
    dispatch({ type: 'submitted', cart: cartOfForm({ ...formValues, sameAddress: list.sameAddress }, chosen), max: props.max });
  });
  useNewValues([props.loadedWith === undefined ? undefined : read(props.loadedWith)], (answer) => {
    setKeptNotice(false);
    const carts = typeof answer === 'object' && answer !== null ? savedCarts((answer as { carts?: unknown }).carts) : undefined;
    dispatch({ type: 'loaded', carts: carts ?? [] });
  });
  useNewValues(props.sentWith.map((path) => read(path)), () => {
    setKeptNotice(false);
    dispatch({ type: 'sent' });
  });

  const deliveryProducts = read(props.deliveryProductsAt);
  const published = usePublishedCarts(list, props, deliveryProducts);
  useEffect(() => {
    for (const [name, value] of Object.entries(published) as [CheckoutCartsPublished, unknown][]) publish(name, value);
  }, [published, publish]);

  const formValues = (): Record<string, unknown> => {
    const values = read(props.formAt);
    return typeof values === 'object' && values !== null ? { ...(values as Record<string, unknown>) } : {};
  };
  const chooseSameAddress = (yes: boolean) => {
    const first = list.carts[0];
    if (list.editing !== undefined || !first || yes === list.sameAddress) return;
    if (yes) {
      // The cart's own rate before Yes: kept with it, restored if the first cart goes, and by No (001 §4).
      backupRate.current = read(props.rateAt);
      publish('fill', { ...formValues(), ...sameAddressValues(first), deliveryRate: first.deliveryRateItem?.value ?? first.deliveryRate ?? '' });
    } else {
      const own = backupRate.current;
      backupRate.current = undefined;
      const window = typeof own === 'object' && own !== null ? (own as { display_text?: unknown }).display_text : undefined;
      publish('fill', { ...formValues(), deliveryRate: typeof window === 'string' ? window : '' });
    }
    dispatch({ type: 'sameAddress', yes });
  };
  const edit = (index: number) => {
    const cart = list.carts[index];
    if (list.editing !== undefined || !cart) return;
    backupRate.current = undefined;
    publish('fill', { ...cart });
    dispatch({ type: 'edit', index });
  };

  const notice = list.refused === 'missing' ? messages.missing() : list.refused === 'full' ? messages.full() : keptNotice ? messages.kept({ count: list.carts.length }) : undefined;
  const cards = list.carts.map((cart, index): CartCardView => {
    const text = cartCard(cart);
    return {
      key: `${index}:${text.header}`,
      title: messages.cardTitle({ number: index + 1 }),
      header: text.header,
      lines: text.lines,
      beingEdited: list.editing === index,
      edit: () => edit(index),
      remove: () => dispatch({ type: 'remove', index }),
    };
  });
  return {
    cards,
    locked: list.editing !== undefined,
    asksSameAddress: list.carts.length > 0 && list.editing === undefined,
    sameAddress: list.sameAddress,
    chooseSameAddress,
    notice,
    texts: { empty: messages.empty(), edit: messages.edit(), remove: messages.remove(), beingEdited: messages.beingEdited(), sameAddress: messages.sameAddress(), yes: messages.yes(), no: messages.no() },
  };
}

/** What the list publishes, made anew only when the list, the props or the delivery products change. */
function usePublishedCarts(list: CartListState, props: CheckoutCartsProps, deliveryProducts: unknown): Partial<Record<CheckoutCartsPublished, unknown>> {
  return useMemo(() => {
    const fill = (cart: CheckoutCart, line: { sku: string }) => {
      const context = { ...cart, sku: line.sku };
      return (template: string) => textOf(renderTemplate(template, context) ?? '');
    };
    const built = cartLines(list.carts, props.lineAttributes, fill, deliveryVariants(deliveryProducts));
    const codes = [...new Set(list.carts.map((cart) => (cart.discountCode ?? '').trim()).filter((code) => code !== ''))];
    return {
      carts: list.carts,
      count: list.carts.length,
      full: list.carts.length >= props.max,
      editing: editedCart(list),
      sameAddress: list.sameAddress,
      lines: built.lines,
      linesProblem: built.problems.length > 0 ? built.problems.join(' ') : undefined,
      discountCodes: codes,
    };
  }, [list, props.lineAttributes, props.max, deliveryProducts]);
}
