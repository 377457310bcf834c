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

/** The dates a field value holds: a list, or a comma-joined text (`2026-12-24,2026-12-25`); anything else reads as none. */
export function datesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',').map((item) => item.trim()).filter((item) => item !== '');
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** How a `dates` field holds its dates: a list (array property) or one comma-joined text (string property). */
export type DatesShape = 'list' | 'text';

/** The shape of a `dates` field from its property's JSON Schema type. */
export function datesShapeOf(type: unknown): DatesShape {
  return type === 'string' ? 'text' : 'list';
}

/** The field value for a list of dates, in the field's shape: none is no value (so `required` speaks). */
export function datesValue(dates: readonly string[], shape: DatesShape = 'list'): string[] | string | undefined {
  if (dates.length === 0) return undefined;
  return shape === 'text' ? dates.join(',') : [...dates];
}
