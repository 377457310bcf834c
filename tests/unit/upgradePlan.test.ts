import { describe, expect, it } from 'vitest';
import { lineToUpgrade, productTitles, upgradedMessage, withUpgradedTag } from '../../server/api/admin/upgrades/upgradePlan';

const LINES = [
  { id: 1, productTitle: 'Contemporary Modern', productType: 'Vase' },
  { id: 2, productTitle: 'Wild Meadow - Grand', productType: 'Flowers' },
  { id: 3, productTitle: 'Chocolate Truffles', productType: 'Gift-adds' },
];

describe('upgrade plan', () => {
  it("picks the order's bouquet when the row names no line, else the line by title (a hyphenated bouquet by its name)", () => {
    expect(lineToUpgrade(LINES, '')?.id).toBe(2);
    expect(lineToUpgrade(LINES, 'wild meadow')?.id).toBe(2);
    expect(lineToUpgrade(LINES, 'Chocolate Truffles')?.id).toBe(3);
    expect(lineToUpgrade(LINES, 'Sunny Days')).toBeUndefined();
    expect(lineToUpgrade(LINES.slice(0, 1), '')).toBeUndefined();
  });

  it('reads a line title as its product titles', () => {
    expect(productTitles('Wild Meadow - Grand')).toEqual(['Wild Meadow - Grand', 'Wild Meadow']);
    expect(productTitles('Sunny Days')).toEqual(['Sunny Days']);
  });

  it('tags UPGRADED once and counts the orders', () => {
    expect(withUpgradedTag(['pulled'])).toEqual(['pulled', 'UPGRADED']);
    expect(withUpgradedTag(['upgraded'])).toEqual(['upgraded']);
    expect(upgradedMessage(1)).toBe('1 order upgraded');
    expect(upgradedMessage(3)).toBe('3 orders upgraded');
  });
});
