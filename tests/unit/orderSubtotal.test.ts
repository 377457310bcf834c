import { describe, expect, it } from 'vitest';
import { bodyValue } from '../../runtime/kinds/page/forms/stateBody';
import { renderTemplate } from '../../runtime/templates/template';
import { seededRandom } from '../../shared/seededRandom';
import { itemPrice, priceOfText } from '../../src/domain/orderItems/chosenItem';
import { orderSubtotal, orderSubtotalText, type SubtotalParts } from '../../src/domain/orderItems/subtotal';
import { valueRules } from '../../src/domain/valueRules';

const fill = (template: string, context: Readonly<Record<string, unknown>>) => renderTemplate(template, { ...context });
/** fr-CA groups thousands with a narrow no-break space: compared as a plain space. */
const plainSpaces = (text: string) => text.replace(/\s/gu, ' ');

/** Delivery $12.00, Deluxe $75.00, vase $15.00, card $4.99, two truffles at $12.50 and a candle at $9.99. */
const FULL: SubtotalParts = {
  delivery: 12,
  bouquetSize: 75,
  vase: 15,
  card: 4.99,
  addons: [
    { price: 12.5, quantity: 2 },
    { price: 9.99, quantity: 1 },
  ],
};

describe('orderSubtotal (001 §9: delivery, vase, card, bouquet size and add-on price times quantity)', () => {
  it('adds every part of a full order, add-ons times their quantity', () => {
    expect(orderSubtotal(FULL)).toBe(141.98);
  });

  it('leaves out what is not chosen: no vase, no card, nothing at all', () => {
    expect(orderSubtotal({ ...FULL, vase: undefined })).toBe(126.98);
    expect(orderSubtotal({ delivery: 12, bouquetSize: 75 })).toBe(87);
    expect(orderSubtotal({})).toBe(0);
  });

  it('counts an add-on as many times as ordered, and one of quantity 0 not at all', () => {
    expect(orderSubtotal({ addons: [{ price: 12.5, quantity: 3 }, { price: 9.99, quantity: 0 }, { price: 5, quantity: -2 }] })).toBe(37.5);
  });

  it('adds in cents, so prices a float would sum to just under a dollar still make that dollar', () => {
    // 0.03 + 0.99 × 3 is 2.9999999999999996 in floating point.
    expect(orderSubtotal({ card: 0.03, addons: [{ price: 0.99, quantity: 3 }] })).toBe(3);
    expect(orderSubtotalText({ card: 0.03, addons: [{ price: 0.99, quantity: 3 }] }, 'en-ca')).toBe('$3');
  });
});

describe('orderSubtotalText (000 §9: truncated, a leading dollar sign in English, a trailing one in French)', () => {
  it('shows a full order in English and in French', () => {
    expect(orderSubtotalText(FULL, 'en-ca')).toBe('$141');
    expect(orderSubtotalText(FULL, 'fr-ca')).toBe('141 $');
  });

  it('truncates the cents, never rounds them up', () => {
    expect(orderSubtotalText({ bouquetSize: 64.99 }, 'en-ca')).toBe('$64');
    expect(orderSubtotalText({ bouquetSize: 64.99 }, 'fr-ca')).toBe('64 $');
    expect(orderSubtotalText({ card: 0.99 }, 'en-ca')).toBe('$0');
  });

  it('groups thousands as each language does, and reads an unknown or missing language as English', () => {
    const large: SubtotalParts = { addons: [{ price: 120.75, quantity: 10 }] };
    expect(orderSubtotalText(large, 'en-ca')).toBe('$1,207');
    expect(plainSpaces(orderSubtotalText(large, 'fr-ca'))).toBe('1 207 $');
    expect(orderSubtotalText(large, 'FR-CA')).toMatch(/ \$$/u);
    expect(orderSubtotalText(FULL, '')).toBe('$141');
    expect(orderSubtotalText(FULL, 'en-us')).toBe('$141');
  });
});

describe('prices as the page state holds them', () => {
  it("reads the shop's texts, the inventory's amounts and the carts' items", () => {
    expect(priceOfText('$12.00')).toBe(12);
    expect(priceOfText('$1,234.50')).toBe(1234.5);
    expect(priceOfText('12,50 $')).toBe(12.5);
    expect(priceOfText('65.0')).toBe(65);
    expect(priceOfText('n/a')).toBeUndefined();
    expect(priceOfText('  ')).toBeUndefined();
    expect(itemPrice({ display_text: 'Anytime (8am - 8pm)', zone_rate: '$12.00', status: true })).toBe(12);
    expect(itemPrice({ title: 'Deluxe', price: { amount: '75.0', currencyCode: 'CAD' } })).toBe(75);
    expect(itemPrice({ value: 'Classic Glass Vase', price: 15 })).toBe(15);
    expect(itemPrice({ value: 'Card' })).toBeUndefined();
    expect(itemPrice(Number.NaN)).toBeUndefined();
  });
});

describe('the value rule orderSubtotal, as the form names it', () => {
  const rule = {
    rule: 'orderSubtotal',
    args: { delivery: '{rate}', bouquetSize: '{size}', vase: '{vase}', card: '{card}', addons: '{addons}', lang: '{lang}' },
  };
  const state = {
    rate: { display_text: 'Anytime (8am - 8pm)', zone_rate: '$12.00', status: true },
    size: { title: 'Deluxe', price: { amount: '75.0', currencyCode: 'CAD' } },
    vase: { value: 'Classic Glass Vase', price: '15.00' },
    card: { value: 'Thank You Card', price: 4.99 },
    addons: [
      { value: 'Chocolate Truffles', price: 12.5, quantity: 2, quantityAvailable: 8 },
      { value: 'Scented Candle', price: '9.99', quantity: '1' },
      { value: 'Mystery', quantity: 3 },
    ],
  };

  it('shows the sum of the chosen items in the order language', () => {
    expect(bodyValue(rule, { ...state, lang: 'en-ca' }, {}, fill)).toBe('$141');
    expect(bodyValue(rule, { ...state, lang: 'fr-ca' }, {}, fill)).toBe('141 $');
  });

  it('shows $0 before anything is chosen, and counts an add-on with no quantity once', () => {
    expect(valueRules.orderSubtotal({})).toBe('$0');
    expect(valueRules.orderSubtotal({ addons: [{ value: 'Teddy Bear', price: 20 }], lang: 'fr-ca' })).toBe('20 $');
  });
});

const SEED = Number(process.env.SUBTOTAL_SEED ?? Date.now() % 2147483647);

describe(`orderSubtotal on random orders (seed ${SEED}; replay with SUBTOTAL_SEED=${SEED})`, () => {
  it('equals the sum in whole cents, and its text is that sum truncated to dollars in both languages', () => {
    const random = seededRandom(SEED);
    const price = () => Math.floor(random() * 20000) / 100;
    const maybe = () => (random() < 0.7 ? price() : undefined);
    for (let round = 0; round < 500; round++) {
      const addons = Array.from({ length: Math.floor(random() * 5) }, () => ({ price: price(), quantity: Math.floor(random() * 6) }));
      const parts: SubtotalParts = { delivery: maybe(), bouquetSize: maybe(), vase: maybe(), card: maybe(), addons };
      const cents = [parts.delivery, parts.bouquetSize, parts.vase, parts.card].reduce<number>((sum, part) => sum + Math.round((part ?? 0) * 100), 0) + addons.reduce((sum, addon) => sum + Math.round(addon.price * 100) * addon.quantity, 0);
      const note = `seed ${SEED}, round ${round}: ${JSON.stringify(parts)}`;
      expect(orderSubtotal(parts), note).toBe(cents / 100);
      const dollars = Math.floor(cents / 100);
      expect(orderSubtotalText(parts, 'en-ca'), note).toBe(`$${dollars.toLocaleString('en-CA')}`);
      expect(plainSpaces(orderSubtotalText(parts, 'fr-ca')), note).toBe(`${plainSpaces(dollars.toLocaleString('fr-CA'))} $`);
    }
  });
});
