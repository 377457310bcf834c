import { describe, expect, it } from 'vitest';
import { decodeShopRates, rateLines } from '../../../shared/shopRates';

const rates = [
  { status: true, display_text: 'Evening (5pm - 9pm)', zone_rate: '$10.00' },
  { status: false, display_text: 'Express', zone_rate: '$5.00' },
  { status: true, display_text: 'Anytime (8am - 8pm)', zone_rate: '$9.00' },
  { status: true, display_text: 'Morning (8am - 12pm)', zone_rate: '$12.50' },
];
const twice = (value: unknown) => JSON.stringify(JSON.stringify(value));

describe('decodeShopRates (001 §5, §7)', () => {
  it('reads the twice-encoded body, keeps offered rates, cheapest first by number', () => {
    expect(rateLines(decodeShopRates(twice(rates)))).toEqual(['Anytime (8am - 8pm) - $9.00', 'Evening (5pm - 9pm) - $10.00', 'Morning (8am - 12pm) - $12.50']);
  });

  it('reads the whole answer ({ body }) and a once-encoded or decoded list alike', () => {
    expect(decodeShopRates({ statusCode: 200, body: twice(rates) })).toHaveLength(3);
    expect(decodeShopRates(JSON.stringify(rates))).toHaveLength(3);
    expect(decodeShopRates(rates)).toHaveLength(3);
  });

  it('gives [] for anything malformed and leaves out entries that are not rates', () => {
    expect(decodeShopRates(undefined)).toEqual([]);
    expect(decodeShopRates('{not json')).toEqual([]);
    expect(decodeShopRates(twice({ rates }))).toEqual([]);
    expect(decodeShopRates(JSON.stringify(twice(rates)))).toEqual([]);
    expect(decodeShopRates(twice([{ status: 'true', display_text: 'X', zone_rate: '$1' }, rates[0]]))).toEqual([rates[0]]);
  });

  it('sorts an unreadable price last and keeps equal prices in order', () => {
    const odd = [
      { status: true, display_text: 'B', zone_rate: 'free' },
      { status: true, display_text: 'C', zone_rate: '$1,000' },
      { status: true, display_text: 'A', zone_rate: '$10' },
      { status: true, display_text: 'D', zone_rate: '10' },
    ];
    expect(decodeShopRates(odd).map((rate) => rate.display_text)).toEqual(['A', 'D', 'C', 'B']);
  });
});
