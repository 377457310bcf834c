import { DateTime } from 'luxon';
import type { PullTypeChoice } from './contract';

/** The day `count` days after `day` (before, when negative); `day` itself when it is no YYYY-MM-DD day. */
export function addDays(day: string, count: number): string {
  const date = DateTime.fromISO(day, { zone: 'utc' });
  return date.isValid ? (date.plus({ days: count }).toISODate() ?? day) : day;
}

/** Whether a filter choice keeps a report type (a choice naming no type keeps every one). */
export const choiceKeeps = (choice: PullTypeChoice | undefined, reportType: string): boolean => choice === undefined || choice.reportTypes.length === 0 || choice.reportTypes.includes(reportType);

/** An event made in the browser only (002 §4: nothing is sent). */
export interface LocalEvent {
  id: string;
  reportName: string;
  day: string;
  start: string;
  end: string;
}

/** The new event's refusal: every field is needed and the end comes after the start. */
/** A new event's values as its form hands them (text fields), or undefined when something else came. */
export function newEventOf(values: unknown): Omit<LocalEvent, 'id'> | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  const { reportName, day, start, end } = values as Record<string, unknown>;
  if (typeof reportName !== 'string' || typeof day !== 'string' || typeof start !== 'string' || typeof end !== 'string') return undefined;
  return { reportName, day, start, end };
}

export function localEventComplete(event: Omit<LocalEvent, 'id'>): boolean {
  return event.reportName.trim() !== '' && /^\d{4}-\d{2}-\d{2}$/.test(event.day) && /^\d{2}:\d{2}$/.test(event.start) && /^\d{2}:\d{2}$/.test(event.end) && event.end > event.start;
}

/** 'HH:00' of an hour of the day. */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** 'HH:00' labels of the grid's hours, from the first hour up to (not including) the last. */
export function hourLabels(firstHour: number, lastHour: number): string[] {
  const hours: string[] = [];
  for (let hour = firstHour; hour < lastHour; hour++) hours.push(hourLabel(hour));
  return hours;
}

/**
 * Where the time grid opens scrolled to (px from its top): half an hour above the current-time line
 * when it shows, else above the day's first event, else the top.
 */
export function openingScroll(eventTops: readonly number[], nowTop: number | undefined, pxPerHour: number): number {
  const target = nowTop ?? (eventTops.length > 0 ? Math.min(...eventTops) : 0);
  return Math.max(0, target - pxPerHour / 2);
}

/** What a report type is called: the filter choice keeping that type alone ('Same Day'), else the type itself. */
export function reportTypeLabel(choices: readonly PullTypeChoice[], reportType: string): string {
  return choices.find((choice) => choice.reportTypes.length === 1 && choice.reportTypes[0] === reportType)?.label ?? reportType;
}
