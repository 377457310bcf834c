import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from '../../../shared/time/zones';

/**
 * The business date (America/Winnipeg) `days` from now, `yyyy-MM-dd`, by the zone data the
 * console and its services ship (Node's own ICU copy is older: it would put Winnipeg an hour
 * behind the server from November 2026).
 */
export function businessDay(days = 0): string {
  return DateTime.now().setZone(BUSINESS_ZONE).plus({ days }).toISODate() ?? '';
}

/** An instant as the console shows it, `yyyy-MM-dd HH:mm` in Winnipeg, by the same shipped zone data. */
export function businessMinute(at: Date): string {
  return DateTime.fromJSDate(at).setZone(BUSINESS_ZONE).toFormat('yyyy-MM-dd HH:mm');
}

/** The business date of a weekday (1 Monday … 7 Sunday) of next ISO week, `yyyy-MM-dd`: always in the seeded catalogue's next week code. */
export function nextWeekDay(weekday: number): string {
  return DateTime.now().setZone(BUSINESS_ZONE).startOf('week').plus({ weeks: 1, days: weekday - 1 }).toISODate() ?? '';
}
