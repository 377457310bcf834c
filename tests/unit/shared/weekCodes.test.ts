import { describe, expect, it } from 'vitest';
import { nextWeekCodes, weekCode } from '../../../shared/weekCodes';

describe('weekCode (ISO week + two-digit ISO week-year, WWYY)', () => {
  it('gives week 53 of the old year to early January', () => {
    expect(weekCode('2027-01-01')).toBe('5326');
    expect(weekCode('2027-01-03')).toBe('5326');
    expect(weekCode('2027-01-04')).toBe('0127');
    expect(weekCode('2023-01-01')).toBe('5222');
  });

  it('gives week 1 of the next year to late December', () => {
    expect(weekCode('2029-12-31')).toBe('0130');
    expect(weekCode('2025-12-29')).toBe('0126');
    expect(weekCode('2026-12-28')).toBe('5326');
  });

  it('pads the week and reads a Date as the day it is in Winnipeg', () => {
    expect(weekCode('2026-03-02')).toBe('1026');
    // 2027-01-04 03:00 UTC is still Sunday 2027-01-03 in Winnipeg: week 53 of 2026.
    expect(weekCode(new Date('2027-01-04T03:00:00Z'))).toBe('5326');
    expect(weekCode(new Date('2027-01-04T06:00:00Z'))).toBe('0127');
  });

  it('refuses text that is not a date', () => {
    expect(() => weekCode('2026-02-30')).toThrow('Not a date');
    expect(() => weekCode('next week')).toThrow('Not a date');
  });
});

describe('nextWeekCodes', () => {
  it('lists the current week first, across the year end', () => {
    expect(nextWeekCodes(new Date('2026-12-21T18:00:00Z'), 4)).toEqual(['5226', '5326', '0127', '0227']);
  });

  it('starts from today in Winnipeg, not in UTC', () => {
    // Monday 2026-12-28 02:00 UTC is still Sunday 12-27 in Winnipeg: week 52.
    expect(nextWeekCodes(new Date('2026-12-28T02:00:00Z'), 2)).toEqual(['5226', '5326']);
    expect(nextWeekCodes(new Date('2026-12-28T12:00:00Z'), 0)).toEqual([]);
  });
});
