import { DateTime } from 'luxon';
import { BUSINESS_ZONE, BUSINESS_ZONE_NAME } from '../../../shared/time/zones.ts';

/**
 * The business's time zone: dates before today there are in the past (000 §9). Its name, for
 * messages; luxon is given BUSINESS_ZONE, from the tz data the console ships (not Node's ICU copy).
 */
export const BUSINESS_TIME_ZONE = BUSINESS_ZONE_NAME;

export { BUSINESS_ZONE } from '../../../shared/time/zones.ts';

/** Where the services take the current moment from; tests pass a fixed one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Today's date in America/Winnipeg, YYYY-MM-DD, at the moment `now`. */
export function businessToday(now: Date): string {
  const today = DateTime.fromJSDate(now, { zone: BUSINESS_ZONE }).toISODate();
  if (!today) throw new Error(`Cannot tell the date of ${String(now)}`);
  return today;
}

/** Whether a 'YYYY-MM-DD' text names a real calendar date (no 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && DateTime.fromISO(text, { zone: BUSINESS_ZONE }).isValid;
}
