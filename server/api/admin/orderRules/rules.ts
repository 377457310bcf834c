import type { Queryable } from '../../../db/database';
import { BUSINESS_TIME_ZONE, isCalendarDate } from '../clock';

/** Weekdays as default cutoffs name them; the index is the stored number (0 Sunday, as 001 §3 cutoff info). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Default-cutoff effects (001 §3); the index is the stored number of days before the delivery. */
export const EFFECT_CODES = ['SAME_DAY', 'NEXT_DAY', 'NEXT_DAY_1', 'NEXT_DAY_2', 'NEXT_DAY_3'] as const;
export type EffectCode = (typeof EFFECT_CODES)[number];

/** What the console shows for effects 0..4 (spec README: one label each, no duplicate 'NextDay + 3'). */
export const EFFECT_LABELS = ['Same-Day', 'Next-Day', 'Next-Day + 1', 'Next-Day + 2', 'Next-Day + 3'] as const;
export type EffectLabel = (typeof EFFECT_LABELS)[number];

/** Defaults of a new cutoff (001 §5, §9): 15:55, NEXT_DAY for a default cutoff, 1 for an override. */
export const DEFAULT_CUTOFF_TIME = '15:55';
export const DEFAULT_CUTOFF_EFFECT: EffectCode = 'NEXT_DAY';
export const DEFAULT_OVERRIDE_EFFECT = 1;

/** Most dates one call may carry (a little over a year of days). */
export const MAX_DATES_PER_CALL = 400;

export function effectLabel(effect: number): EffectLabel {
  return EFFECT_LABELS[effect] ?? EFFECT_LABELS[1];
}

/** SQL: the stored time as HH:mm. */
export const sqlTime = (column: string) => `to_char(${column}, 'HH24:MI')`;
/** SQL: a date as YYYY-MM-DD. */
export const sqlDate = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
/** SQL: a date array as 'YYYY-MM-DD,YYYY-MM-DD' in date order ('' for none). */
export const sqlDateList = (column: string) =>
  `coalesce((select string_agg(to_char(d, 'YYYY-MM-DD'), ',' order by d) from unnest(${column}) d), '')`;

/** A comma-joined date list as sent: its distinct dates in order, and the pieces that are not calendar dates. */
export interface DateList {
  dates: string[];
  bad: string[];
}

/** Splits 'YYYY-MM-DD,YYYY-MM-DD' (spaces around commas and empty pieces ignored). */
export function parseDateList(text: string): DateList {
  const pieces = text.split(',').map((piece) => piece.trim()).filter((piece) => piece !== '');
  const bad = pieces.filter((piece) => !isCalendarDate(piece));
  const dates = [...new Set(pieces.filter((piece) => isCalendarDate(piece)))].sort();
  return { dates, bad };
}

/**
 * The problem of a date list, or undefined: an unreadable date, too many dates, or a date before
 * `today` (YYYY-MM-DD in America/Winnipeg) that is not among `kept` (dates already stored may stay).
 */
export function dateListProblem(list: DateList, today: string, kept: ReadonlySet<string> = new Set()): string | undefined {
  if (list.bad.length > 0) return `${list.bad.slice(0, 3).map((piece) => `'${piece.slice(0, 20)}'`).join(', ')} ${list.bad.length === 1 ? 'is not a date' : 'are not dates'} (YYYY-MM-DD, e.g. 2024-01-01)`;
  if (list.dates.length > MAX_DATES_PER_CALL) return `must hold at most ${MAX_DATES_PER_CALL} dates`;
  const past = list.dates.filter((date) => date < today && !kept.has(date));
  if (past.length > 0) return `${listed(past)} ${past.length === 1 ? 'is' : 'are'} before today (${today}, ${BUSINESS_TIME_ZONE})`;
  return undefined;
}

/** 'A', 'A and B', 'A, B and C', 'A, B, C, D, E and 3 more'. */
export function listed(items: readonly string[], shown = 5): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length > shown) return `${items.slice(0, shown).join(', ')} and ${items.length - shown} more`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** The regions among `ids` that exist, id → name. */
export async function regionNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  const { rows } = await db.query<{ region_id: number; region_name: string }>(
    'select region_id, region_name from region where region_id = any($1::int[])',
    [ids],
  );
  return new Map(rows.map((row) => [row.region_id, row.region_name]));
}

/** Field errors `regions.<i>` for ids that name no region. */
export function unknownRegions(ids: readonly number[], known: ReadonlyMap<number, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  ids.forEach((id, index) => {
    if (!known.has(id)) fields[`regions.${index}`] = `there is no region ${id}`;
  });
  return fields;
}
