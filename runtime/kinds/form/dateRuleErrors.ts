import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import { dateRuleOf } from './dateRuleOf';
import { specifiedMessage } from './formErrors';
import type { FormContext, FormValues, ResolvedForm } from './types';
import { widgetPartsOf } from './widgets/registry';

/** The keyword under `messages.<field>` for a date its rule refuses. */
export const RULE_KEYWORD = 'rule';
export const RULE_FALLBACK = 'is not an allowed date';

/**
 * The dates of each field with a date rule that the rule refuses (`date`: its value; `dates`: each
 * one added since the form opened: the dates of `kept`, what it opened with, stay as they are, so
 * an edit can keep a past day already stored).
 */
export function refusedDates(form: ResolvedForm, values: FormValues, today: string, kept: FormValues = {}): Record<string, string[]> {
  const refused: Record<string, string[]> = {};
  for (const [field, widget] of Object.entries(form.ui ?? {})) {
    const judged = widget && widgetPartsOf(widget.widget).ruledDates(widget, values[field], kept[field]);
    const rule = judged && dateRuleOf(judged.rule);
    if (!judged || !rule) continue;
    const bad = judged.dates.filter((date) => !rule.allows(date, today));
    if (bad.length > 0) refused[field] = bad;
  }
  return refused;
}

/** RJSF custom validation: a field whose rule refuses a date gets its `messages.rule` (once); `kept`: the values the form opened with. */
export function dateRuleValidator(form: ResolvedForm, today: string, kept: FormValues = {}): CustomValidator<FormValues, RJSFSchema, FormContext> {
  return (formData, errors) => {
    for (const field of Object.keys(refusedDates(form, formData ?? {}, today, kept))) {
      errors[field]?.addError(specifiedMessage(form, field, RULE_KEYWORD) ?? RULE_FALLBACK);
    }
    return errors;
  };
}
