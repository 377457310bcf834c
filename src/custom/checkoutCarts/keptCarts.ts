import type { CheckoutCart } from '../../../runtime/generated/entities.ts';
import { savedCarts } from '../../domain/checkout/savedCarts.ts';

/**
 * The carts kept for the browser session (001 §4: carts are lost only when checked out), so a
 * reload shows them again: in sessionStorage under the page's address (one tab, one screen).
 * Storage refused (private mode, full) keeps nothing: the leave guard still asks before a reload.
 */
const keyOf = () => `checkoutCarts:${window.location.pathname}`;

export function keptCarts(): CheckoutCart[] {
  try {
    const text = window.sessionStorage.getItem(keyOf());
    return text === null ? [] : (savedCarts(text) ?? []);
  } catch {
    return [];
  }
}

export function keepCarts(carts: readonly CheckoutCart[]): void {
  try {
    if (carts.length === 0) window.sessionStorage.removeItem(keyOf());
    else window.sessionStorage.setItem(keyOf(), JSON.stringify(carts));
  } catch {
    // Not kept: the leave guard asks before the page goes.
  }
}
