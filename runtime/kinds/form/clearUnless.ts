import type { FormValues } from './types.ts';
import { changedFields, omitFields } from './values.ts';
import { textOf } from '../../../shared/textOf.ts';

/** What the rule needs of a field: its name and the expression a typed value must match. */
export interface FieldWithInputRule {
  name: string;
  /** A regular expression a value the user types must match; one that does not empties the field. */
  clearUnless?: string | undefined;
}

/**
 * The values after a user's change, each field it changed whose `clearUnless` the new value's text
 * does not match emptied — no value, or '' when it had none before (002 §5: orders per file digits only, no leading zero; invalid input clears
 * it). An emptied field stays empty; values the user did not change are left alone.
 */
export function clearRefusedInput(fields: readonly FieldWithInputRule[], previous: FormValues, next: FormValues): FormValues {
  const typed = new Set(changedFields(previous, next));
  const refused = fields.filter((field) => {
    if (field.clearUnless === undefined || !typed.has(field.name)) return false;
    const value = next[field.name];
    if (value === undefined || value === null || value === '') return false;
    return !new RegExp(field.clearUnless, 'u').test(textOf(value));
  });
  if (refused.length === 0) return next;
  // Emptied as no value, or as '' when it had no value before: the form's values must differ from
  // the last ones the form showed, or the box would keep showing what was typed.
  const blankBefore = refused.filter((field) => previous[field.name] === undefined).map((field) => field.name);
  const emptied = omitFields(next, refused.map((field) => field.name));
  return blankBefore.length === 0 ? emptied : { ...emptied, ...Object.fromEntries(blankBefore.map((name) => [name, ''])) };
}
