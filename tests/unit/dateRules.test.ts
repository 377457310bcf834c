import { describe, expect, it } from 'vitest';
import type { ResolvedForm } from '../../runtime/kinds/form/types';
import { dateBounds, dateRuleOf } from '../../runtime/kinds/form/dateRuleOf';
import { refusedDates } from '../../runtime/kinds/form/dateRuleErrors';
import { dateRules, notPast } from '../../src/domain/dateRules';

describe('date rules', () => {
  it('notPast allows today and later, never a day before today', () => {
    expect(notPast.allows('2026-11-26', '2026-11-26')).toBe(true);
    expect(notPast.allows('2027-01-01', '2026-11-26')).toBe(true);
    expect(notPast.allows('2026-11-25', '2026-11-26')).toBe(false);
    expect(notPast.min?.('2026-11-26')).toBe('2026-11-26');
  });

  it('are found by name in the registered rules only', () => {
    expect(Object.keys(dateRules)).toEqual(['notPast']);
    expect(dateRuleOf('notPast')).toBe(notPast);
    expect(dateRuleOf('weekdays')).toBeUndefined();
    expect(dateRuleOf('toString')).toBeUndefined();
    expect(dateRuleOf(undefined)).toBeUndefined();
  });

  it('bound the picker', () => {
    expect(dateBounds(notPast, '2026-11-26')).toEqual({ min: '2026-11-26' });
    expect(dateBounds(undefined, '2026-11-26')).toEqual({});
  });

  it('refuse the dates of date and dates fields their rule refuses', () => {
    const form: ResolvedForm = {
      title: 'x',
      endpoint: 'x',
      schema: {},
      ui: { day: { widget: 'date', rule: 'notPast' }, days: { widget: 'dates', rule: 'notPast' }, free: { widget: 'dates' } },
    };
    const values = { day: '2026-11-25', days: ['2026-11-20', '2026-11-26', '2026-11-24'], free: ['2020-01-01'] };
    expect(refusedDates(form, values, '2026-11-26')).toEqual({ day: ['2026-11-25'], days: ['2026-11-20', '2026-11-24'] });
    expect(refusedDates(form, { day: '2026-11-26', days: ['2026-12-01'] }, '2026-11-26')).toEqual({});
  });
});
