import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { computedSources } from './computedSources';
import { shownComputedFields } from './formFields';
import { fieldTitle, specifiedMessage } from './formErrors';
import { constraintMessage } from './constraintMessages';
import type { FormValues, ResolvedForm } from './types';
import { isEmptyValue } from './values';

/** The shown computed fields the schema requires. */
export function requiredComputedFields(form: ResolvedForm): string[] {
  const required = new Set((form.schema as RJSFSchema).required ?? []);
  return shownComputedFields(form).filter((field) => required.has(field));
}

/** The `required` message of a field: the definition's, else one made from its label ('Town is required.'). */
export function requiredMessage(form: ResolvedForm, field: string): string {
  return specifiedMessage(form, field, 'required') ?? constraintMessage({ keyword: 'required' }, { label: fieldTitle(form, field) });
}

function hasErrors(errorSchema: ErrorSchema<FormValues> | undefined, field: string): boolean {
  const errors: unknown = (errorSchema as Record<string, { __errors?: unknown } | undefined> | undefined)?.[field]?.__errors;
  return Array.isArray(errors) && errors.length > 0;
}

/** Errors to add to a validation: by field, their messages. */
export type ComputedRequiredErrors = (formData: FormValues | undefined, errorSchema: ErrorSchema<FormValues> | undefined) => ErrorSchema<FormValues> | undefined;

/**
 * Where an empty required computed field is reported: on the inputs its template reads that are
 * empty (each with its own `required` message, once), never on itself, as nobody can type there.
 * Inputs already showing an error (their own `required`) get nothing more. Only when none of its
 * inputs is empty (what is missing is a column of a chosen option or of the row) does the computed
 * field show its own message, so the form never sends without it. `formData` is the data as
 * validated (an emptied field is absent, not refilled with its default); `errorSchema` the errors
 * found so far. The computed field's own `required` error is dropped by `formErrorTransformer`.
 */
export function computedRequiredErrors(form: ResolvedForm): ComputedRequiredErrors {
  const fields = requiredComputedFields(form).map((field) => ({ field, sources: computedSources(form, field) }));
  return (formData, errorSchema) => {
    const added: Record<string, { __errors: string[] }> = {};
    const add = (field: string) => {
      if (!added[field] && !hasErrors(errorSchema, field)) added[field] = { __errors: [requiredMessage(form, field)] };
    };
    for (const { field, sources } of fields) {
      if (!isEmptyValue(formData?.[field])) continue;
      const empty = sources.filter((source) => isEmptyValue(formData?.[source]));
      if (empty.length === 0) add(field);
      empty.forEach(add);
    }
    return Object.keys(added).length > 0 ? added : undefined;
  };
}
