import { afterEach, describe, expect, it } from 'vitest';
import { registerDomainRules, type DateRule, type DateRuleContext } from '../../runtime/domain/domainRules';
import type { ResolvedForm } from '../../runtime/kinds/form/types';
import { dateBounds, dateRuleOf, dayOffered } from '../../runtime/kinds/form/dateRuleOf';
import { refusedDates, ruleContext, ruleDataOf, ruleDataPaths } from '../../runtime/kinds/form/dateRuleErrors';
import { consoleDomainRules } from '../../src/domain/consoleRules';
import { dateRules, notPast } from '../../src/domain/dateRules';

const NOW = Date.parse('2026-11-26T18:00:00Z');
const AT_TODAY: DateRuleContext = { today: '2026-11-26', now: NOW };

/** A rule judging by page data: the days listed in `data.open`, none while nothing is loaded. */
const openDays: DateRule = {
  min: ({ today }) => today,
  allows: (date, { data }) => typeof data === 'object' && data !== null && 'open' in data && Array.isArray(data.open) && data.open.includes(date),
};

afterEach(() => registerDomainRules(consoleDomainRules));

describe('date rules', () => {
  it('notPast allows today and later, never a day before today', () => {
    expect(notPast.allows('2026-11-26', AT_TODAY)).toBe(true);
    expect(notPast.allows('2027-01-01', AT_TODAY)).toBe(true);
    expect(notPast.allows('2026-11-25', AT_TODAY)).toBe(false);
    expect(notPast.min?.(AT_TODAY)).toBe('2026-11-26');
  });

  it('are found by name in the registered rules only', () => {
    expect(Object.keys(dateRules)).toContain('notPast');
    expect(dateRuleOf('notPast')).toBe(notPast);
    expect(dateRuleOf('weekdays')).toBeUndefined();
    expect(dateRuleOf('toString')).toBeUndefined();
    expect(dateRuleOf(undefined)).toBeUndefined();
  });

  it('bound the picker', () => {
    expect(dateBounds(notPast, AT_TODAY)).toEqual({ min: '2026-11-26' });
    expect(dateBounds(undefined, AT_TODAY)).toEqual({});
  });

  it('offer in the calendar exactly the days inside the bounds that the rule allows, and none before today with notBefore', () => {
    const offered = dayOffered(openDays, { ...AT_TODAY, data: { open: ['2026-11-20', '2026-11-26', '2026-12-03'] } }, false);
    expect(['2026-11-20', '2026-11-26', '2026-11-27', '2026-12-03'].filter(offered)).toEqual(['2026-11-26', '2026-12-03']);
    expect(dayOffered(openDays, AT_TODAY, false)('2026-12-03')).toBe(false);
    const free = dayOffered(undefined, AT_TODAY, true);
    expect(['2026-11-25', '2026-11-26', '2030-01-01'].filter(free)).toEqual(['2026-11-26', '2030-01-01']);
    expect(dayOffered(undefined, AT_TODAY, false)('1999-01-01')).toBe(true);
  });

  it('refuse the dates of date and dates fields their rule refuses', () => {
    const form: ResolvedForm = {
      title: 'x',
      endpoint: 'x',
      schema: {},
      ui: { day: { widget: 'date', rule: 'notPast' }, days: { widget: 'dates', rule: 'notPast' }, free: { widget: 'dates' } },
    };
    const values = { day: '2026-11-25', days: ['2026-11-20', '2026-11-26', '2026-11-24'], free: ['2020-01-01'] };
    expect(refusedDates(form, values, AT_TODAY)).toEqual({ day: ['2026-11-25'], days: ['2026-11-20', '2026-11-24'] });
    expect(refusedDates(form, { day: '2026-11-26', days: ['2026-12-01'] }, AT_TODAY)).toEqual({});
  });

  it('keep the date a date field opened with (a past day already stored), and judge any other', () => {
    const form: ResolvedForm = { title: 'x', endpoint: 'x', schema: {}, ui: { day: { widget: 'date', rule: 'notPast' } } };
    const opened = { day: '2026-11-02' };
    expect(refusedDates(form, { day: '2026-11-02' }, AT_TODAY, opened)).toEqual({});
    expect(refusedDates(form, { day: '2026-11-03' }, AT_TODAY, opened)).toEqual({ day: ['2026-11-03'] });
    expect(refusedDates(form, { day: '2026-11-02' }, AT_TODAY)).toEqual({ day: ['2026-11-02'] });
  });

  it('judge each field with the page data its ruleData names', () => {
    registerDomainRules({ ...consoleDomainRules, dateRules: { ...consoleDomainRules.dateRules, openDays } });
    const form: ResolvedForm = {
      title: 'x',
      endpoint: 'x',
      schema: {},
      ui: {
        delivery: { widget: 'date', rule: 'openDays', ruleData: 'cutoffs.answer' },
        extra: { widget: 'dates', rule: 'openDays', ruleData: 'other.answer' },
        plain: { widget: 'date', rule: 'notPast' },
      },
    };
    expect(ruleDataPaths(form)).toEqual({ delivery: 'cutoffs.answer', extra: 'other.answer' });
    const page: Record<string, unknown> = { 'cutoffs.answer': { open: ['2026-12-03'] } };
    const data = ruleDataOf(form, (path) => page[path]);
    expect(data).toEqual({ delivery: { open: ['2026-12-03'] }, extra: undefined });
    expect(ruleContext(AT_TODAY, data, 'delivery')).toEqual({ ...AT_TODAY, data: { open: ['2026-12-03'] } });
    expect(ruleContext(AT_TODAY, data, 'plain')).toEqual(AT_TODAY);

    const values = { delivery: '2026-12-04', extra: ['2026-12-03'], plain: '2026-12-04' };
    expect(refusedDates(form, values, AT_TODAY, {}, data)).toEqual({ delivery: ['2026-12-04'], extra: ['2026-12-03'] });
    expect(refusedDates(form, { ...values, delivery: '2026-12-03' }, AT_TODAY, {}, data)).toEqual({ extra: ['2026-12-03'] });
  });
});
