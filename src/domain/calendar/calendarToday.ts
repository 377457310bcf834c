import { DateTime } from 'luxon';
import { CALENDAR_ZONE } from './scheduleZone.ts';

/**
 * Today in Winnipeg (YYYY-MM-DD) at `now`, from the shipped tz data (Manitoba stays at UTC−05 from
 * 2026-11-01; a runtime's older ICU copy would still say UTC−06 and turn the day an hour late).
 */
export function calendarToday(now: DateTime | Date): string {
  return (now instanceof Date ? DateTime.fromJSDate(now) : now).setZone(CALENDAR_ZONE).toISODate() ?? '';
}
