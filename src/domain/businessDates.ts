import { DateTime } from 'luxon';

/** Business dates (disabled past dates, cutoffs) are computed in this zone (000 §5, §9). */
export const BUSINESS_TIME_ZONE = 'America/Winnipeg';

/**
 * The calendar date it is in `zone` at the instant `now`, as `yyyy-MM-dd` (the value format of
 * `<input type="date">`). Throws on an unknown zone rather than silently using the local one.
 */
export function todayIn(zone: string, now: Date | number): string {
  const instant = typeof now === 'number' ? DateTime.fromMillis(now) : DateTime.fromJSDate(now);
  const local = instant.setZone(zone);
  if (!local.isValid) throw new Error(`unknown time zone "${zone}"`);
  return local.toFormat('yyyy-MM-dd');
}

/** True when `date` (`yyyy-MM-dd`) is a valid calendar date earlier than `today` (`yyyy-MM-dd`). */
export function isDateBefore(date: string, today: string): boolean {
  const parsed = DateTime.fromISO(date, { zone: 'utc' });
  if (!parsed.isValid || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return date < today;
}
