import { describe, expect, it } from 'vitest';
import { addDate, datesOf, datesValue, isIsoDate, removeDate } from '../../runtime/kinds/form/dateTags';

describe('dates tag input logic', () => {
  it('knows a real yyyy-mm-dd date', () => {
    expect(isIsoDate('2026-12-01')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('01/12/2026')).toBe(false);
  });

  it('adds a typed date in date order, once, trimmed', () => {
    expect(addDate(['2026-12-05'], ' 2026-12-01 ')).toEqual({ ok: true, dates: ['2026-12-01', '2026-12-05'] });
    expect(addDate(['2026-12-01'], '2026-12-01')).toEqual({ ok: true, dates: ['2026-12-01'] });
  });

  it('refuses a text that is no date, and a date the rule refuses', () => {
    expect(addDate([], 'tomorrow')).toEqual({ ok: false, problem: 'format' });
    expect(addDate([], '2026-11-20', (date) => date >= '2026-11-26')).toEqual({ ok: false, problem: 'rule' });
  });

  it('removes a date; none left is no value', () => {
    expect(removeDate(['2026-12-01', '2026-12-05'], '2026-12-01')).toEqual(['2026-12-05']);
    expect(datesValue([])).toBeUndefined();
    expect(datesValue(['2026-12-05'])).toEqual(['2026-12-05']);
  });

  it('reads only the dates of a value (a list, or a comma-joined text)', () => {
    expect(datesOf(['2026-12-01', 3, null])).toEqual(['2026-12-01']);
    expect(datesOf('2026-12-01')).toEqual(['2026-12-01']);
    expect(datesOf(42)).toEqual([]);
    expect(datesOf(undefined)).toEqual([]);
  });
});
