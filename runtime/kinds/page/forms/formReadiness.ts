import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { fieldOfError, specifiedMessage } from '../../form/formErrors';
import type { ResolvedForm } from '../../form/types';
import type { FormValues } from '../../form/types';
import { omitFields } from '../../form/values';
import { evaluateCondition, isFilled, type StateReader } from '../../../conditions/evaluateCondition';
import type { PageField } from './types';

/** The fields hidden now (their `showWhen` does not hold): neither validated nor sent. */
export function hiddenFields(fields: readonly PageField[], read: StateReader): string[] {
  return fields.filter((field) => field.showWhen !== undefined && !evaluateCondition(field.showWhen, read)).map((field) => field.name);
}

/**
 * The fields locked now (their `readOnlyWhen` holds): shown with their value but not changeable,
 * still sent, and not judged by the form (the user could not act on a message about them).
 */
export function lockedFields(fields: readonly PageField[], read: StateReader): string[] {
  return fields.filter((field) => field.readOnlyWhen !== undefined && evaluateCondition(field.readOnlyWhen, read)).map((field) => field.name);
}

/** The values sent and validated: without the hidden fields. */
export function shownValues(values: FormValues, hidden: readonly string[]): FormValues {
  return omitFields(values, hidden);
}

/** The values with the `trim` fields' leading and trailing spaces dropped: what is validated and sent (the box keeps what was typed). */
export function trimmedValues(fields: readonly PageField[], values: FormValues): FormValues {
  const trimmed = { ...values };
  for (const field of fields) {
    const value = trimmed[field.name];
    if (field.trim === true && typeof value === 'string') trimmed[field.name] = value.trim();
  }
  return trimmed;
}

/** The shown required fields that are blank (nothing, or only spaces). */
export function blankRequiredFields(required: readonly string[], values: FormValues, hidden: readonly string[]): string[] {
  return required.filter((field) => !hidden.includes(field) && !isFilled(values[field]));
}

/**
 * The fields that stop a submit, in the form's order: blank required ones and those whose value
 * is refused. Pressing the submit then shows their messages and moves focus to the first.
 */
export function fieldsInError(order: readonly string[], blank: readonly string[], errors: readonly RJSFValidationError[]): string[] {
  const wrong = new Set([...blank, ...errors.map((error) => fieldOfError(error)).filter((field): field is string => field !== undefined)]);
  return order.filter((field) => wrong.has(field));
}

/** The validation errors about shown fields only. */
export function withoutHidden(errors: readonly RJSFValidationError[], hidden: readonly string[]): RJSFValidationError[] {
  return errors.filter((error) => !hidden.includes(fieldOfError(error) ?? ''));
}

/**
 * The errors shown beside the fields: those of fields the user has left (or of every field once a
 * submit was tried), with the definition's message when it has one, else one made from the label
 * and the limit (formErrorTransformer). A blank required field says something only when the
 * definition gives its `required` message; focus moving to the field, on a submit, tells the rest.
 */
export function visibleErrors(form: ResolvedForm, errors: readonly RJSFValidationError[], touched: ReadonlySet<string>): ErrorSchema<FormValues> | undefined {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const error of errors) {
    const field = fieldOfError(error);
    if (field === undefined || !touched.has(field)) continue;
    if (error.name === 'required' && specifiedMessage(form, field, 'required') === undefined) continue;
    const text = error.message ?? error.stack;
    const entry = (schema[field] ??= { __errors: [] });
    if (!entry.__errors.includes(text)) entry.__errors.push(text);
  }
  return Object.keys(schema).length > 0 ? schema : undefined;
}

/** Both error sets, the server's after the validator's. */
export function mergeErrors(first: ErrorSchema<FormValues> | undefined, second: ErrorSchema<FormValues> | undefined): ErrorSchema<FormValues> | undefined {
  if (!first) return second;
  if (!second) return first;
  const merged: Record<string, { __errors: string[] }> = {};
  for (const source of [first, second] as Record<string, { __errors?: string[] }>[]) {
    for (const [field, entry] of Object.entries(source)) {
      const target = (merged[field] ??= { __errors: [] });
      for (const text of entry?.__errors ?? []) if (!target.__errors.includes(text)) target.__errors.push(text);
    }
  }
  return merged;
}

/**
 * The fields whose valid state shows (`valid`): shown, filled (not blank text, not an empty list)
 * and in no error, in their order.
 */
export function validFields<F extends { name: string; valid?: string | undefined }>(fields: readonly F[], values: Readonly<Record<string, unknown>>, hidden: readonly string[], inError: readonly string[]): (F & { valid: string })[] {
  const filled = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '') && !(Array.isArray(value) && value.length === 0);
  return fields.filter((field): field is F & { valid: string } => field.valid !== undefined && !hidden.includes(field.name) && !inError.includes(field.name) && filled(values[field.name]));
}
