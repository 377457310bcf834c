import type { CalendarTimes } from './types.ts';
import { cronExpression } from '../cronText.ts';

/**
 * An AWS six-field cron read for the calendar (002 §9): `minute hour day-of-month month
 * day-of-week year`, the `cron( )` wrapper optional. Days of the week are 1 = Sunday … 7 =
 * Saturday (or SUN…SAT); months 1…12 (or JAN…DEC). Items are `*`, `?`, n, n-m, with an optional
 * /step, in comma lists; the day fields also take AWS's L, LW, nW, nL and n#k. A bare `*` hour
 * is read as 12 and a bare `*` minute as 0 (§9), so each day has a few firings, not 1,440.
 */
export interface AwsCronPlan {
  /** The wall times of each firing day, as [hour, minute], ascending. */
  times: ReadonlyArray<readonly [number, number]>;
  /** Whether the cron fires on that calendar date (month 1-12). */
  firesOn(year: number, month: number, day: number): boolean;
}

interface Bounds {
  min: number;
  max: number;
  names?: readonly string[];
}

const MINUTE: Bounds = { min: 0, max: 59 };
const HOUR: Bounds = { min: 0, max: 23 };
const DAY_OF_MONTH: Bounds = { min: 1, max: 31 };
const MONTH: Bounds = { min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] };
const DAY_OF_WEEK: Bounds = { min: 1, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] };
const YEAR: Bounds = { min: 1970, max: 2199 };

/** One bound: a number in range or a name; undefined otherwise. */
function bound(text: string, bounds: Bounds): number | undefined {
  if (/^\d{1,4}$/.test(text)) {
    const value = Number(text);
    return value >= bounds.min && value <= bounds.max ? value : undefined;
  }
  const index = bounds.names?.indexOf(text.toUpperCase()) ?? -1;
  return index >= 0 ? index + bounds.min : undefined;
}

/** The values a plain field (no L/W/#) allows, or undefined when it is unreadable. */
function fieldValues(field: string, bounds: Bounds): Set<number> | undefined {
  const values = new Set<number>();
  for (const item of field.split(',')) {
    const [range = '', step, extra] = item.split('/');
    if (extra !== undefined) return undefined;
    const every = step === undefined ? 1 : /^\d{1,4}$/.test(step) ? Number(step) : 0;
    if (every < 1) return undefined;
    let from = bounds.min;
    let to = bounds.max;
    if (range !== '*') {
      const [first = '', last, more] = range.split('-');
      const start = bound(first, bounds);
      const end = last === undefined ? (step === undefined ? start : bounds.max) : bound(last, bounds);
      if (more !== undefined || start === undefined || end === undefined || end < start) return undefined;
      [from, to] = [start, end];
    }
    for (let value = from; value <= to; value += every) values.add(value);
  }
  return values;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 1 = Sunday … 7 = Saturday. */
function weekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;
}

/** The weekday (Mon–Fri) nearest to `day` within its month (AWS's nW). */
function nearestWeekday(year: number, month: number, day: number): number {
  const last = daysInMonth(year, month);
  const target = Math.min(day, last);
  const dow = weekday(year, month, target);
  if (dow === 7) return target === 1 ? 3 : target - 1;
  if (dow === 1) return target === last ? target - 2 : target + 1;
  return target;
}

type DayTest = (year: number, month: number, day: number) => boolean;

const ANY: DayTest = () => true;

/** The day-of-month field as a test, or undefined when unreadable. */
function dayOfMonthTest(field: string): DayTest | undefined {
  if (field === '?' || field === '*') return ANY;
  const tests: DayTest[] = [];
  for (const item of field.toUpperCase().split(',')) {
    const weekdayOf = /^(\d{1,2})W$/.exec(item);
    if (item === 'L') tests.push((y, m, d) => d === daysInMonth(y, m));
    else if (item === 'LW') tests.push((y, m, d) => d === nearestWeekday(y, m, daysInMonth(y, m)));
    else if (weekdayOf) {
      const wanted = bound(weekdayOf[1] ?? '', DAY_OF_MONTH);
      if (wanted === undefined) return undefined;
      tests.push((y, m, d) => d === nearestWeekday(y, m, wanted));
    } else {
      const values = fieldValues(item, DAY_OF_MONTH);
      if (!values) return undefined;
      tests.push((_y, _m, d) => values.has(d));
    }
  }
  return (y, m, d) => tests.some((test) => test(y, m, d));
}

/** The day-of-week field as a test, or undefined when unreadable. */
function dayOfWeekTest(field: string): DayTest | undefined {
  if (field === '?' || field === '*') return ANY;
  const tests: DayTest[] = [];
  for (const item of field.toUpperCase().split(',')) {
    const nth = /^(\w+)#([1-5])$/.exec(item);
    const lastOf = /^(\w+)L$/.exec(item);
    if (item === 'L') tests.push((y, m, d) => weekday(y, m, d) === 7);
    else if (nth) {
      const wanted = bound(nth[1] ?? '', DAY_OF_WEEK);
      const count = Number(nth[2]);
      if (wanted === undefined) return undefined;
      tests.push((y, m, d) => weekday(y, m, d) === wanted && Math.ceil(d / 7) === count);
    } else if (lastOf) {
      const wanted = bound(lastOf[1] ?? '', DAY_OF_WEEK);
      if (wanted === undefined) return undefined;
      tests.push((y, m, d) => weekday(y, m, d) === wanted && d + 7 > daysInMonth(y, m));
    } else {
      const values = fieldValues(item, DAY_OF_WEEK);
      if (!values) return undefined;
      tests.push((y, m, d) => values.has(weekday(y, m, d)));
    }
  }
  return (y, m, d) => tests.some((test) => test(y, m, d));
}

/** A plain field as a test of one number; `*` and `?` allow all. */
function valueTest(field: string, bounds: Bounds): ((value: number) => boolean) | undefined {
  if (field === '*' || field === '?') return () => true;
  const values = fieldValues(field, bounds);
  return values && ((value) => values.has(value));
}

/** The plan of an AWS cron, or undefined when it has not six fields or a field is unreadable. */
export function readAwsCron(value: string, any: Pick<CalendarTimes, 'anyHourAt' | 'anyMinuteAt'>): AwsCronPlan | undefined {
  const fields = cronExpression(value).split(/\s+/).filter((field) => field !== '');
  if (fields.length !== 6) return undefined;
  const [minute = '', hour = '', dayOfMonth = '', month = '', dayOfWeek = '', year = ''] = fields;
  // A '*' field is one time the definition names (002 §9: 12 for the hour, 0 for the minute), not every one.
  const minutes = minute === '*' ? new Set([any.anyMinuteAt]) : fieldValues(minute, MINUTE);
  const hours = hour === '*' ? new Set([any.anyHourAt]) : fieldValues(hour, HOUR);
  const monthTest = valueTest(month, MONTH);
  const yearTest = valueTest(year, YEAR);
  const domTest = dayOfMonthTest(dayOfMonth);
  const dowTest = dayOfWeekTest(dayOfWeek);
  if (!minutes || !hours || !monthTest || !yearTest || !domTest || !dowTest) return undefined;
  const times = [...hours].sort((a, b) => a - b).flatMap((h) => [...minutes].sort((a, b) => a - b).map((m) => [h, m] as const));
  return {
    times,
    firesOn: (y, m, d) => yearTest(y) && monthTest(m) && domTest(y, m, d) && dowTest(y, m, d),
  };
}
