/**
 * The cron builder's logic (`cron` widget): an AWS six-field cron (minute hour day-of-month month
 * day-of-week year, days numbered 1 = Sunday) read as days of the week and a time, and written back
 * as `minute hour ? * DAYS *`. Its wording is the app's `cronText` filter (a field's hint).
 */

/** A day of the week as AWS numbers and names it (tokens of the expression, not texts: the widget's `dayLabels` word them). */
export interface CronDay {
  number: number;
  name: string;
}

export const CRON_DAYS: readonly CronDay[] = [
  { number: 1, name: 'SUN' },
  { number: 2, name: 'MON' },
  { number: 3, name: 'TUE' },
  { number: 4, name: 'WED' },
  { number: 5, name: 'THU' },
  { number: 6, name: 'FRI' },
  { number: 7, name: 'SAT' },
];

/** The builder's time before anything is chosen (002 §9). */
export const DEFAULT_CRON_TIME = '16:00';

/** What the builder shows: the days (AWS numbers, ascending, each once) and the time `HH:mm`. */
export interface CronPlan {
  days: readonly number[];
  time: string;
}

/** `cron(0 18 ? * MON-FRI *)` → `0 18 ? * MON-FRI *`; a bare expression stays as it is; trimmed. */
export function unwrapCron(value: unknown): string {
  if (typeof value !== 'string') return '';
  const wrapped = /^\s*cron\((.*)\)\s*$/s.exec(value);
  return (wrapped?.[1] ?? value).trim();
}

/** The field's value of an expression: blank = no value; `cron(<expr>)` when the field wraps it. */
export function cronValue(expression: string, wrap: boolean): string | undefined {
  const trimmed = expression.trim();
  if (trimmed === '') return undefined;
  return wrap ? `cron(${trimmed})` : trimmed;
}

const WHOLE = /^\d{1,2}$/;

/** A whole number within bounds, else undefined. */
function wholeIn(text: string, low: number, high: number): number | undefined {
  if (!WHOLE.test(text)) return undefined;
  const number = Number(text);
  return number >= low && number <= high ? number : undefined;
}

/** A day as AWS writes it: `MON` (any case) or `2`. */
function dayOf(text: string): number | undefined {
  const named = CRON_DAYS.find((day) => day.name === text.toUpperCase());
  return named ? named.number : wholeIn(text, 1, 7);
}

/** The days of a day-of-week field of names, numbers, lists and ranges (`MON-FRI`, `1,7`, `2-7`); undefined for anything else (`L`, `#`, steps, a range running backwards). */
function daysOf(field: string): number[] | undefined {
  const days = new Set<number>();
  for (const item of field.split(',')) {
    const bounds = item.split('-');
    const first = dayOf(bounds[0] ?? '');
    const last = bounds.length === 2 ? dayOf(bounds[1] ?? '') : bounds.length === 1 ? first : undefined;
    if (first === undefined || last === undefined || first > last) return undefined;
    for (let day = first; day <= last; day += 1) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

const ALL_DAYS = CRON_DAYS.map((day) => day.number);

/**
 * What the builder shows of an expression (bare or wrapped), or undefined when it cannot show it
 * (not six fields, a day of the month, a month or year, several times, steps): one minute and one
 * hour, every month and year, and the day-of-month `?` with days of the week (or `*` with `?`:
 * every day).
 */
export function readCron(value: string): CronPlan | undefined {
  const fields = unwrapCron(value).split(/\s+/);
  if (fields.length !== 6) return undefined;
  const [minuteField = '', hourField = '', monthDay = '', month = '', weekDay = '', year = ''] = fields;
  const minute = wholeIn(minuteField, 0, 59);
  const hour = wholeIn(hourField, 0, 23);
  if (minute === undefined || hour === undefined || month !== '*' || year !== '*') return undefined;
  let days: number[] | undefined;
  if (monthDay === '?') days = weekDay === '*' ? ALL_DAYS : daysOf(weekDay);
  else if (monthDay === '*' && weekDay === '?') days = ALL_DAYS;
  if (days === undefined) return undefined;
  return { days, time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` };
}

/** The day-of-week field of some days: AWS names, runs of three or more as ranges (`MON-FRI`, `SUN,SAT`, `MON,TUE`), every day `*`; undefined for none. */
export function cronDaysField(days: readonly number[]): string | undefined {
  const chosen = ALL_DAYS.filter((day) => days.includes(day));
  if (chosen.length === 0) return undefined;
  if (chosen.length === ALL_DAYS.length) return '*';
  const runs: number[][] = [];
  for (const day of chosen) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === day - 1) run.push(day);
    else runs.push([day]);
  }
  const name = (day: number | undefined) => CRON_DAYS.find((known) => known.number === day)?.name ?? '';
  return runs.map((run) => (run.length >= 3 ? `${name(run[0])}-${name(run[run.length - 1])}` : run.map(name).join(','))).join(',');
}

/** The expression of a plan, `minute hour ? * DAYS *` (`0 18 ? * MON-FRI *`); undefined when no day is chosen or the time is not `HH:mm`. */
export function buildCron(plan: CronPlan): string | undefined {
  const days = cronDaysField(plan.days);
  const time = /^(\d{2}):(\d{2})/.exec(plan.time);
  const hour = time ? wholeIn(time[1] ?? '', 0, 23) : undefined;
  const minute = time ? wholeIn(time[2] ?? '', 0, 59) : undefined;
  if (days === undefined || hour === undefined || minute === undefined) return undefined;
  return `${minute} ${hour} ? * ${days} *`;
}

/** The days with one day ticked or unticked. */
export function toggleCronDay(days: readonly number[], day: number): number[] {
  return days.includes(day) ? days.filter((known) => known !== day) : [...days, day].sort((a, b) => a - b);
}
