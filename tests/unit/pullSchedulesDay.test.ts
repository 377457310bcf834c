import { describe, expect, it } from 'vitest';
import { calendarData } from '../../src/custom/pullSchedules/calendarAnswers';
import { addDays, choiceKeeps, hourLabels, localEventComplete, openingScroll, reportTypeLabel } from '../../src/custom/pullSchedules/dayRules';

describe('the calendar day', () => {
  it('moves by whole days across months and DST', () => {
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-03-14', -1)).toBe('2027-03-13');
    expect(addDays('not a day', 1)).toBe('not a day');
  });

  it('labels the hours 04:00 … 22:00 of a 4–23 grid', () => {
    const hours = hourLabels(4, 23);
    expect(hours).toHaveLength(19);
    expect(hours[0]).toBe('04:00');
    expect(hours.at(-1)).toBe('22:00');
  });
});

describe('the type filter', () => {
  it('keeps every type with no type named, else only those', () => {
    expect(choiceKeeps({ label: 'All Types', reportTypes: [] }, 'ERROR_REPORT')).toBe(true);
    expect(choiceKeeps({ label: 'Same Day', reportTypes: ['ORDER_REPORT_SAME_DAY'] }, 'ERROR_REPORT')).toBe(false);
    expect(choiceKeeps({ label: 'Same Day', reportTypes: ['ORDER_REPORT_SAME_DAY'] }, 'ORDER_REPORT_SAME_DAY')).toBe(true);
  });
});

describe('a new event kept in the browser', () => {
  it('needs every field and an end after its start', () => {
    expect(
      localEventComplete({
        reportName: 'X',
        day: '2027-03-01',
        start: '09:00',
        end: '10:00',
      }),
    ).toBe(true);
    expect(
      localEventComplete({
        reportName: ' ',
        day: '2027-03-01',
        start: '09:00',
        end: '10:00',
      }),
    ).toBe(false);
    expect(
      localEventComplete({
        reportName: 'X',
        day: '',
        start: '09:00',
        end: '10:00',
      }),
    ).toBe(false);
    expect(
      localEventComplete({
        reportName: 'X',
        day: '2027-03-01',
        start: '10:00',
        end: '09:00',
      }),
    ).toBe(false);
  });
});

describe('the answers the calendar reads', () => {
  it('takes the three lists, refuses anything else', () => {
    expect(calendarData([], [], { closed: [], override: [] })).toEqual({
      schedules: [],
      configs: [],
      overrides: { closed: [], override: [] },
    });
    expect(calendarData({}, [], { closed: [], override: [] })).toBeUndefined();
    expect(calendarData([], [], { closed: [] })).toBeUndefined();
  });
});

describe('where the grid opens', () => {
  it('shows half an hour above the current time on today, else above the first event, else the top', () => {
    expect(openingScroll([660, 300], 1000, 120)).toBe(940);
    expect(openingScroll([660, 300], undefined, 120)).toBe(240);
    expect(openingScroll([], undefined, 120)).toBe(0);
    expect(openingScroll([20], undefined, 120)).toBe(0);
  });
});

describe('report type names', () => {
  it('names a type by the filter choice keeping it alone, else by the type itself', () => {
    const choices = [
      { label: 'All Types', reportTypes: [] },
      { label: 'Same Day', reportTypes: ['ORDER_REPORT_SAME_DAY'] },
    ];
    expect(reportTypeLabel(choices, 'ORDER_REPORT_SAME_DAY')).toBe('Same Day');
    expect(reportTypeLabel(choices, 'CURATED_GIFT_BOX')).toBe('CURATED_GIFT_BOX');
  });
});
