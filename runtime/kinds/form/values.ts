import type { FormValues } from './types';
import { textOf } from '../../../shared/textOf';

/** No value: what a cleared field, an empty select or an emptied box holds. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Whether a field value equals an option or parent value. Ids may arrive as numbers from one
 * service and as text from another (`3` and `'3'`), so primitives compare by their text.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) || isEmptyValue(b)) return isEmptyValue(a) && isEmptyValue(b);
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return textOf(a) === textOf(b);
}

/** The values without empty entries, so `{ a: undefined }` and `{}` compare equal. */
export function withoutEmpty(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmptyValue(value)));
}

/** Whether two sets of values hold the same data (the form is dirty when they do not). */
export function sameValues(a: FormValues, b: FormValues): boolean {
  const left = withoutEmpty(a);
  const right = withoutEmpty(b);
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => left[key] === right[key] || JSON.stringify(left[key]) === JSON.stringify(right[key]));
}

/** The fields whose value differs between two sets of values. */
export function changedFields(previous: FormValues, next: FormValues): string[] {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  return [...keys].filter((key) => !sameValues({ v: previous[key] }, { v: next[key] }));
}

/** The values without the named fields. */
export function omitFields(values: FormValues, fields: Iterable<string>): FormValues {
  const next = { ...values };
  for (const field of fields) delete next[field];
  return next;
}
