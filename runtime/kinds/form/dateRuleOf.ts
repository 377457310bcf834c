import { domainRules, type DateRule } from '../../domain/domainRules';

/** The registered date rule of a name (undefined for none or an unknown one: the checker refuses those). */
export function dateRuleOf(name: unknown): DateRule | undefined {
  if (typeof name !== 'string') return undefined;
  const rules = domainRules().dateRules;
  return Object.hasOwn(rules, name) ? rules[name] : undefined;
}

/** The picker's bounds under a rule, for `<input type="date" min max>`. */
export function dateBounds(rule: DateRule | undefined, today: string): { min?: string; max?: string } {
  const min = rule?.min?.(today);
  const max = rule?.max?.(today);
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}
