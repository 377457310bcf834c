import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, isDateBefore, todayIn } from '../../src/domain/businessDates';
import { BUSINESS_ZONE } from '../../shared/time/zones';

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' }).toJSDate();

describe('todayIn America/Winnipeg', () => {
  it('is the business zone of the specification', () => {
    expect(BUSINESS_TIME_ZONE).toBe('America/Winnipeg');
  });

  it('turns the date at local midnight, not at UTC midnight (CST, UTC−6)', () => {
    expect(todayIn(BUSINESS_ZONE, utc('2026-01-15T05:59:59'))).toBe('2026-01-14');
    expect(todayIn(BUSINESS_ZONE, utc('2026-01-15T06:00:00'))).toBe('2026-01-15');
    // Late evening in Winnipeg is already tomorrow in UTC.
    expect(todayIn(BUSINESS_ZONE, utc('2026-01-16T03:00:00'))).toBe('2026-01-15');
  });

  it('turns at local midnight in summer time too (CDT, UTC−5)', () => {
    expect(todayIn(BUSINESS_ZONE, utc('2026-07-01T04:59:59'))).toBe('2026-06-30');
    expect(todayIn(BUSINESS_ZONE, utc('2026-07-01T05:00:00'))).toBe('2026-07-01');
  });

  it('keeps the date across the spring-forward and fall-back hours', () => {
    // 2026-03-08 02:00 CST jumps to 03:00 CDT (08:00 UTC).
    expect(todayIn(BUSINESS_ZONE, utc('2026-03-08T07:59:59'))).toBe('2026-03-08');
    expect(todayIn(BUSINESS_ZONE, utc('2026-03-08T08:00:00'))).toBe('2026-03-08');
    // The first midnight after it comes at 05:00 UTC, no longer 06:00.
    expect(todayIn(BUSINESS_ZONE, utc('2026-03-09T04:59:59'))).toBe('2026-03-08');
    expect(todayIn(BUSINESS_ZONE, utc('2026-03-09T05:00:00'))).toBe('2026-03-09');
    // 2026-11-01: Manitoba no longer falls back (permanent UTC−05, tzdata 2026e); midnight stays at 05:00 UTC.
    expect(todayIn(BUSINESS_ZONE, utc('2026-11-01T06:30:00'))).toBe('2026-11-01');
    expect(todayIn(BUSINESS_ZONE, utc('2026-11-02T04:59:59'))).toBe('2026-11-01');
    expect(todayIn(BUSINESS_ZONE, utc('2026-11-02T05:00:00'))).toBe('2026-11-02');
  });

  it('accepts epoch milliseconds', () => {
    expect(todayIn(BUSINESS_ZONE, utc('2026-01-15T06:00:00').getTime())).toBe('2026-01-15');
  });

  it('turns the date at midnight UTC−05 once Manitoba stays there (2026-11-01, tzdata 2026e), whatever the runtime ICU says', () => {
    expect(todayIn(BUSINESS_ZONE, utc('2026-12-14T04:59:59'))).toBe('2026-12-13');
    expect(todayIn(BUSINESS_ZONE, utc('2026-12-14T05:00:00'))).toBe('2026-12-14');
  });
});

describe('isDateBefore', () => {
  it('compares calendar dates', () => {
    expect(isDateBefore('2026-03-07', '2026-03-08')).toBe(true);
    expect(isDateBefore('2026-03-08', '2026-03-08')).toBe(false);
    expect(isDateBefore('2026-03-09', '2026-03-08')).toBe(false);
    expect(isDateBefore('2025-12-31', '2026-01-01')).toBe(true);
  });

  it('is false for text that is not a date (the schema reports those)', () => {
    expect(isDateBefore('yesterday', '2026-03-08')).toBe(false);
    expect(isDateBefore('2026-02-30', '2026-03-08')).toBe(false);
    expect(isDateBefore('2026-3-1', '2026-03-08')).toBe(false);
  });
});
