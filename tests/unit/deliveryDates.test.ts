import { describe, expect, it } from 'vitest';
import { cutoffInstant, isDeliveryDateSelectable, type CutoffInfo } from '../../src/domain/deliveryDates';
import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../shared/time/zones';

const everyDay = (time: string, effect: number) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, cutoff_effect: effect, cutoff_time: time }));
const info = (over: Partial<CutoffInfo> = {}): CutoffInfo => ({ region: 'MB', closedDates: [], un_available: [], available: [], cutoff_time: everyDay('15:55', 1), ...over });
const utc = (iso: string) => new Date(`${iso}Z`);

describe('isDeliveryDateSelectable (001 §5, America/Winnipeg)', () => {
  it('closes next-day delivery at 15:55 Winnipeg time, UTC−05 in December 2026 (tzdata 2026e)', () => {
    expect(isDeliveryDateSelectable('2026-12-15', info(), utc('2026-12-14T21:00:00'))).toBe(false); // 16:00 in Winnipeg
    expect(isDeliveryDateSelectable('2026-12-15', info(), utc('2026-12-14T20:30:00'))).toBe(true); // 15:30
  });

  it('counts a cutoff as passed from its very minute on', () => {
    expect(isDeliveryDateSelectable('2026-12-15', info(), utc('2026-12-14T20:54:59'))).toBe(true);
    expect(isDeliveryDateSelectable('2026-12-15', info(), utc('2026-12-14T20:55:00'))).toBe(false);
  });

  it('refuses days before today in Winnipeg, even when UTC is already the next day', () => {
    const sameDay = info({ cutoff_time: everyDay('23:59', 0) });
    // 2026-12-15 03:00 UTC is 22:00 on the 14th in Winnipeg.
    expect(isDeliveryDateSelectable('2026-12-14', sameDay, utc('2026-12-15T03:00:00'))).toBe(true);
    expect(isDeliveryDateSelectable('2026-12-13', sameDay, utc('2026-12-15T03:00:00'))).toBe(false);
    expect(isDeliveryDateSelectable('2026-02-30', sameDay, utc('2026-01-01T12:00:00'))).toBe(false);
    expect(isDeliveryDateSelectable('15/12/2026', sameDay, utc('2026-01-01T12:00:00'))).toBe(false);
  });

  it('lets an available date with its cutoff ahead win over a closed weekday and an unavailable date', () => {
    // 2026-12-20 is a Sunday.
    const closed = info({ closedDates: [0], un_available: ['2026-12-20'], available: [{ date: '2026-12-20', cutoff_effect: 0, cutoff_time: '14:00' }] });
    expect(isDeliveryDateSelectable('2026-12-20', closed, utc('2026-12-20T18:59:00'))).toBe(true); // 13:59
    // Once its own cutoff has passed, the closed weekday rules.
    expect(isDeliveryDateSelectable('2026-12-20', closed, utc('2026-12-20T19:00:00'))).toBe(false);
  });

  it('lets an available date whose cutoff passed fall through to the weekday rules', () => {
    const late = info({ available: [{ date: '2026-12-16', cutoff_effect: 3, cutoff_time: '10:00' }] });
    // Its own cutoff (2026-12-13 10:00) has passed; the Wednesday next-day cutoff (12-15 15:55) has not.
    expect(isDeliveryDateSelectable('2026-12-16', late, utc('2026-12-14T18:00:00'))).toBe(true);
  });

  it('refuses unavailable dates and closed weekdays (0 = Sunday, not 7)', () => {
    const now = utc('2026-12-01T12:00:00');
    expect(isDeliveryDateSelectable('2026-12-25', info({ un_available: ['2026-12-25'] }), now)).toBe(false);
    expect(isDeliveryDateSelectable('2026-12-20', info({ closedDates: [0] }), now)).toBe(false); // Sunday
    expect(isDeliveryDateSelectable('2026-12-19', info({ closedDates: [0] }), now)).toBe(true); // Saturday
    expect(isDeliveryDateSelectable('2026-12-21', info({ closedDates: [1] }), now)).toBe(false); // Monday
  });

  it('refuses a weekday with no cutoff rule', () => {
    const weekdaysOnly = info({ cutoff_time: everyDay('15:55', 1).filter((rule) => rule.day !== 6) });
    expect(isDeliveryDateSelectable('2026-12-19', weekdaysOnly, utc('2026-12-01T12:00:00'))).toBe(false);
    expect(isDeliveryDateSelectable('2026-12-18', weekdaysOnly, utc('2026-12-01T12:00:00'))).toBe(true);
  });

  it('counts cutoff days in Winnipeg calendar days across the 2026-03-08 spring change', () => {
    // Delivery Monday 2026-03-09, cutoff two days before at 15:55: Saturday 2026-03-07, still CST (UTC−06) = 21:55 UTC.
    const twoDays = info({ cutoff_time: everyDay('15:55', 2) });
    expect(isDeliveryDateSelectable('2026-03-09', twoDays, utc('2026-03-07T21:54:00'))).toBe(true);
    expect(isDeliveryDateSelectable('2026-03-09', twoDays, utc('2026-03-07T21:55:00'))).toBe(false);
    // Delivery 2026-03-08 (the change day), next-day: cutoff 2026-03-07 15:55 CST.
    expect(isDeliveryDateSelectable('2026-03-08', info(), utc('2026-03-07T21:54:00'))).toBe(true);
    // Delivery 2026-03-10, next-day: cutoff 2026-03-09 15:55 CDT (UTC−05) = 20:55 UTC, an hour earlier in UTC.
    expect(isDeliveryDateSelectable('2026-03-10', info(), utc('2026-03-09T20:54:00'))).toBe(true);
    expect(isDeliveryDateSelectable('2026-03-10', info(), utc('2026-03-09T20:55:00'))).toBe(false);
  });

  it('keeps Winnipeg time on 2026-11-01, when Manitoba no longer falls back', () => {
    // Delivery 2026-11-02, next-day cutoff 2026-11-01 15:55 at UTC−05 = 20:55 UTC (older tz data said 21:55).
    expect(isDeliveryDateSelectable('2026-11-02', info(), utc('2026-11-01T20:54:00'))).toBe(true);
    expect(isDeliveryDateSelectable('2026-11-02', info(), utc('2026-11-01T21:00:00'))).toBe(false);
  });

  it('judges in Winnipeg whatever the region: a Regina cutoff info uses Winnipeg time, not Regina (−06)', () => {
    const regina = info({ region: 'SK' });
    // 21:00 UTC is 16:00 in Winnipeg (closed) though only 15:00 in Regina.
    expect(isDeliveryDateSelectable('2026-12-15', regina, utc('2026-12-14T21:00:00'))).toBe(false);
    // In July too (Winnipeg CDT −05, Regina CST −06): 20:56 UTC is 15:56 in Winnipeg, 14:56 in Regina.
    expect(isDeliveryDateSelectable('2026-07-15', regina, utc('2026-07-14T20:54:00'))).toBe(true);
    expect(isDeliveryDateSelectable('2026-07-15', regina, utc('2026-07-14T20:56:00'))).toBe(false);
  });

  it('reads H:mm cutoffs and same-day effects', () => {
    const morning = info({ cutoff_time: everyDay('9:30', 0) });
    expect(isDeliveryDateSelectable('2026-12-14', morning, utc('2026-12-14T14:29:00'))).toBe(true); // 09:29
    expect(isDeliveryDateSelectable('2026-12-14', morning, utc('2026-12-14T14:30:00'))).toBe(false);
    expect(isDeliveryDateSelectable('2026-12-14', info({ cutoff_time: everyDay('late', 0) }), utc('2026-12-14T12:00:00'))).toBe(false);
  });
});

describe('cutoffInstant', () => {
  it('is the wall time in Winnipeg effect days before', () => {
    const day = DateTime.fromISO('2026-12-15', { zone: BUSINESS_ZONE });
    expect(cutoffInstant(day, 1, '15:55')?.toUTC().toISO()).toBe('2026-12-14T20:55:00.000Z');
    expect(cutoffInstant(day, 0, '25:00')).toBeUndefined();
  });
});
