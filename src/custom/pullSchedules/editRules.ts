import type { OrderPullConfig } from '../../../runtime/generated/entities';
import { scheduleZone, type CalendarEvent, type CalendarOverrides } from '../../domain/calendar';
import { cronTimeEdit, wallTimeIn, type TimeEdit } from '../../domain/calendar/cronTimeEdit';
import { dayMarks } from '../../domain/calendar/dayMarks';
import type { CalendarData } from './calendarAnswers';
import type { PullSchedulesProps } from './contract';

type TypeRules = Pick<PullSchedulesProps, 'recipientSortedTypes' | 'nextDayTypes' | 'noDateFilterTypes' | 'fixedUpdate'>;

/** MM/DD/YYYY (as stored) → YYYY-MM-DD (a date input's value); anything else → ''. */
export function isoFromUsDate(date: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
}

/**
 * The stored config as an edit sends it on (spec README decision on 002 §4's fixed values): as
 * loaded, with 002 §4's fixed and per-type values filling only what it lacks, so a csv report
 * stays csv, its windows and sort stay as they are. The definition's `updateConfig` body puts the
 * Edit form's fields over it, key by key.
 */
export function filledConfig(config: OrderPullConfig, rules: TypeRules): OrderPullConfig {
  const type = config.reportType;
  const recipientSorted = rules.recipientSortedTypes.includes(type);
  const fixed = rules.fixedUpdate;
  const stored: Partial<OrderPullConfig> = config;
  return {
    ...config,
    fileType: stored.fileType ?? (fixed.fileType as OrderPullConfig['fileType']),
    // A stored config lacking its order fields leaves them out: the service fills its defaults.
    filtersForRestUrl: {
      ...stored.filtersForRestUrl,
      fulfillmentStatus: stored.filtersForRestUrl?.fulfillmentStatus ?? fixed.fulfillmentStatus,
      status: stored.filtersForRestUrl?.status ?? fixed.status,
    } as OrderPullConfig['filtersForRestUrl'],
    deliveryWindow: stored.deliveryWindow ?? ([...fixed.deliveryWindow] as OrderPullConfig['deliveryWindow']),
    hours: stored.hours ?? fixed.hours,
    minutes: stored.minutes ?? fixed.minutes,
    createAtIncluded: stored.createAtIncluded ?? fixed.createAtIncluded,
    noOfDaysToDeliveryDate: stored.noOfDaysToDeliveryDate ?? (rules.nextDayTypes.includes(type) ? 1 : 0),
    deliveryDateFilterIncluded: stored.deliveryDateFilterIncluded ?? !rules.noDateFilterTypes.includes(type),
    sortHeaderName: stored.sortHeaderName ?? (recipientSorted ? 'Recipient_Name' : ''),
    consolidateOrder: stored.consolidateOrder ?? recipientSorted,
  };
}

/** What the edit-for-this-day dialog holds (a day override, 002 §3). */
export interface DayEdit {
  startTime: string;
  endTime: string;
  status: 'enabled' | 'disabled';
  notes: string;
}

/**
 * What the edit-for-this-day dialog opens with: the day's stored override (its times and notes),
 * else the event's times and no notes; disabled when the day is switched off (closed, or an
 * override saying so). A Save that changes nothing stores the override as it was.
 */
export function storedDayEdit(event: Pick<CalendarEvent, 'reportId' | 'start' | 'end' | 'isDisabledThisDay'>, day: string, overrides: CalendarOverrides | undefined): DayEdit {
  const stored = overrides ? dayMarks(overrides, event.reportId, day).override : undefined;
  return {
    startTime: stored?.startTime ?? event.start,
    endTime: stored?.endTime ?? event.end,
    status: event.isDisabledThisDay ? 'disabled' : 'enabled',
    notes: stored?.notes ?? '',
  };
}

/**
 * How the event's time may be edited: the cron's own time when it names one; else the event's
 * firing read in the schedule's zone, placed in the cron's list (an overridden day shows the
 * override's times, which name no firing: read-only, like a range).
 */
export function eventTimeEdit(event: CalendarEvent, day: string, schedule: CalendarData['schedules'][number]): TimeEdit {
  const zone = scheduleZone(schedule);
  const firing = zone && !event.isOverride ? wallTimeIn(zone, day, event.start) : undefined;
  const found = cronTimeEdit(schedule.scheduleExpression, firing);
  return found.time !== '' ? found : { kind: 'fixed', time: event.start };
}

/** What Edit opens with: the row of its form and how the time may move; undefined when the event's report or schedule is not loaded. */
export interface EventEditOpening {
  row: Record<string, unknown>;
  time: TimeEdit;
  cron: string;
}

/**
 * The row of the definition's Edit form (002 §4 Calendar edit form): the report as stored (its
 * delivery date as a date input takes it), the time the cron gives the event, and what the
 * definition's bodies read besides: the report's id, the config as an edit sends it on
 * (`filledConfig`) and the schedule as loaded.
 */
export function eventEditOpening(event: CalendarEvent, day: string, data: CalendarData | undefined, rules: TypeRules): EventEditOpening | undefined {
  const config = data?.configs.find((item) => item.id === event.reportId);
  const schedule = data?.schedules.find((item) => item.name === event.scheduleId);
  if (!config || !schedule) return undefined;
  const stored: Partial<OrderPullConfig> = config;
  const time = eventTimeEdit(event, day, schedule);
  return {
    time,
    cron: schedule.scheduleExpression,
    row: {
      reportId: config.id,
      reportName: config.reportName,
      reportType: config.reportType,
      deliveryRegion: [...(stored.deliveryRegion ?? [])],
      deliveryDate: isoFromUsDate(stored.deliveryDate ?? ''),
      description: stored.description ?? '',
      startTime: time.time,
      config: filledConfig(config, rules),
      schedule,
    },
  };
}
