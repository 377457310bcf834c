/**
 * The shapes of the pull schedules calendar (002 §2, §3): what it reads from the services (only
 * the fields it uses, so the generated entity types fit) and the events it derives.
 */

/** A schedule as GET /order-pull/schedules lists it (002 §3 Schedule). */
export interface CalendarSchedule {
  /** The schedule's name (EXP_…): the event's scheduleId. */
  name: string;
  state: 'ENABLED' | 'DISABLED' | (string & {});
  description?: string;
  /** Six-field AWS cron, `cron(m h dom month dow year)` (the wrapper is optional). */
  scheduleExpression: string;
  /** The zone the cron's wall times are read in; `timezone` when absent; America/Winnipeg when both are. */
  scheduleExpressionTimezone?: string;
  timezone?: string;
  /** JSON text `{"uuid": …}` naming the report config the schedule runs. */
  input: string;
}

/** A report config as GET /order-pull/config lists it (the fields the calendar shows). */
export interface CalendarReport {
  id: string;
  reportName: string;
  reportType: string;
  deliveryRegion: readonly string[];
}

/** One day's override of a report (002 §3 Day override), as GET /order-pull/override keys it by date. */
export interface DayOverrideFlags {
  startTime: string;
  endTime: string;
  status: 'enabled' | 'disabled' | (string & {});
  notes: string;
}

/** GET /order-pull/override (002 §3 Override data); ids are report uuids. */
export interface CalendarOverrides {
  closed: ReadonlyArray<{ id: string; closed_dates: readonly string[] }>;
  override: ReadonlyArray<{ id: string; [date: string]: DayOverrideFlags | string | undefined }>;
}

/** The words of the event labels (002 §4), owned by the screen definition. */
export interface CalendarLabels {
  /** 'Disabled This Day'. */
  disabledThisDay: string;
  /** 'Overrided' (verbatim). */
  overridden: string;
  /** 'Disabled'. */
  disabled: string;
}

/** An event of the day (002 §3 Calendar event, derived, not stored). */
export interface CalendarEvent {
  /** Unique within the day: `${scheduleId}@${start}`. */
  id: string;
  /** The schedule's name. */
  scheduleId: string;
  reportId: string;
  reportName: string;
  reportType: string;
  deliveryRegion: readonly string[];
  /** 'HH:mm', Winnipeg wall time. */
  start: string;
  /** 'HH:mm', Winnipeg wall time; earlier than start when the event runs past midnight. */
  end: string;
  /** From the schedule's state: ENABLED → active. */
  status: 'active' | 'disabled';
  description: string;
  /** The report's closed_dates hold the day, or its override of the day says disabled. */
  isDisabledThisDay: boolean;
  /** The report has an override for the day (its times replace the cron's). */
  isOverride: boolean;
  /** 'Disabled This Day', else 'Overrided', else 'Disabled', else none. */
  label?: string;
}

/** Where an event sits in the day grid. */
export interface PositionedEvent extends CalendarEvent {
  /** Pixels from the top of the grid (firstHour:00). */
  top: number;
  /** Pixels, at least minHeight. */
  height: number;
  /** 0-based column within its overlap cluster. */
  column: number;
  /** How many columns its overlap cluster has (its width is 1/columns of the day's). */
  columns: number;
  /** Its overlap cluster: 0 for the topmost cluster of the day, then 1, 2, … downwards. */
  group: number;
  /** Set when the event lies (partly) outside the grid's hours and was pulled onto its edge. */
  outside?: 'before' | 'after';
}

/** The grid's geometry (002 §9: 4, 23, 120, 40). */
export interface DayGrid {
  firstHour: number;
  lastHour: number;
  pxPerHour: number;
}

/**
 * The calendar's times (002 §9): each event lasts `eventMinutes` (30); a cron's '*' hour is read
 * as `anyHourAt` (12) and its '*' minute as `anyMinuteAt` (0).
 */
export interface CalendarTimes {
  eventMinutes: number;
  anyHourAt: number;
  anyMinuteAt: number;
}

export interface DayLayout extends DayGrid {
  minHeight: number;
  /** How long an event whose end is unreadable lasts (CalendarTimes.eventMinutes). */
  eventMinutes: number;
}
