import { evaluateCondition } from '../../conditions/evaluateCondition.ts';
import { domainRules } from '../../domain/domainRules.ts';
import type { Condition } from '../../generated/screen.ts';
import { placeholdersOf } from '../../templates/template.ts';
import type { FormValues } from './types.ts';
import { changedFields, omitFields } from './values.ts';

/** A field's `onChange`: what a change of its value does to other fields of the form. */
export interface FieldEffects {
  /** Fields emptied (removed from the values). */
  clear?: readonly string[] | undefined;
  /**
   * Fields given a value: a literal, a template over the new values (`{type}`; one placeholder
   * keeps the value's type), or `{ rule, args }`: what a value rule the app registers computes from
   * its arguments, each a template over the new values (a product type's suggested tags, which for
   * a subscription are the chosen regions).
   */
  set?: Readonly<Record<string, unknown>> | undefined;
  /** `clear` and `set` apply only when this holds over the values after the change (fields by name); else `otherwise`. */
  when?: Condition | undefined;
  /** What applies when `when` does not hold. */
  otherwise?: Pick<FieldEffects, 'clear' | 'set'> | undefined;
}

/** The effects that apply to the values after a change: all of them, or by `when`, its branch (none when no `otherwise`). */
export function activeEffects(effect: FieldEffects, values: FormValues): Pick<FieldEffects, 'clear' | 'set'> {
  if (effect.when === undefined) return effect;
  return evaluateCondition(effect.when, (path) => values[path]) ? effect : (effect.otherwise ?? {});
}

/** What the function needs of a field: its name and effects. */
export interface FieldWithEffects {
  name: string;
  onChange?: FieldEffects | undefined;
}

/** Fills a `set` template over the values as they are after the change. */
export type FillEffect = (template: string, values: FormValues) => unknown;

const isTemplate = (value: unknown): value is string => typeof value === 'string' && placeholdersOf(value).length > 0;

/** A `set` value computed by a registered value rule. */
export interface RuleEffect {
  rule: string;
  args: Readonly<Record<string, string>>;
}

export function isRuleEffect(value: unknown): value is RuleEffect {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { rule, args } = value as Record<string, unknown>;
  return typeof rule === 'string' && typeof args === 'object' && args !== null && !Array.isArray(args);
}

/** The value a rule effect computes, its arguments filled over the values; an unknown rule gives nothing. */
function ruleEffectValue(effect: RuleEffect, values: FormValues, fill: FillEffect): unknown {
  const rules = domainRules().valueRules ?? {};
  const compute = Object.hasOwn(rules, effect.rule) ? rules[effect.rule] : undefined;
  return compute?.(Object.fromEntries(Object.entries(effect.args).map(([name, template]) => [name, fill(template, values)])));
}

function effectValue(value: unknown, values: FormValues, fill: FillEffect): unknown {
  if (isTemplate(value)) return fill(value, values);
  return isRuleEffect(value) ? ruleEffectValue(value, values, fill) : value;
}

/**
 * The values after a user's change, with the effects of every field it changed applied: its
 * `clear` fields removed, its `set` fields given their values (templates filled over the values
 * after the change); with `when`, the branch its condition picks over those values. A field the user changed in the same change keeps what the user gave it. A
 * field an effect changes applies its own effects in turn (report type clears the sort, whose
 * own `onChange` then runs), each field once, in the order the changes happen, so a definition
 * whose effects point at each other ends instead of looping.
 */
export function applyFieldEffects(fields: readonly FieldWithEffects[], previous: FormValues, next: FormValues, fill: FillEffect): FormValues {
  const effects = new Map(fields.filter((field) => field.onChange !== undefined).map((field) => [field.name, field.onChange as FieldEffects]));
  if (effects.size === 0) return next;
  const typed = new Set(changedFields(previous, next));
  const queue = [...typed];
  const done = new Set<string>();
  let values = next;
  while (queue.length > 0) {
    const field = queue.shift() as string;
    const effect = effects.get(field);
    if (done.has(field) || !effect) continue;
    done.add(field);
    const before = values;
    const active = activeEffects(effect, values);
    const cleared = (active.clear ?? []).filter((name) => !typed.has(name));
    values = omitFields(values, cleared);
    for (const [name, value] of Object.entries(active.set ?? {})) {
      if (typed.has(name)) continue;
      const filled = effectValue(value, values, fill);
      values = filled === undefined || filled === null || filled === '' ? omitFields(values, [name]) : { ...values, [name]: filled };
    }
    queue.push(...changedFields(before, values));
  }
  return values;
}
