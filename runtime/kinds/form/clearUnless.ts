import type { FormValues } from './types.ts';
import { changedFields, omitFields } from './values.ts';

/** What the rule needs of a field: its name and the expression a typed value must match. */
export interface FieldWithInputRule {
  name: string;
  /** A regular expression a value the user types must match; one that does not empties the field. */
  clearUnless?: string | undefined;
}

/**
 * The values after a user's change, each field it changed whose `clearUnless` the new value's text
 * does not match emptied (002 §5: orders per file digits only, no leading zero; invalid input clears
 * it). An emptied field stays empty; values the user did not change are left alone.
 */
export function clearRefusedInput(fields: readonly FieldWithInputRule[], previous: FormValues, next: FormValues): FormValues {
  const typed = new Set(changedFields(previous, next));
  const refused = fields.filter((field) => {
    if (field.clearUnless === undefined || !typed.has(field.name)) return false;
    const value = next[field.name];
    if (value === undefined || value === null || value === '') return false;
    return !new RegExp(field.clearUnless, 'u').test(String(value));
  });
  return refused.length === 0 ? next : omitFields(next, refused.map((field) => field.name));
}
