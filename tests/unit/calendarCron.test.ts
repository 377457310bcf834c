import { describe, expect, it } from 'vitest';
import { readAwsCron } from '../../src/domain/calendar/awsCronPlan';
import { CALENDAR_TIMES } from '../../src/domain/calendar/cronEventsForDay';

/** The dates (month 1-12) of December 2026 on which the cron fires. */
function decemberDays(cron: string): number[] {
  const plan = readAwsCron(cron, CALENDAR_TIMES);
  if (!plan) throw new Error(`unreadable: ${cron}`);
  return Array.from({ length: 31 }, (_, index) => index + 1).filter((day) => plan.firesOn(2026, 12, day));
}

describe('readAwsCron', () => {
  it('reads day of week 1 = Sunday: MON-FRI, 2-6 and a list of names fire on the same weekdays', () => {
    // December 2026 starts on a Tuesday; the 5th and 6th are Saturday and Sunday.
    const weekdays = [1, 2, 3, 4, 7, 8, 9, 10, 11, 14, 15, 16, 17, 18, 21, 22, 23, 24, 25, 28, 29, 30, 31];
    expect(decemberDays('cron(0 9 ? * MON-FRI *)')).toEqual(weekdays);
    expect(decemberDays('0 9 ? * 2-6 *')).toEqual(weekdays);
    expect(decemberDays('0 9 ? * mon,TUE,4,THU,FRI *')).toEqual(weekdays);
    expect(decemberDays('0 9 ? * 1,7 *')).toEqual([5, 6, 12, 13, 19, 20, 26, 27]);
  });

  it('fires every day for * or ? in both day fields', () => {
    expect(decemberDays('cron(0 18 ? * * *)')).toHaveLength(31);
    expect(decemberDays('cron(0 18 * * ? *)')).toHaveLength(31);
  });

  it('honours day of month, month and year when they are not * or ?', () => {
    expect(decemberDays('0 9 1,15 * ? *')).toEqual([1, 15]);
    expect(decemberDays('0 9 L * ? *')).toEqual([31]);
    expect(decemberDays('0 9 ? DEC FRI#2 *')).toEqual([11]);
    expect(decemberDays('0 9 ? * 6L *')).toEqual([25]);
    expect(decemberDays('0 9 5W * ? *')).toEqual([4]); // the 5th is a Saturday: the Friday before
    expect(decemberDays('0 9 ? JAN-NOV * *')).toEqual([]);
    expect(decemberDays('0 9 ? * * 2027')).toEqual([]);
    expect(decemberDays('0 9 ? * * 2026')).toHaveLength(31);
  });

  it("reads a '*' hour and minute as the times it is given: the calendar's definition names them", () => {
    expect(readAwsCron('cron(* * ? * * *)', { anyHourAt: 9, anyMinuteAt: 15 })?.times).toEqual([[9, 15]]);
    expect(readAwsCron('cron(30 * ? * * *)', { anyHourAt: 9, anyMinuteAt: 15 })?.times).toEqual([[9, 30]]);
  });

  it("the pull-schedules definition states 002 §9's calendar times", async () => {
    const { readFile } = await import('node:fs/promises');
    const screen = JSON.parse(await readFile(new URL('../../screens/reports/pull-schedules.screen.json', import.meta.url), 'utf8')) as { blocks: Array<{ props?: Record<string, unknown> }> };
    const props = screen.blocks[0]?.props ?? {};
    expect({ eventMinutes: props.eventMinutes, anyHourAt: props.anyHourAt, anyMinuteAt: props.anyMinuteAt }).toEqual(CALENDAR_TIMES);
  });

  it("reads a '*' hour as 12 and a '*' minute as 0; lists, ranges and steps give several times", () => {
    expect(readAwsCron('cron(* * ? * * *)', CALENDAR_TIMES)?.times).toEqual([[12, 0]]);
    expect(readAwsCron('cron(15 * ? * * *)', CALENDAR_TIMES)?.times).toEqual([[12, 15]]);
    expect(readAwsCron('cron(* 7 ? * * *)', CALENDAR_TIMES)?.times).toEqual([[7, 0]]);
    expect(readAwsCron('cron(0,30 9-10 ? * * *)', CALENDAR_TIMES)?.times).toEqual([[9, 0], [9, 30], [10, 0], [10, 30]]);
    expect(readAwsCron('cron(0/20 8 ? * * *)', CALENDAR_TIMES)?.times).toEqual([[8, 0], [8, 20], [8, 40]]);
  });

  it('gives nothing for a cron without six fields or with an unreadable field', () => {
    expect(readAwsCron('cron(0 9 * * 1)', CALENDAR_TIMES)).toBeUndefined();
    expect(readAwsCron('cron(0 9 ? * MON-FRI * 2027)', CALENDAR_TIMES)).toBeUndefined();
    expect(readAwsCron('', CALENDAR_TIMES)).toBeUndefined();
    expect(readAwsCron('cron(0 25 ? * * *)', CALENDAR_TIMES)).toBeUndefined();
    expect(readAwsCron('cron(0 9 ? * FUN *)', CALENDAR_TIMES)).toBeUndefined();
    expect(readAwsCron('cron(0 9 ? * 5-2 *)', CALENDAR_TIMES)).toBeUndefined();
  });
});
