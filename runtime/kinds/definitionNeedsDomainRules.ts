import { usesFilters } from '../templates/template';

/** Cell formats the app's rules render (money by language, dates in the business's zone); percentages and badges are the runtime's own. */
const RULE_FORMATS: ReadonlySet<unknown> = new Set(['money', 'date', 'dateTime', 'time']);

/** Keys whose text names a rule, check or filter the app registers (a secret cell's `reveal`). */
const NAMED_RULE_KEYS: ReadonlySet<string> = new Set(['rule', 'check', 'reveal']);

/**
 * Whether any part of a definition calls the app's domain rules: a template with a filter
 * (`{rate|wholeDollars}`), a value formatted by them, or a named rule or check (a value rule in a
 * body or a field effect, a date rule, a rule lookup, a field's value `check`). It errs on the side of yes (a `format` in
 * a form's schema counts too); a no means the screen renders without loading them.
 */
export function definitionNeedsDomainRules(definition: unknown): boolean {
  if (typeof definition === 'string') return definition.includes('|') && usesFilters(definition);
  if (Array.isArray(definition)) return definition.some(definitionNeedsDomainRules);
  if (typeof definition !== 'object' || definition === null) return false;
  return Object.entries(definition).some(
    ([key, value]) => (key === 'format' && RULE_FORMATS.has(value)) || (NAMED_RULE_KEYS.has(key) && typeof value === 'string') || definitionNeedsDomainRules(value),
  );
}
