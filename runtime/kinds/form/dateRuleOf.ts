import { domainRules, type DateRule, type DateRuleContext } from '../../domain/domainRules';

/** The registered date rule of a name (undefined for none or an unknown one: the checker refuses those). */
export function dateRuleOf(name: unknown): DateRule | undefined {
  if (typeof name !== 'string') return undefined;
  const rules = domainRules().dateRules;
  return Object.hasOwn(rules, name) ? rules[name] : undefined;
}

/** The picker's bounds under a rule (the first and last month the calendar shows, `<input type="date" min max>`). */
export function dateBounds(rule: DateRule | undefined, context: DateRuleContext): { min?: string; max?: string } {
  const min = rule?.min?.(context);
  const max = rule?.max?.(context);
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/**
 * Whether the picker offers a day (`yyyy-MM-dd`): inside the rule's bounds, allowed by the rule,
 * and not before today when the field says `notBefore: today`. Every other day is disabled.
 */
export function dayOffered(rule: DateRule | undefined, context: DateRuleContext, notBeforeToday: boolean): (date: string) => boolean {
  const { min, max } = dateBounds(rule, context);
  return (date) => {
    if (notBeforeToday && date < context.today) return false;
    if (min !== undefined && date < min) return false;
    if (max !== undefined && date > max) return false;
    return rule ? rule.allows(date, context) : true;
  };
}
