import { DateTime } from 'luxon';
import type { CutoffInfo } from '../../shared/cutoffInfo.ts';
import { BUSINESS_ZONE } from '../../shared/time/zones.ts';

export type { AvailableDate, CutoffInfo, WeekdayCutoff } from '../../shared/cutoffInfo.ts';

/**
 * The instant orders for `date` close: `effect` Winnipeg calendar days before it, at `time`
 * (H:mm or HH:mm) Winnipeg wall time, whatever the DST changes in between; undefined when unreadable.
 */
export function cutoffInstant(date: DateTime, effect: number, time: string): DateTime | undefined {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return undefined;
  const day = date.minus({ days: effect });
  return DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour, minute }, { zone: BUSINESS_ZONE });
}

/**
 * Whether a delivery date may be chosen (001 §5 'Delivery-date selectability'), judged in
 * America/Winnipeg (the shipped tz data) at the instant `now`:
 * 1. not before today;
 * 2. an `available` entry for the date whose cutoff is still ahead enables it;
 * 3. otherwise an unavailable date or a closed weekday (0 = Sunday) is off;
 * 4. otherwise the weekday's cutoff rule must exist and its cutoff must not have passed.
 * A cutoff is passed from its very minute on: with a 15:55 cutoff, 15:54:59 may still order, 15:55:00 may not.
 */
export function isDeliveryDateSelectable(date: string, info: CutoffInfo, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const day = DateTime.fromISO(date, { zone: BUSINESS_ZONE });
  if (!day.isValid) return false;
  const moment = DateTime.fromJSDate(now).setZone(BUSINESS_ZONE);
  if (date < moment.toFormat('yyyy-MM-dd')) return false;
  const ahead = (effect: number, time: string) => {
    const cutoff = cutoffInstant(day, effect, time);
    return cutoff !== undefined && cutoff.toMillis() > moment.toMillis();
  };
  if (info.available.some((entry) => entry.date === date && ahead(entry.cutoff_effect, entry.cutoff_time))) return true;
  const weekday = day.weekday % 7;
  if (info.un_available.includes(date) || info.closedDates.includes(weekday)) return false;
  return info.cutoff_time.some((rule) => rule.day === weekday && ahead(rule.cutoff_effect, rule.cutoff_time));
}
