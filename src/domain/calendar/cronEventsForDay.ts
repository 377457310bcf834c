import { readAwsCron } from './awsCronPlan.ts';
import { cronFiringsOnDay } from './cronFirings.ts';
import { dayMarks } from './dayMarks.ts';
import { scheduleReportId } from './scheduleReportId.ts';
import { scheduleZone } from './scheduleZone.ts';
import type { CalendarEvent, CalendarLabels, CalendarOverrides, CalendarReport, CalendarSchedule, CalendarTimes } from './types.ts';

/** 002 §9: each event lasts 30 minutes; a '*' hour is read as 12 and a '*' minute as 0 (the calendar's definition says so too). */
export const CALENDAR_TIMES: CalendarTimes = { eventMinutes: 30, anyHourAt: 12, anyMinuteAt: 0 };

/** The event's label (002 §4): Disabled This Day, else Overrided, else Disabled, else none. */
function labelOf(event: Pick<CalendarEvent, 'isDisabledThisDay' | 'isOverride' | 'status'>, labels: CalendarLabels): string | undefined {
  if (event.isDisabledThisDay) return labels.disabledThisDay;
  if (event.isOverride) return labels.overridden;
  if (event.status === 'disabled') return labels.disabled;
  return undefined;
}

function byStartThenName(a: CalendarEvent, b: CalendarEvent): number {
  return a.start.localeCompare(b.start) || a.reportName.localeCompare(b.reportName) || a.scheduleId.localeCompare(b.scheduleId);
}

/**
 * The calendar's events of one Winnipeg day `day` (YYYY-MM-DD), sorted by start then report
 * name (002 §2, §3 Calendar event, §4, §9). Each schedule fires at its cron's wall times in its
 * own zone (see cronFiringsOnDay); each firing on the day is an event of `times.eventMinutes` at its Winnipeg
 * time. Skipped: a schedule whose cron has not six fields or is unreadable, whose input names no
 * listed report (or is no `{"uuid": …}` JSON), or whose zone is not one the console ships.
 *
 * The report's override data marks the day: its closed_dates holding the day, or its override of
 * the day saying 'disabled', make the event disabled this day; an override makes it an override
 * whose start and end are the override's, so a schedule firing several times that day shows once
 * at the override's times.
 */
export function cronEventsForDay(
  day: string,
  schedules: readonly CalendarSchedule[],
  reports: readonly CalendarReport[],
  overrides: CalendarOverrides,
  labels: CalendarLabels,
  times: CalendarTimes,
): CalendarEvent[] {
  const reportsById = new Map(reports.map((report) => [report.id, report]));
  const events = new Map<string, CalendarEvent>();
  for (const schedule of schedules) {
    const reportId = scheduleReportId(schedule.input);
    const report = reportId === undefined ? undefined : reportsById.get(reportId);
    const plan = readAwsCron(schedule.scheduleExpression, times);
    const zone = scheduleZone(schedule);
    if (!report || !plan || !zone) continue;
    const marks = dayMarks(overrides, report.id, day.trim());
    for (const firing of cronFiringsOnDay(plan, zone, day)) {
      const start = marks.override?.startTime ?? firing.toFormat('HH:mm');
      const end = marks.override?.endTime ?? firing.plus({ minutes: times.eventMinutes }).toFormat('HH:mm');
      const status = schedule.state === 'ENABLED' ? 'active' : 'disabled';
      const isDisabledThisDay = marks.closed || marks.override?.status === 'disabled';
      const isOverride = marks.override !== undefined;
      const event: CalendarEvent = {
        id: `${schedule.name}@${start}`,
        scheduleId: schedule.name,
        reportId: report.id,
        reportName: report.reportName,
        reportType: report.reportType,
        deliveryRegion: report.deliveryRegion,
        start,
        end,
        status,
        description: schedule.description ?? '',
        isDisabledThisDay,
        isOverride,
      };
      const label = labelOf(event, labels);
      events.set(event.id, label === undefined ? event : { ...event, label });
    }
  }
  return [...events.values()].sort(byStartThenName);
}
