import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { calendarToday } from '../../src/domain/calendar/calendarToday';
import { currentTimeLine } from '../../src/domain/calendar/currentTimeLine';

const GRID = { firstHour: 4, lastHour: 23, pxPerHour: 120 };

describe('currentTimeLine', () => {
  it("draws the line at the real current time in Winnipeg when the day is today there", () => {
    // 23:00 UTC is 18:00 in Winnipeg (UTC−05): 14 hours below 04:00.
    expect(currentTimeLine(new Date('2026-12-07T23:00:00Z'), '2026-12-07', GRID)).toBe(1680);
    expect(currentTimeLine(DateTime.fromISO('2026-12-07T14:15:00Z'), '2026-12-07', GRID)).toBe(630);
    expect(currentTimeLine(new Date('2026-12-07T14:15:59Z'), '2026-12-07', GRID)).toBe(630);
  });

  it('shows no line on another day, even the one that is today in UTC', () => {
    // 03:00 UTC on the 8th is still the 7th in Winnipeg (22:00).
    expect(currentTimeLine(new Date('2026-12-08T03:00:00Z'), '2026-12-08', GRID)).toBeUndefined();
    expect(currentTimeLine(new Date('2026-12-08T03:00:00Z'), '2026-12-07', GRID)).toBe(2160);
    expect(currentTimeLine(new Date('2026-12-07T23:00:00Z'), '2026-12-06', GRID)).toBeUndefined();
  });

  it('shows no line before 04:00 or after 23:00', () => {
    expect(currentTimeLine(new Date('2026-12-07T08:59:00Z'), '2026-12-07', GRID)).toBeUndefined(); // 03:59
    expect(currentTimeLine(new Date('2026-12-07T09:00:00Z'), '2026-12-07', GRID)).toBe(0); // 04:00
    expect(currentTimeLine(new Date('2026-12-08T04:00:00Z'), '2026-12-07', GRID)).toBe(2280); // 23:00
    expect(currentTimeLine(new Date('2026-12-08T04:01:00Z'), '2026-12-07', GRID)).toBeUndefined(); // 23:01
  });

  it("today is Winnipeg's date, at UTC−05 all year from 2026-11-01", () => {
    expect(calendarToday(new Date('2026-12-08T04:59:00Z'))).toBe('2026-12-07');
    expect(calendarToday(new Date('2026-12-08T05:00:00Z'))).toBe('2026-12-08');
    expect(calendarToday(DateTime.fromISO('2026-07-01T04:59:00Z'))).toBe('2026-06-30');
  });
});
