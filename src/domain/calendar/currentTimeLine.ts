import { DateTime } from 'luxon';
import { calendarToday } from './calendarToday.ts';
import { CALENDAR_ZONE } from './scheduleZone.ts';
import type { DayGrid } from './types.ts';

/**
 * Where the current-time line sits (002 §2, §9; spec README decision: the real current time in
 * America/Winnipeg, not a fixed 18:00): its top in pixels from firstHour:00, to the minute, when
 * `day` (YYYY-MM-DD) is today in Winnipeg and the time is within firstHour:00–lastHour:00;
 * undefined otherwise (another day, or before or after the grid's hours).
 */
export function currentTimeLine(now: DateTime | Date, day: string, grid: DayGrid): number | undefined {
  const here = (now instanceof Date ? DateTime.fromJSDate(now) : now).setZone(CALENDAR_ZONE);
  if (!here.isValid || calendarToday(here) !== day.trim()) return undefined;
  const minutes = here.hour * 60 + here.minute;
  if (minutes < grid.firstHour * 60 || minutes > grid.lastHour * 60) return undefined;
  return ((minutes - grid.firstHour * 60) * grid.pxPerHour) / 60;
}
