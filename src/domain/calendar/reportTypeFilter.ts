import type { CalendarEvent } from './types.ts';

/**
 * The calendar's report type filter (002 §2; identifiers of 002 §3): each choice's key, the
 * report types it keeps (none listed: all). The choices' words belong to the screen definition;
 * these keys are what it names.
 */
export const REPORT_TYPE_FILTER = {
  all: [],
  sameDay: ['ORDER_REPORT_SAME_DAY'],
  nextDay: ['ORDER_REPORT_NEXT_DAY'],
  specificDay: ['ORDER_REPORT_V_DAY'],
  lakewood: ['LAKEWOOD_REPORT'],
  maximum: ['ORDER_REPORT_MAXIMUM'],
  notPulled: ['NOT_PULLED_REPORT'],
  notSent: ['NOT_SENT_REPORT'],
  error: ['ERROR_REPORT'],
} as const satisfies Record<string, readonly string[]>;

export type ReportTypeFilterKey = keyof typeof REPORT_TYPE_FILTER;

/** The keys in the order the filter lists them: All Types, Same Day, …, Error. */
export const REPORT_TYPE_FILTER_KEYS = Object.keys(REPORT_TYPE_FILTER) as ReportTypeFilterKey[];

/** Whether `key` is one of the filter's choices. */
export function isReportTypeFilterKey(key: unknown): key is ReportTypeFilterKey {
  return typeof key === 'string' && Object.hasOwn(REPORT_TYPE_FILTER, key);
}

/** The events the choice keeps, in their order; 'all' (or an unknown key) keeps every one. */
export function eventsOfType<Event extends Pick<CalendarEvent, 'reportType'>>(events: readonly Event[], key: string): Event[] {
  if (!isReportTypeFilterKey(key)) return [...events];
  const kept: readonly string[] = REPORT_TYPE_FILTER[key];
  return kept.length === 0 ? [...events] : events.filter((event) => kept.includes(event.reportType));
}
