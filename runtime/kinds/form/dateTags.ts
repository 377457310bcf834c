/** The pure logic of the `dates` widget: a sorted list of distinct `yyyy-MM-dd` dates. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a real calendar date written `yyyy-mm-dd` (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type AddDateResult = { ok: true; dates: string[] } | { ok: false; problem: 'format' | 'rule' };

/** Adds a typed or picked date: refused when not a date or when the rule refuses it; already there = unchanged. Kept in date order. */
export function addDate(dates: readonly string[], typed: string, allows: (date: string) => boolean = () => true): AddDateResult {
  const date = typed.trim();
  if (!isIsoDate(date)) return { ok: false, problem: 'format' };
  if (!allows(date)) return { ok: false, problem: 'rule' };
  if (dates.includes(date)) return { ok: true, dates: [...dates] };
  return { ok: true, dates: [...dates, date].sort() };
}

/** The dates without one. */
export function removeDate(dates: readonly string[], date: string): string[] {
  return dates.filter((item) => item !== date);
}

/** The dates a field value holds (anything else reads as none). */
export function datesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The field value for a list of dates: none is no value (so `required` speaks). */
export function datesValue(dates: readonly string[]): string[] | undefined {
  return dates.length === 0 ? undefined : [...dates];
}
