import { describe, expect, it } from 'vitest';
import checkoutSchema from '../../schemas/entities/checkout-record.schema.json';
import { addonsStrOf } from '../../src/domain/checkout/addonsStr';
import { cartOfForm } from '../../src/domain/checkout/cartOfForm';
import { parseAddonsText } from '../../src/domain/orders/addonsText';
import { bodyValidator } from '../../server/api/validate';

/** The service's own rules: a cart Add Cart keeps is one it saves, from a form its schema accepts. */
const validCart = bodyValidator<unknown>({ ...checkoutSchema.$defs.cart, $defs: checkoutSchema.$defs });
const validForm = bodyValidator<unknown>({ ...checkoutSchema.$defs.cartForm, $defs: checkoutSchema.$defs });

/** A cart form as staff leave it (spaces typed around some texts, blanks untouched). */
const FORM = {
  provinceCode: 'MB',
  city: ' Transcona ',
  regionCode: 'MB',
  deliveryDate: '2026-12-24',
  postalCode: 'R2C 1B3',
  lang: 'fr-ca',
  firstName: '  Marie',
  lastName: 'Tremblay ',
  cname: 'Marie',
  relationship: 'Friend',
  occasion: 'Birthday',
  addressType: 'House',
  phone: '(204) 555-0101',
  address: '1 Regent Ave W',
  apartmentNumber: '',
  buzzerCode: '   ',
  deliveryRate: 'Anytime (8am - 8pm)',
  consent: 'Yes',
  bouquetName: 'Sunny Days',
  bouquetSize: 'Deluxe',
  vase: 'Clear Vase',
  addons: [
    { value: 'Chocolate Truffles', id: 'gid://shopify/ProductVariant/30', price: 12.5, quantity: 2, quantityAvailable: 9, sku: 'CHOC' },
    { value: 'Teddy Bear', id: 'gid://shopify/ProductVariant/31', price: 20, quantity: 1, sku: 'TEDDY' },
  ],
  deliveryNotes: 'Back door',
  cardType: 'Birthday Card',
  message: 'Happy birthday!',
  discountCode: '',
  sameAddress: false,
};

/** The editor form's computed rows: a shop rate, the size's variant node, the vase's and card's product nodes. */
const CHOSEN = {
  rate: { status: true, display_text: 'Anytime (8am - 8pm)', zone_rate: '$12.00' },
  bouquetVariant: { id: 'gid://shopify/ProductVariant/12', sku: 'SUNNY-DAYS-DX', title: 'Deluxe', price: { amount: '75.0', currencyCode: 'CAD' }, quantityAvailable: 4 },
  vase: { title: 'Clear Vase', availableForSale: true, variants: [{ id: 'gid://shopify/ProductVariant/40', sku: 'VASE-CLEAR', title: 'Default Title', price: { amount: '15.0' } }] },
  card: { title: 'Birthday Card', variants: [{ id: 'gid://shopify/ProductVariant/50', sku: 'CARD-BDAY', title: 'Default Title', price: { amount: '5.0' } }] },
};

describe('cartOfForm: the cart Add Cart keeps (001 §3, §4)', () => {
  it('keeps the form values trimmed, blanks left out, with the add-ons as text and the chosen items', () => {
    expect(validForm(FORM).ok).toBe(true);
    const cart = cartOfForm(FORM, CHOSEN);
    expect(cart.firstName).toBe('Marie');
    expect(cart.city).toBe('Transcona');
    expect(cart).not.toHaveProperty('apartmentNumber');
    expect(cart).not.toHaveProperty('buzzerCode');
    expect(cart).not.toHaveProperty('discountCode');
    expect(cart.sameAddress).toBe(false);
    expect(cart.addons).toEqual(FORM.addons);
    expect(cart.addonsStr).toBe('Chocolate Truffles (x2), Teddy Bear');
    expect(cart.deliveryRateItem).toEqual({ value: 'Anytime (8am - 8pm)', id: '', sku: '', price: 12 });
    expect(cart.bouquetSizeItem).toEqual({ value: 'Deluxe', id: 'gid://shopify/ProductVariant/12', sku: 'SUNNY-DAYS-DX', price: 75 });
    expect(cart.vaseItem).toEqual({ value: 'Clear Vase', id: 'gid://shopify/ProductVariant/40', sku: 'VASE-CLEAR', price: 15 });
    expect(cart.cardItem).toEqual({ value: 'Birthday Card', id: 'gid://shopify/ProductVariant/50', sku: 'CARD-BDAY', price: 5 });
    expect(cart).not.toHaveProperty('deliveryRateBackup');
    expect(validCart(cart)).toEqual({ ok: true, value: cart });
  });

  it('gives no item for a row not chosen, and keeps nothing that is not a form field', () => {
    const cart = cartOfForm({ ...FORM, vase: '', addons: [], orderName: '#1001', senderEmail: 'a@b.ca' }, { rate: CHOSEN.rate, bouquetVariant: CHOSEN.bouquetVariant, vase: undefined, card: null });
    expect(cart).not.toHaveProperty('vaseItem');
    expect(cart).not.toHaveProperty('cardItem');
    expect(cart).not.toHaveProperty('vase');
    expect(cart).not.toHaveProperty('addons');
    expect(cart.addonsStr).toBe('');
    expect(cart).not.toHaveProperty('orderName');
    expect(cart).not.toHaveProperty('senderEmail');
    expect(validCart(cart).ok).toBe(true);
  });

  it("keeps a same-address cart's own rate as its backup, beside the $2 window", () => {
    const cart = cartOfForm({ ...FORM, sameAddress: true }, { ...CHOSEN, rate: { status: true, display_text: 'Anytime (8am - 8pm)', zone_rate: '$2.00' }, backupRate: CHOSEN.rate });
    expect(cart.sameAddress).toBe(true);
    expect(cart.deliveryRateItem?.price).toBe(2);
    expect(cart.deliveryRateBackup).toEqual({ value: 'Anytime (8am - 8pm)', id: '', sku: '', price: 12 });
    expect(cartOfForm(FORM, { ...CHOSEN, backupRate: CHOSEN.rate })).not.toHaveProperty('deliveryRateBackup');
  });
});

describe("addonsStrOf: a cart's add-ons as text (001 §3 'addonsStr')", () => {
  it("writes 'Name (x2), Other' as an order's add-ons text is read back", () => {
    const text = addonsStrOf([{ value: 'Chocolate Truffles', quantity: 2 }, { value: 'Teddy Bear', quantity: 1 }, { title: 'Balloon', quantity: '3' }]);
    expect(text).toBe('Chocolate Truffles (x2), Teddy Bear, Balloon (x3)');
    expect(parseAddonsText(text)).toEqual([
      { name: 'Chocolate Truffles', quantity: 2 },
      { name: 'Teddy Bear', quantity: 1 },
      { name: 'Balloon', quantity: 3 },
    ]);
  });

  it('leaves out unnamed add-ons and quantities below 1, reads a bare title as one of it; nothing is empty text', () => {
    expect(addonsStrOf([{ value: ' ', quantity: 2 }, { value: 'Card', quantity: 0 }, 42])).toBe('');
    expect(addonsStrOf(['Balloon', { value: 'Card', quantity: 1 }])).toBe('Balloon, Card');
    expect(addonsStrOf(undefined)).toBe('');
  });
});
