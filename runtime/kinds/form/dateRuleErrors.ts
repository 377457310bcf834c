import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import type { Form } from '../../generated/screen';
import { dateRuleOf } from './dateRuleOf';
import { datesOf } from './dateTags';
import { specifiedMessage } from './formErrors';
import type { FormContext, FormValues } from './types';

/** The keyword under `messages.<field>` for a date its rule refuses. */
export const RULE_KEYWORD = 'rule';
export const RULE_FALLBACK = 'is not an allowed date';

/** The dates of each field with a date rule that the rule refuses (`date`: its value; `dates`: each one). */
export function refusedDates(form: Form, values: FormValues, today: string): Record<string, string[]> {
  const refused: Record<string, string[]> = {};
  for (const [field, widget] of Object.entries(form.ui ?? {})) {
    if ((widget?.widget !== 'date' && widget?.widget !== 'dates') || widget.rule === undefined) continue;
    const rule = dateRuleOf(widget.rule);
    if (!rule) continue;
    const value = values[field];
    const dates = widget.widget === 'date' ? (typeof value === 'string' && value !== '' ? [value] : []) : datesOf(value);
    const bad = dates.filter((date) => !rule.allows(date, today));
    if (bad.length > 0) refused[field] = bad;
  }
  return refused;
}

/** RJSF custom validation: a field whose rule refuses a date gets its `messages.rule` (once). */
export function dateRuleValidator(form: Form, today: string): CustomValidator<FormValues, RJSFSchema, FormContext> {
  return (formData, errors) => {
    for (const field of Object.keys(refusedDates(form, formData ?? {}, today))) {
      errors[field]?.addError(specifiedMessage(form, field, RULE_KEYWORD) ?? RULE_FALLBACK);
    }
    return errors;
  };
}
