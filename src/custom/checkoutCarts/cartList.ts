import type { CheckoutCart } from '../../../runtime/generated/entities.ts';
import { cartsAfterRemoving } from '../../domain/checkout/sameAddress.ts';

/**
 * The carts of the checkout tool and where editing stands (001 §4 'Checkout tool'), as a pure
 * state: what each action makes of it. The component keeps it, publishes it and shows it.
 */
export interface CartListState {
  carts: readonly CheckoutCart[];
  /** The index of the cart loaded into the form by Edit (Save Cart replaces it), if any. */
  editing?: number | undefined;
  /** 'Delivering to the same address?': Yes delivers the next cart to the first cart's address. */
  sameAddress: boolean;
  /** What the last action could not do, said beside the cards until the next action. */
  refused?: 'missing' | 'full' | undefined;
}

export type CartListAction =
  /** Add Cart or Save Cart pressed (the form's checks passed): the cart it made. */
  | { type: 'submitted'; cart: CheckoutCart; max: number }
  | { type: 'edit'; index: number }
  | { type: 'remove'; index: number }
  | { type: 'sameAddress'; yes: boolean }
  /** A saved checkout queried: its carts replace the list. */
  | { type: 'loaded'; carts: readonly CheckoutCart[] }
  /** Create checkout or Update checkout succeeded: the carts are emptied (001 §4). */
  | { type: 'sent' };

export const EMPTY_CART_LIST: CartListState = { carts: [], sameAddress: false };

/**
 * The next state. Adding appends (at most `max`: 'Maximum order count is 10' is the form's guard,
 * refused here too) and resets same-address to No; saving replaces the cart being edited, or is
 * refused when it is gone ('Cart does not exist'); Edit is refused while another cart is being
 * edited (its buttons are disabled then); removing the first cart restores the next one's own
 * rate when it was delivered to the first one's address (cartsAfterRemoving).
 */
export function cartListReducer(state: CartListState, action: CartListAction): CartListState {
  const settled = { ...state, refused: undefined };
  switch (action.type) {
    case 'submitted': {
      if (state.editing !== undefined) {
        if (state.editing >= state.carts.length) return { ...settled, editing: undefined, refused: 'missing' };
        return { ...settled, carts: state.carts.map((cart, index) => (index === state.editing ? action.cart : cart)), editing: undefined, sameAddress: false };
      }
      if (state.carts.length >= action.max) return { ...settled, refused: 'full' };
      return { ...settled, carts: [...state.carts, action.cart], sameAddress: false };
    }
    case 'edit':
      if (state.editing !== undefined) return state;
      if (action.index < 0 || action.index >= state.carts.length) return { ...settled, refused: 'missing' };
      return { ...settled, editing: action.index, sameAddress: false };
    case 'remove':
      if (state.editing !== undefined) return state;
      return { ...settled, carts: cartsAfterRemoving(state.carts, action.index) };
    case 'sameAddress':
      return state.editing !== undefined || state.carts.length === 0 ? state : { ...settled, sameAddress: action.yes };
    case 'loaded':
      return { carts: [...action.carts], sameAddress: false };
    case 'sent':
      return EMPTY_CART_LIST;
  }
}

/** The cart being edited, if one is and it is still there. */
export function editedCart(state: CartListState): CheckoutCart | undefined {
  return state.editing === undefined ? undefined : state.carts[state.editing];
}
