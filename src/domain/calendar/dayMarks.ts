import type { CalendarOverrides, DayOverrideFlags } from './types.ts';

/** What the override data says of one report on one day (002 §3 Override data, §4). */
export interface DayMarks {
  /** The report's closed_dates hold the day. */
  closed: boolean;
  /** The report's override of the day, if any. */
  override?: DayOverrideFlags;
}

function isFlags(value: unknown): value is DayOverrideFlags {
  if (typeof value !== 'object' || value === null) return false;
  const flags = value as Record<string, unknown>;
  return typeof flags.startTime === 'string' && typeof flags.endTime === 'string' && typeof flags.status === 'string';
}

/** The marks of `reportId` on `day` (YYYY-MM-DD). */
export function dayMarks(overrides: CalendarOverrides, reportId: string, day: string): DayMarks {
  const closed = overrides.closed.some((entry) => entry.id === reportId && entry.closed_dates.includes(day));
  const entry = overrides.override.find((candidate) => candidate.id === reportId);
  const flags = entry && day !== 'id' ? entry[day] : undefined;
  return isFlags(flags) ? { closed, override: flags } : { closed };
}
