import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import { domainRules } from '../../domain/domainRules';
import type { PageField } from '../page/forms/types';
import { specifiedMessage } from './formErrors';
import type { FormContext, FormValues, ResolvedForm } from './types';
import { isEmptyValue } from './values';

/** The keyword under `messages.<field>` for a value the field's `check` refuses. */
export const CHECK_KEYWORD = 'check';
export const CHECK_FALLBACK = 'is not an accepted value';

/** Fills one template of a field's `checkArgs` (over the form's values, chosen lookup rows and row). */
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

/** Adds each refused field's `messages.check` to the validation (shown beside it; a submit then sends nothing). */
export function valueCheckValidator(fields: readonly PageField[], form: ResolvedForm, next: CustomValidator<FormValues, RJSFSchema, FormContext>, fill?: FillCheckArg): CustomValidator<FormValues, RJSFSchema, FormContext> {
  return (formData, errors, uiSchema) => {
    const checked = next(formData, errors, uiSchema);
    for (const field of refusedByChecks(fields, formData ?? {}, fill)) checked[field]?.addError(specifiedMessage(form, field, CHECK_KEYWORD) ?? CHECK_FALLBACK);
    return checked;
  };
}
