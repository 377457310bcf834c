import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import type { DateRuleContext } from '../../domain/domainRules';
import { dateRuleOf } from './dateRuleOf';
import { specifiedMessage } from './formErrors';
import type { FormContext, FormValues, ResolvedForm } from './types';
import { widgetPartsOf } from './widgets/registry';

/** The keyword under `messages.<field>` for a date its rule refuses. */
export const RULE_KEYWORD = 'rule';
export const RULE_FALLBACK = 'is not an allowed date';

/** When a form's date rules judge: today in the business's zone and the instant (ms) it was looked at. */
export type DateClock = Pick<DateRuleContext, 'today' | 'now'>;

/** The page data each field's rule judges by, by field name (the values of their `ruleData` paths). */
export type RuleData = Readonly<Record<string, unknown>>;

/**
 * The page state path each field names by `ruleData`, by field name: the form's controller reads
 * them from the page state and hands their values to the widgets and to validation.
 */
export function ruleDataPaths(form: ResolvedForm): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const [field, widget] of Object.entries(form.ui ?? {})) {
    const path = widget && widgetPartsOf(widget.widget).ruledDates(widget, undefined, undefined)?.ruleData;
    if (path !== undefined) paths[field] = path;
  }
  return paths;
}

/** The values of the fields' `ruleData` paths, read through `read` (the page state). */
export function ruleDataOf(form: ResolvedForm, read: (path: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(ruleDataPaths(form)).map(([field, path]) => [field, read(path)] as const));
}

/** What a field's rule judges by: the clock and the data its `ruleData` names (absent when it names none). */
export function ruleContext(clock: DateClock, data: RuleData, field: string): DateRuleContext {
  return Object.hasOwn(data, field) ? { ...clock, data: data[field] } : { ...clock };
}

/**
 * The dates of each field with a date rule that the rule refuses (`date`: its value; `dates`: each
 * one added since the form opened: the dates of `kept`, what it opened with, stay as they are, so
 * an edit can keep a past day already stored), each judged with the data its `ruleData` names.
 */
export function refusedDates(form: ResolvedForm, values: FormValues, clock: DateClock, kept: FormValues = {}, data: RuleData = {}): Record<string, string[]> {
  const refused: Record<string, string[]> = {};
  for (const [field, widget] of Object.entries(form.ui ?? {})) {
    const judged = widget && widgetPartsOf(widget.widget).ruledDates(widget, values[field], kept[field]);
    const rule = judged && dateRuleOf(judged.rule);
    if (!judged || !rule) continue;
    const context = ruleContext(clock, data, field);
    const bad = judged.dates.filter((date) => !rule.allows(date, context));
    if (bad.length > 0) refused[field] = bad;
  }
  return refused;
}

/** RJSF custom validation: a field whose rule refuses a date gets its `messages.rule` (once); `kept`: the values the form opened with. */
export function dateRuleValidator(form: ResolvedForm, clock: DateClock, kept: FormValues = {}, data: RuleData = {}): CustomValidator<FormValues, RJSFSchema, FormContext> {
  return (formData, errors) => {
    for (const field of Object.keys(refusedDates(form, formData ?? {}, clock, kept, data))) {
      errors[field]?.addError(specifiedMessage(form, field, RULE_KEYWORD) ?? RULE_FALLBACK);
    }
    return errors;
  };
}
