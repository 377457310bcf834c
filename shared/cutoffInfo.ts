/**
 * A region's cutoff info (001 §3 'Cutoff info per region'), as date pickers read it.
 * `closedDates` are weekday numbers with 0 = Sunday (JavaScript's numbering, not luxon's 7).
 */
export interface CutoffInfo {
  /** The region's code. */
  region: string;
  /** Weekdays never delivered, 0 = Sunday … 6 = Saturday. */
  closedDates: number[];
  /** Dates (YYYY-MM-DD) not delivered. */
  un_available: string[];
  /** Dates (YYYY-MM-DD) delivered with their own cutoff: `cutoff_effect` days before, at `cutoff_time` (HH:mm). */
  available: AvailableDate[];
  /** The cutoff of each weekday: `cutoff_effect` (0–4) days before, at `cutoff_time` (H:mm or HH:mm). */
  cutoff_time: WeekdayCutoff[];
}

export interface AvailableDate {
  date: string;
  cutoff_effect: number;
  cutoff_time: string;
}

export interface WeekdayCutoff {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  cutoff_effect: number;
  cutoff_time: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value: unknown): value is string => typeof value === 'string' && /^\d{1,2}:\d{2}/.test(value);
const isEffect = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isWeekday = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;
const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function isAvailable(value: unknown): value is AvailableDate {
  return isRecord(value) && isDate(value.date) && isEffect(value.cutoff_effect) && isTime(value.cutoff_time);
}

function isWeekdayCutoff(value: unknown): value is WeekdayCutoff {
  return isRecord(value) && isWeekday(value.day) && isEffect(value.cutoff_effect) && isTime(value.cutoff_time);
}

/** Whether page data is a whole cutoff info (what the `deliverable` date rule judges by). */
export function isCutoffInfo(value: unknown): value is CutoffInfo {
  return (
    isRecord(value) &&
    typeof value.region === 'string' &&
    Array.isArray(value.closedDates) && value.closedDates.every(isWeekday) &&
    Array.isArray(value.un_available) && value.un_available.every(isDate) &&
    Array.isArray(value.available) && value.available.every(isAvailable) &&
    Array.isArray(value.cutoff_time) && value.cutoff_time.every(isWeekdayCutoff)
  );
}
