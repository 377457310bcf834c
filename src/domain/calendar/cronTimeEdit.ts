import { DateTime, type Zone } from 'luxon';
import { cronExpression } from '../cronText.ts';
import { CALENDAR_ZONE } from './scheduleZone.ts';

/**
 * What the edit dialog may do with the time of one event (spec README decision on editing one
 * event of a schedule that runs several times a day):
 * - `free`: the cron names one time (one minute, one hour): hour and minute may both move;
 * - `hour`: a list of hours at one minute (`0 8,14`): this event's hour may move within the list;
 * - `minute`: one hour, a list of minutes (`0,30 9`): this event's minute may move within the list;
 * - `fixed`: a range, step or `*` in the minute or hour (`0 9-17`, `0 *\/4`), lists in both, or an
 *   event that is none of the cron's times (a day override's): read-only, changed in Schedule config.
 * `time` is the event's time as the cron says it (HH:mm, in the schedule's zone).
 */
export interface TimeEdit {
  kind: 'free' | 'hour' | 'minute' | 'fixed';
  time: string;
}

/** Why a new time cannot be stored. */
export type MoveRefusal = 'fixed' | 'hourOnly' | 'minuteOnly';

export type MovedCron = { ok: true; expression: string } | { ok: false; reason: MoveRefusal };

const LIST = /^\d{1,2}(,\d{1,2})*$/;
const TIME = /^(\d{2}):(\d{2})$/;

const hhmm = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** A field that is one number or a comma list of numbers within `max`, as its numbers; undefined otherwise. */
function listed(field: string, max: number): number[] | undefined {
  if (!LIST.test(field)) return undefined;
  const values = field.split(',').map(Number);
  return values.every((value) => value <= max) ? values : undefined;
}

interface Fields {
  fields: string[];
  minutes: number[] | undefined;
  hours: number[] | undefined;
}

function fieldsOf(expression: string): Fields | undefined {
  const fields = cronExpression(expression)
    .split(/\s+/)
    .filter((field) => field !== '');
  if (fields.length !== 6) return undefined;
  return { fields, minutes: listed(fields[0] ?? '', 59), hours: listed(fields[1] ?? '', 23) };
}

/**
 * How the time of the event firing at `firing` (HH:mm in the schedule's zone; undefined when the
 * event is not one of the cron's firings) may be edited. A cron naming one time is `free` and says
 * its own time whatever the event shows.
 */
export function cronTimeEdit(expression: string, firing: string | undefined): TimeEdit {
  const read = fieldsOf(expression);
  const shown = firing ?? '';
  if (!read?.minutes || !read.hours) return { kind: 'fixed', time: shown };
  const { minutes, hours } = read;
  const [hour = 0] = hours;
  const [minute = 0] = minutes;
  if (hours.length === 1 && minutes.length === 1) return { kind: 'free', time: hhmm(hour, minute) };
  const match = TIME.exec(shown);
  const at = match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined;
  if (!at || !hours.includes(at.hour) || !minutes.includes(at.minute)) return { kind: 'fixed', time: shown };
  if (minutes.length === 1) return { kind: 'hour', time: shown };
  if (hours.length === 1) return { kind: 'minute', time: shown };
  return { kind: 'fixed', time: shown };
}

/** `values` with `from` replaced by `to` in its place (a value already listed is not repeated), as a cron field. */
function replaced(values: readonly number[], from: number, to: number): string {
  const out: number[] = [];
  for (const value of values) {
    const next = value === from ? to : value;
    if (!out.includes(next)) out.push(next);
  }
  return out.join(',');
}

/**
 * The cron after the event's time moves from `edit.time` to `to` (HH:mm): unchanged, as stored,
 * when the time does not move; a one-time cron takes the new minute and hour; in a list, the
 * event's value is replaced in its list (`cron(0 8,14 ? * MON-FRI *)`, 14:00 → 15:00:
 * `cron(0 8,15 ? * MON-FRI *)`); the days are kept. Refused: any move of a `fixed` time, and a
 * move of the value the list's other times share (the minute of `0 8,14`, the hour of `0,30 9`).
 */
export function movedCron(expression: string, edit: TimeEdit, to: string): MovedCron {
  if (to === edit.time) return { ok: true, expression };
  const read = fieldsOf(expression);
  const from = TIME.exec(edit.time);
  const next = TIME.exec(to);
  if (edit.kind === 'fixed' || !read?.minutes || !read.hours || !from || !next) return { ok: false, reason: 'fixed' };
  const [fromHour, fromMinute, toHour, toMinute] = [from[1], from[2], next[1], next[2]].map(Number) as [number, number, number, number];
  if (edit.kind === 'hour' && toMinute !== fromMinute) return { ok: false, reason: 'hourOnly' };
  if (edit.kind === 'minute' && toHour !== fromHour) return { ok: false, reason: 'minuteOnly' };
  const [, , ...days] = read.fields;
  const minute = replaced(read.minutes, fromMinute, toMinute);
  const hour = replaced(read.hours, fromHour, toHour);
  return { ok: true, expression: `cron(${[minute, hour, ...days].join(' ')})` };
}

/** The wall time (HH:mm) in `zone` of the Winnipeg time `time` on the Winnipeg day `day`; undefined when either is unreadable. */
export function wallTimeIn(zone: Zone, day: string, time: string): string | undefined {
  const here = DateTime.fromISO(`${day}T${time}`, { zone: CALENDAR_ZONE });
  return here.isValid ? here.setZone(zone).toFormat('HH:mm') : undefined;
}
