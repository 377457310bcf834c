import { describe, expect, it } from 'vitest';
import { specialRateText, zoneRateText } from '../../server/api/shop/rateText';

describe('zoneRateText', () => {
  it('shows a stored rate as dollars with cents', () => {
    expect(zoneRateText('$10')).toBe('$10.00');
    expect(zoneRateText('$12.5')).toBe('$12.50');
    expect(zoneRateText('9')).toBe('$9.00');
    expect(zoneRateText('$1,200')).toBe('$1200.00');
  });

  it('keeps a text that is no amount as stored', () => {
    expect(zoneRateText('free')).toBe('free');
    expect(zoneRateText('$-3')).toBe('$-3');
    expect(zoneRateText('')).toBe('');
  });
});

describe('specialRateText', () => {
  it("drops the ' - rate' ending of a special rate's name (000 §5)", () => {
    expect(specialRateText('Anytime (8am - 8pm) - $25')).toBe('Anytime (8am - 8pm)');
    expect(specialRateText('Anytime (8am - 8pm) - 18')).toBe('Anytime (8am - 8pm)');
  });

  it('keeps a name without that ending, trimmed, and its inner dashes', () => {
    expect(specialRateText(' Anytime (8am - 8pm) ')).toBe('Anytime (8am - 8pm)');
    expect(specialRateText('Valentine - rush')).toBe('Valentine - rush');
  });
});
