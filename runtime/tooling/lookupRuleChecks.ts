import type { Lookup } from '../generated/screen';
import { isRuleLookup } from '../lookups/ruleLookup.ts';
import type { AppRegistries } from './checkContext.ts';
import { esc } from './jsonPointer.ts';
import { oneOfFix } from './problemCodes.ts';
import type { Report } from './toolTypes.ts';

/**
 * A definition's rule lookups (`{ "rule": "nextWeekCodes", "args": { "count": 5 } }`) name a lookup
 * rule the app registers, with arguments it accepts (the rule's own `check` says why not).
 */
export function checkRuleLookups(lookups: Readonly<Record<string, Lookup | undefined>> | undefined, app: AppRegistries, report: Report): void {
  const rules = app.domainRules.lookupRules ?? {};
  for (const [name, lookup] of Object.entries(lookups ?? {})) {
    if (!lookup || !isRuleLookup(lookup)) continue;
    const rule = Object.hasOwn(rules, lookup.rule) ? rules[lookup.rule] : undefined;
    if (!rule) {
      report(`/lookups/${esc(name)}/rule`, `unknown lookup rule "${lookup.rule}" (known: ${Object.keys(rules).join(', ') || 'none'})`, 'lookup.unknown-rule', oneOfFix(Object.keys(rules)));
      continue;
    }
    const problem = rule.check(lookup.args ?? {});
    if (problem !== undefined) report(`/lookups/${esc(name)}/args`, `lookup rule "${lookup.rule}" ${problem}`, 'lookup.rule-args');
  }
}
