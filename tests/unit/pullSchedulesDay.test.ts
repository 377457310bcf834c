import { describe, expect, it } from 'vitest';
import { calendarData, cronTime } from '../../src/custom/pullSchedules/calendarAnswers';
import { addDays, choiceKeeps, hourLabels, localEventComplete } from '../../src/custom/pullSchedules/dayRules';

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

  it("reads a cron's time ('*' hour 12, '*' minute 0)", () => {
    expect(cronTime('cron(30 9 ? * MON-FRI *)')).toBe('09:30');
    expect(cronTime('cron(* * ? * * *)')).toBe('12:00');
    expect(cronTime('cron(30 9 ? * *)')).toBe('');
  });
});
