/** The pull schedules calendar's pure rules (002 §2, §3, §4, §9). */
export type { CalendarEvent, CalendarLabels, CalendarOverrides, CalendarReport, CalendarSchedule, DayGrid, DayLayout, DayOverrideFlags, PositionedEvent } from './types.ts';
export { cronEventsForDay, CALENDAR_TIMES } from './cronEventsForDay.ts';
export { layoutDayEvents, DAY_LAYOUT } from './layoutDayEvents.ts';
export { splitByGridHours, type GridHoursSplit } from './splitByGridHours.ts';
export { fitDayEvents, type FittedDay, type HiddenEvents } from './fitDayEvents.ts';
export { currentTimeLine } from './currentTimeLine.ts';
export { calendarToday } from './calendarToday.ts';
export { eventsOfType, isReportTypeFilterKey, REPORT_TYPE_FILTER, REPORT_TYPE_FILTER_KEYS, type ReportTypeFilterKey } from './reportTypeFilter.ts';
export { readAwsCron, type AwsCronPlan } from './awsCronPlan.ts';
export { calendarDay, cronFiringsOnDay } from './cronFirings.ts';
export { scheduleReportId } from './scheduleReportId.ts';
export { CALENDAR_ZONE, scheduleZone } from './scheduleZone.ts';
