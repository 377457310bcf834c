import { describe, expect, it } from 'vitest';
import { lookupRules, MOST_WEEK_CODES, nextWeekCodesRule } from '../../src/domain/lookupRules';
import { consoleDomainRules } from '../../src/domain/consoleRules';

// 2026-12-31 18:00 UTC is noon in Winnipeg, Thursday of ISO week 53 of 2026.
const NEW_YEARS_EVE = Date.UTC(2026, 11, 31, 18, 0);

describe('nextWeekCodes, the lookup rule of the week codes', () => {
  it('gives the current ISO week in Winnipeg and the next ones, WWYY, each its own value and text', () => {
    expect(nextWeekCodesRule.rows({ count: 5 }, NEW_YEARS_EVE)).toEqual(['5326', '0127', '0227', '0327', '0427'].map((code) => ({ value: code, label: code })));
  });

  it('takes the week of the day in Winnipeg, not in UTC (Sunday night there is Monday in UTC)', () => {
    // 2026-12-07 03:00 UTC is Sunday 2026-12-06 21:00 in Winnipeg: still week 49.
    expect(nextWeekCodesRule.rows({ count: 1 }, Date.UTC(2026, 11, 7, 3, 0))).toEqual([{ value: '4926', label: '4926' }]);
  });

  it('gives five weeks when no count is said', () => {
    expect(nextWeekCodesRule.rows({}, NEW_YEARS_EVE)).toHaveLength(5);
  });

  it('refuses a count that is no whole number from 1 to 53, and any other argument, saying why', () => {
    expect(nextWeekCodesRule.check({ count: 5 })).toBeUndefined();
    expect(nextWeekCodesRule.check({ count: MOST_WEEK_CODES })).toBeUndefined();
    expect(nextWeekCodesRule.check({ count: 0 })).toBe('"count" must be a whole number from 1 to 53 (got 0)');
    expect(nextWeekCodesRule.check({ count: 2.5 })).toBe('"count" must be a whole number from 1 to 53 (got 2.5)');
    expect(nextWeekCodesRule.check({ count: '5' })).toBe('"count" must be a whole number from 1 to 53 (got "5")');
    expect(nextWeekCodesRule.check({ weeks: 5 })).toBe('takes only "count" (not "weeks")');
    expect(() => nextWeekCodesRule.rows({ count: 0 }, NEW_YEARS_EVE)).toThrow('nextWeekCodes "count" must be a whole number from 1 to 53 (got 0)');
  });

  it('is registered with the console’s domain rules under its name', () => {
    expect(consoleDomainRules.lookupRules).toBe(lookupRules);
    expect(Object.keys(lookupRules)).toEqual(['nextWeekCodes', 'warehouseCodes']);
  });
});
