import { describe, expect, it } from 'vitest';
import { dayOfIso, isoOfDay } from '../../runtime/kinds/form/calendarDays';

describe('calendar days', () => {
  it('read a yyyy-MM-dd text as the local day the calendar shows, and back', () => {
    const day = dayOfIso('2026-12-15');
    expect(day && [day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 11, 15, 0]);
    expect(day && isoOfDay(day)).toBe('2026-12-15');
    expect(isoOfDay(new Date(2027, 0, 1, 23, 59))).toBe('2027-01-01');
    expect(dayOfIso('2028-02-29') && isoOfDay(dayOfIso('2028-02-29') as Date)).toBe('2028-02-29');
  });

  it('refuse a text that is no calendar date', () => {
    for (const text of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-5', '26-01-05', '2026-01-05T00:00', '', 'tomorrow']) expect(dayOfIso(text)).toBeUndefined();
  });

  it('keep years before 100 as they are', () => {
    expect(dayOfIso('0050-01-01')?.getFullYear()).toBe(50);
    expect(isoOfDay(dayOfIso('0050-01-01') as Date)).toBe('0050-01-01');
  });
});
