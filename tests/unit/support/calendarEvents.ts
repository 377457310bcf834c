import type { CalendarEvent } from '../../../src/domain/calendar/types';

/** The calendar's grid of 002 §9: 04:00 to 23:00, 120 px an hour, events at least 40 px and 30 minutes. */
export const LAYOUT = { firstHour: 4, lastHour: 23, pxPerHour: 120, minHeight: 40, eventMinutes: 30 };

/** An active same-day event named by its id, from `start` to `end` (HH:mm). */
export function event(id: string, start: string, end: string): CalendarEvent {
  return {
    id,
    scheduleId: id,
    reportId: '11111111-1111-4111-8111-111111111111',
    reportName: id,
    reportType: 'ORDER_REPORT_SAME_DAY',
    deliveryRegion: [],
    start,
    end,
    status: 'active',
    description: '',
    isDisabledThisDay: false,
    isOverride: false,
  };
}
