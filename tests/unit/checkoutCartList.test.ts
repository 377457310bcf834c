import { describe, expect, it } from 'vitest';
import type { CheckoutCart } from '../../runtime/generated/entities';
import { cartListReducer, editedCart, EMPTY_CART_LIST, type CartListState } from '../../src/custom/checkoutCarts/cartList';

const cart = (firstName: string, extra: Partial<CheckoutCart> = {}): CheckoutCart => ({ firstName, lastName: 'Tremblay', ...extra });
const withCarts = (...names: string[]): CartListState => ({ ...EMPTY_CART_LIST, carts: names.map((name) => cart(name)) });
const names = (state: CartListState) => state.carts.map((item) => item.firstName);

describe('the checkout tool\'s carts (001 §4 Checkout tool)', () => {
  it('Add Cart appends a cart and resets same-address to No', () => {
    const state = cartListReducer({ ...withCarts('Marie'), sameAddress: true }, { type: 'submitted', cart: cart('Luc'), max: 10 });
    expect(names(state)).toEqual(['Marie', 'Luc']);
    expect(state.sameAddress).toBe(false);
  });

  it('refuses an eleventh cart (Maximum order count is 10), keeping the ten', () => {
    const ten = withCarts(...Array.from({ length: 10 }, (_, index) => `P${index}`));
    const state = cartListReducer(ten, { type: 'submitted', cart: cart('Luc'), max: 10 });
    expect(state.carts).toHaveLength(10);
    expect(state.refused).toBe('full');
  });

  it('Edit loads a cart (published as the cart being edited); Save Cart replaces that one and leaves edit mode', () => {
    const editing = cartListReducer(withCarts('Marie', 'Luc'), { type: 'edit', index: 1 });
    expect(editedCart(editing)?.firstName).toBe('Luc');
    const saved = cartListReducer(editing, { type: 'submitted', cart: cart('Lucie'), max: 10 });
    expect(names(saved)).toEqual(['Marie', 'Lucie']);
    expect(saved.editing).toBeUndefined();
  });

  it('while a cart is being edited, Remove, another Edit and same-address do nothing', () => {
    const editing = cartListReducer(withCarts('Marie', 'Luc'), { type: 'edit', index: 0 });
    expect(cartListReducer(editing, { type: 'remove', index: 1 })).toBe(editing);
    expect(cartListReducer(editing, { type: 'edit', index: 1 })).toBe(editing);
    expect(cartListReducer(editing, { type: 'sameAddress', yes: true })).toBe(editing);
  });

  it('Save Cart on a cart that is gone says Cart does not exist and adds nothing', () => {
    const state = cartListReducer({ ...withCarts('Marie'), editing: 3 }, { type: 'submitted', cart: cart('Luc'), max: 10 });
    expect(names(state)).toEqual(['Marie']);
    expect(state.refused).toBe('missing');
    expect(state.editing).toBeUndefined();
  });

  it('removing the first cart gives the next same-address cart its own rate back', () => {
    const backup = { value: 'Evening (5pm - 9pm)', id: '', sku: '', price: 12 };
    const state: CartListState = {
      ...EMPTY_CART_LIST,
      carts: [cart('Marie'), cart('Luc', { sameAddress: true, deliveryRate: 'Anytime', deliveryRateItem: { value: 'Anytime', id: '', sku: '', price: 2 }, deliveryRateBackup: backup })],
    };
    const [left] = cartListReducer(state, { type: 'remove', index: 0 }).carts;
    expect(left).toMatchObject({ firstName: 'Luc', sameAddress: false, deliveryRate: 'Evening (5pm - 9pm)', deliveryRateItem: backup });
    expect(left?.deliveryRateBackup).toBeUndefined();
  });

  it('same-address is asked only once a cart exists', () => {
    expect(cartListReducer(EMPTY_CART_LIST, { type: 'sameAddress', yes: true }).sameAddress).toBe(false);
    expect(cartListReducer(withCarts('Marie'), { type: 'sameAddress', yes: true }).sameAddress).toBe(true);
  });

  it('a queried checkout\'s carts replace the list; checking out empties it', () => {
    const loaded = cartListReducer({ ...withCarts('Marie'), editing: 0 }, { type: 'loaded', carts: [cart('Zoé')] });
    expect(names(loaded)).toEqual(['Zoé']);
    expect(loaded.editing).toBeUndefined();
    expect(cartListReducer(loaded, { type: 'sent' })).toEqual(EMPTY_CART_LIST);
  });
});
