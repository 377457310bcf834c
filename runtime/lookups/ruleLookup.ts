import type { LookupRule } from '../domain/domainRules';
import type { EndpointLookup, Lookup, RuleLookup } from '../generated/screen';

/** Whether a lookup is computed by a registered rule (`{ "rule": … }`) rather than loaded by a call. */
export function isRuleLookup(lookup: Lookup): lookup is RuleLookup {
  return 'rule' in lookup;
}

/** The call a lookup is loaded by; undefined for a rule lookup (it makes none). */
export function lookupEndpoint(lookup: Lookup | undefined): EndpointLookup['endpoint'] | undefined {
  return lookup === undefined || isRuleLookup(lookup) ? undefined : lookup.endpoint;
}

/** A rule lookup's rows as options (`row` is the row itself: `{ value, label }`); throws what the rule refuses, or an unknown rule. */
export function ruleLookupOptions(lookup: RuleLookup, rules: Readonly<Record<string, LookupRule>> | undefined, now: number): Array<{ value: unknown; label: string; row: Record<string, unknown> }> {
  const rule = rules?.[lookup.rule];
  if (!rule) throw new Error(`Unknown lookup rule "${lookup.rule}"`);
  return rule.rows(lookup.args ?? {}, now).map((row) => ({ value: row.value, label: row.label, row: { ...row } }));
}
