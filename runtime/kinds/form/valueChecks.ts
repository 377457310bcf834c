import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import { domainRules } from '../../domain/domainRules';
import type { PageField } from '../page/forms/types';
import { specifiedMessage } from './formErrors';
import type { FormContext, FormValues, ResolvedForm } from './types';
import { isEmptyValue } from './values';
import { textOf } from '../../../shared/textOf';

/** The keyword under `messages.<field>` for a value the field's `check` refuses. */
export const CHECK_KEYWORD = 'check';
export const CHECK_FALLBACK = 'is not an accepted value';

/** Fills one template of a field's `checkArgs` or check message (over the form's values, chosen lookup rows, row and the page state). */
export type FillCheckArg = (template: string) => unknown;

/** A field's `checkArgs`, each filled; none when it has none. */
export function checkArgsOf(field: PageField, fill: FillCheckArg | undefined): Record<string, unknown> | undefined {
  if (field.checkArgs === undefined) return undefined;
  return Object.fromEntries(Object.entries(field.checkArgs).map(([name, template]) => [name, fill && template !== undefined ? fill(template) : undefined]));
}

/** The fields whose filled value their registered check refuses (an unknown check refuses nothing: the checker names it). */
export function refusedByChecks(fields: readonly PageField[], values: FormValues, fill?: FillCheckArg): string[] {
  const checks = domainRules().valueChecks ?? {};
  return fields.flatMap((field) => {
    if (field.check === undefined || !Object.hasOwn(checks, field.check)) return [];
    const value = values[field.name];
    return !isEmptyValue(value) && checks[field.check]?.(value, checkArgsOf(field, fill)) === false ? [field.name] : [];
  });
}

/** A check's message as shown: a template filled like the check's arguments (the calendar's '{timeNote}'), the fallback when it fills to nothing. */
function checkMessage(message: string | undefined, fill: FillCheckArg | undefined): string {
  if (message === undefined) return CHECK_FALLBACK;
  const filled = fill ? fill(message) : message;
  const text = typeof filled === 'string' ? filled : filled === undefined || filled === null ? '' : textOf(filled);
  return text.trim() === '' ? CHECK_FALLBACK : text;
}

/** Adds each refused field's `messages.check` to the validation (shown beside it; a submit then sends nothing). */
export function valueCheckValidator(fields: readonly PageField[], form: ResolvedForm, next: CustomValidator<FormValues, RJSFSchema, FormContext>, fill?: FillCheckArg): CustomValidator<FormValues, RJSFSchema, FormContext> {
  return (formData, errors, uiSchema) => {
    const checked = next(formData, errors, uiSchema);
    for (const field of refusedByChecks(fields, formData ?? {}, fill)) checked[field]?.addError(checkMessage(specifiedMessage(form, field, CHECK_KEYWORD), fill));
    return checked;
  };
}
