import { describe, expect, it } from 'vitest';
import { addLine, decreaseLine, linesOf, publishedLines, removeLine, setQuantity, typedQuantity, type CartLine } from '../../src/custom/productCart/cartLines';

const sunny = { list: 'Flowers', productTitle: 'Sunny Days', variantTitle: 'Standard', productType: 'Flowers' };
const sunnyDeluxe = { ...sunny, variantTitle: 'Deluxe' };
const vase = { list: 'Vase', productTitle: 'Contemporary Modern', variantTitle: 'Default Title', productType: 'Vase' };

describe('addLine', () => {
  it('adds a new variant as a line of quantity 1, after the others', () => {
    const lines = addLine(addLine([], sunny), vase);
    expect(lines).toEqual([
      { ...sunny, quantity: 1 },
      { ...vase, quantity: 1 },
    ]);
  });

  it('raises the quantity of a variant already in the list instead of adding a second line', () => {
    const lines = addLine(addLine(addLine([], sunny), sunnyDeluxe), sunny);
    expect(lines).toEqual([
      { ...sunny, quantity: 2 },
      { ...sunnyDeluxe, quantity: 1 },
    ]);
  });

  it('keeps the same variant in two lists as two lines', () => {
    expect(addLine(addLine([], sunny), { ...sunny, list: 'Other' })).toHaveLength(2);
  });

  it('brings a line at 0 back to 1', () => {
    expect(addLine([{ ...sunny, quantity: 0 }], sunny)).toEqual([{ ...sunny, quantity: 1 }]);
  });
});

describe('setQuantity and decreaseLine', () => {
  const lines: CartLine[] = [
    { ...sunny, quantity: 3 },
    { ...vase, quantity: 1 },
  ];

  it('sets a whole number of at least 0 on that line only', () => {
    expect(setQuantity(lines, sunny, 12)).toEqual([
      { ...sunny, quantity: 12 },
      { ...vase, quantity: 1 },
    ]);
    expect(setQuantity(lines, vase, 0)?.[1]?.quantity).toBe(0);
  });

  it('refuses a negative or fractional quantity', () => {
    expect(setQuantity(lines, sunny, -1)).toBeUndefined();
    expect(setQuantity(lines, sunny, 1.5)).toBeUndefined();
    expect(setQuantity(lines, sunny, Number.NaN)).toBeUndefined();
  });

  it('lowers by one and never below 0', () => {
    const once = decreaseLine(lines, vase);
    expect(once[1]?.quantity).toBe(0);
    expect(decreaseLine(once, vase)[1]?.quantity).toBe(0);
    expect(once[0]?.quantity).toBe(3);
  });
});

describe('typedQuantity', () => {
  it('reads whole numbers, spaces around them ignored', () => {
    expect(typedQuantity('0')).toBe(0);
    expect(typedQuantity(' 25 ')).toBe(25);
    expect(typedQuantity('007')).toBe(7);
  });

  it('calls an emptied box blank (no change yet)', () => {
    expect(typedQuantity('')).toBe('blank');
    expect(typedQuantity('  ')).toBe('blank');
  });

  it('refuses negatives, fractions, words and numbers too large to count', () => {
    for (const text of ['-1', '-0', '1.5', '1e3', 'two', '+3', '99999999999999999999']) expect(typedQuantity(text), text).toBe('refused');
  });
});

describe('removeLine and linesOf', () => {
  it('removes only that variant of that list', () => {
    const lines = addLine(addLine(addLine([], sunny), sunnyDeluxe), vase);
    expect(removeLine(lines, sunny).map((line) => line.variantTitle)).toEqual(['Deluxe', 'Default Title']);
    expect(linesOf(lines, 'Flowers').map((line) => line.variantTitle)).toEqual(['Standard', 'Deluxe']);
    expect(linesOf(lines, 'Card')).toEqual([]);
  });
});

describe('publishedLines', () => {
  it('gives every line above 0 as a cart line of 001 §3, list by list in the order of the lists', () => {
    const lines: CartLine[] = [
      { ...vase, quantity: 2 },
      { ...sunny, quantity: 0 },
      { ...sunnyDeluxe, quantity: 5 },
    ];
    expect(publishedLines(lines, ['Flowers', 'Vase', 'GiftAdds', 'Card'])).toEqual([
      { productTitle: 'Sunny Days', variantTitle: 'Deluxe', productType: 'Flowers', quantity: 5 },
      { productTitle: 'Contemporary Modern', variantTitle: 'Default Title', productType: 'Vase', quantity: 2 },
    ]);
  });

  it('is empty for an empty cart or one with only lines at 0', () => {
    expect(publishedLines([], ['Flowers'])).toEqual([]);
    expect(publishedLines([{ ...sunny, quantity: 0 }], ['Flowers'])).toEqual([]);
  });
});
