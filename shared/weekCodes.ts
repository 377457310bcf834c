import { DateTime } from 'luxon';
import { BUSINESS_ZONE } from './time/zones.ts';

/**
 * The week code of a day (001 §9): ISO week and two-digit ISO week-year, WWYY. A 'YYYY-MM-DD' text
 * is that calendar day; a Date is the day it is in Winnipeg. 2027-01-01 → '5326' (week 53 of 2026),
 * 2029-12-31 → '0130' (week 1 of 2030). Throws on a text that is not a date.
 */
export function weekCode(date: string | Date): string {
  const day = typeof date === 'string' ? DateTime.fromISO(date, { zone: BUSINESS_ZONE }) : DateTime.fromJSDate(date).setZone(BUSINESS_ZONE);
  if (!day.isValid || (typeof date === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(date))) throw new Error(`Not a date: ${String(date)}`);
  return `${String(day.weekNumber).padStart(2, '0')}${String(day.weekYear % 100).padStart(2, '0')}`;
}

/** The codes of `count` weeks from the current one (today in Winnipeg at `now`) on. */
export function nextWeekCodes(now: Date, count: number): string[] {
  const today = DateTime.fromJSDate(now).setZone(BUSINESS_ZONE).startOf('day');
  return Array.from({ length: Math.max(0, Math.trunc(count)) }, (_, week) => weekCode(today.plus({ weeks: week }).toFormat('yyyy-MM-dd')));
}
