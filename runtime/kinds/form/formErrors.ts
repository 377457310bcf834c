import type { CustomValidator, ErrorSchema, ErrorTransformer, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { domainRules } from '../../domain/domainRules';
import { shownComputedFields } from './formFields';
import type { FormContext, FormValues, ResolvedForm } from './types';
import { isEmptyValue } from './values';
import { widgetPartsOf } from './widgets/registry';
import { constraintMessage } from './constraintMessages';

/** The keyword under `form.messages.<field>` for a date before today (`notBefore: today`). */
export const NOT_BEFORE_KEYWORD = 'notBefore';

/**
 * The field an RJSF error is about. A `required` error names the missing property in
 * `params.missingProperty` (its `property` is the parent's path); others carry `.field`.
 */
export function fieldOfError(error: RJSFValidationError): string | undefined {
  if (error.name === 'required') {
    // RJSF types `params` any: read as unknown.
    const params: unknown = error.params;
    const missing = typeof params === 'object' && params !== null && 'missingProperty' in params ? params.missingProperty : undefined;
    return typeof missing === 'string' ? missing : undefined;
  }
  // An entry of a list field (`.tags.0`) is the field's error: said, and focused, on the field.
  const property = error.property?.replace(/^\./, '').split('.')[0];
  return property ? property : undefined;
}

/** Whether an error is about one entry of a list field (`.tags.0`), not the field itself. */
function isEntryError(error: RJSFValidationError): boolean {
  return error.name !== 'required' && (error.property?.replace(/^\./, '').includes('.') ?? false);
}

/** A field's label: its schema `title` (the definition's label), else its name. */
export function fieldTitle(form: ResolvedForm, field: string): string {
  const properties = form.schema.properties;
  const property: unknown = typeof properties === 'object' && properties !== null ? (properties as Record<string, unknown>)[field] : undefined;
  const title: unknown = typeof property === 'object' && property !== null ? (property as { title?: unknown }).title : undefined;
  return typeof title === 'string' && title !== '' ? title : field;
}

/** The message of an error: the definition's for that field and keyword, else one made from the label and the limit. */
export function errorMessage(form: ResolvedForm, error: RJSFValidationError): string {
  const field = fieldOfError(error);
  const keyword = error.name ?? '';
  const specified = specifiedMessage(form, field, keyword);
  if (specified !== undefined) return specified;
  const widget = field === undefined ? undefined : form.ui?.[field];
  const valueForm = widget === undefined ? undefined : widgetPartsOf(widget.widget).valueForm(widget);
  const params: unknown = error.params;
  return constraintMessage(
    { keyword, ...(typeof params === 'object' && params !== null && { params: params as Record<string, unknown> }) },
    { label: field === undefined ? 'This value' : fieldTitle(form, field), ...(isEntryError(error) && { entry: true }), ...(valueForm !== undefined && { valueForm }) },
  );
}

/** The specified message for a field and JSON Schema keyword, if the definition has one. */
export function specifiedMessage(form: ResolvedForm, field: string | undefined, keyword: string | undefined): string | undefined {
  if (field === undefined || keyword === undefined) return undefined;
  return form.messages?.[field]?.[keyword];
}

/**
 * Replaces ajv's text with the definition's message for that field and keyword
 * (`messages.<field>.required`), else with one made from the field's label and the limit
 * (constraintMessages.ts): no validator text reaches staff. Sets both `message` (shown beside
 * the field) and `stack` (the error list's text). Drops the `required` errors of computed fields: nobody can type
 * there, so `computedRequiredErrors` reports them on the inputs they read.
 */
export function formErrorTransformer(form: ResolvedForm): ErrorTransformer<FormValues, RJSFSchema, FormContext> {
  const computed = new Set(shownComputedFields(form));
  return (errors) =>
    errors
      .filter((error) => !(error.name === 'required' && computed.has(fieldOfError(error) ?? '')))
      .map((error) => {
        const message = errorMessage(form, error);
        return { ...error, message, stack: message };
      });
}

/** The fields shown with `notBefore: today`. */
export function notBeforeTodayFields(form: ResolvedForm): string[] {
  return Object.entries(form.ui ?? {})
    .filter(([, widget]) => widget !== undefined && widgetPartsOf(widget.widget).notBeforeToday(widget))
    .map(([field]) => field);
}

/** Rejects a typed date before `today` in a `notBefore: today` field (the picker already disables those days). */
export function notBeforeValidator(form: ResolvedForm, today: string): CustomValidator<FormValues, RJSFSchema, FormContext> {
  const fields = notBeforeTodayFields(form);
  return (formData, errors) => {
    for (const field of fields) {
      const value = formData?.[field];
      if (typeof value === 'string' && !isEmptyValue(value) && domainRules().calendar.isDateBefore(value, today)) {
        errors[field]?.addError(specifiedMessage(form, field, NOT_BEFORE_KEYWORD) ?? `${fieldTitle(form, field)} must be today or later.`);
      }
    }
    return errors;
  };
}

/**
 * The server's field errors (`{ error, fields: { town_name: 'is required' } }`) as RJSF extra
 * errors shown beside the fields, each under the form field its name stands for (`names`, from
 * the body: serverFieldNames.ts); undefined when the answer names none.
 */
export function serverFieldErrors(data: unknown, names: Readonly<Record<string, string>> = {}): ErrorSchema<FormValues> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const fields: unknown = (data as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const schema: Record<string, { __errors: string[] }> = {};
  for (const [field, text] of Object.entries(fields)) {
    const texts = (Array.isArray(text) ? text : [text]).filter((item): item is string => typeof item === 'string' && item !== '');
    const shown = Object.hasOwn(names, field) ? (names[field] ?? field) : field;
    if (texts.length > 0) schema[shown] = { __errors: [...(schema[shown]?.__errors ?? []), ...texts] };
  }
  return Object.keys(schema).length > 0 ? schema : undefined;
}

/** The server errors without those of fields the user has since changed. */
export function withoutFieldErrors(errors: ErrorSchema<FormValues> | undefined, fields: readonly string[]): ErrorSchema<FormValues> | undefined {
  if (!errors || fields.length === 0) return errors;
  const rest = Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
  return Object.keys(rest).length > 0 ? rest : undefined;
}
