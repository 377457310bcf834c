import { DateTime, type Zone } from 'luxon';
import { BUSINESS_ZONE_NAME } from '../../shared/time/zoneNames.ts';

/** Business dates (disabled past dates, cutoffs) are computed in this zone (000 §5, §9); its data: ./time/zones.ts. */
export const BUSINESS_TIME_ZONE = BUSINESS_ZONE_NAME;

/**
 * The calendar date it is in `zone` (one of ./time/zones.ts, from the shipped tz data) at the
 * instant `now`, as `yyyy-MM-dd` (the value format of `<input type="date">`).
 */
export function todayIn(zone: Zone, now: Date | number): string {
  const instant = typeof now === 'number' ? DateTime.fromMillis(now) : DateTime.fromJSDate(now);
  const local = instant.setZone(zone);
  if (!local.isValid) throw new Error(`Cannot tell the date of ${String(now)} in ${zone.name}`);
  // toISODate: yyyy-MM-dd for every year the console meets, without parsing a format at each call.
  return local.toISODate();
}

/** True when `date` (`yyyy-MM-dd`) is a valid calendar date earlier than `today` (`yyyy-MM-dd`). */
export function isDateBefore(date: string, today: string): boolean {
  const parsed = DateTime.fromISO(date, { zone: 'utc' });
  if (!parsed.isValid || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return date < today;
}
