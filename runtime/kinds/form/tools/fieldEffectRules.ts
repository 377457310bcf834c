import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { PageField } from '../../../generated/screen';
import { conditionPaths } from '../../../conditions/evaluateCondition.ts';
import { isRuleEffect } from '../fieldEffects.ts';
import { placeholdersOf } from '../../../templates/template.ts';
import type { AppRegistries } from '../../../tooling/checkContext.ts';
import { esc } from '../../../tooling/jsonPointer.ts';
import { oneOfFix } from '../../../tooling/problemCodes.ts';
import type { Report } from '../../../tooling/toolTypes.ts';

/** What the rules of a field's `onChange` and `trim` need: the form's field names, the properties' schemas and types, and a way to check a template. */
export interface FieldEffectContext {
  fields: ReadonlySet<string>;
  /** The JSON Schema of each property the form edits (its payload's, else the entity's). */
  properties: ReadonlyMap<string, unknown> | undefined;
  /** The JSON Schema `type` of each property that gives one. */
  types: ReadonlyMap<string, string> | undefined;
  /** Checks a `set` template's placeholders and filters (read like the field's hint: the values and the page state). */
  template(pointer: string, template: string): void;
  /** The app's registries (its value rules). */
  app: AppRegistries;
}

// Entity property schemas carry the console's own annotations (`x-labels`): not strict.
const ajv = new Ajv2020({ strict: false, allowUnionTypes: true });
const compiled = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: unknown): ValidateFunction | undefined {
  if (typeof schema !== 'object' || schema === null || '$ref' in schema) return undefined;
  const known = compiled.get(schema);
  if (known) return known;
  const validate = ajv.compile(schema);
  compiled.set(schema, validate);
  return validate;
}

/** Why a literal set by an effect is refused by the target's property schema, if it is. */
function refusal(schema: unknown, value: unknown): string | undefined {
  const validate = validatorOf(schema);
  if (!validate || validate(value)) return undefined;
  const error = validate.errors?.[0];
  const allowed = error?.keyword === 'enum' && Array.isArray((error.params as { allowedValues?: unknown }).allowedValues) ? ` (${((error.params as { allowedValues: unknown[] }).allowedValues).map((item) => JSON.stringify(item)).join(', ')})` : '';
  return `${error?.message ?? 'refused'}${allowed}`;
}

/** The templates a form's `onChange` effects set (`"{templateType}"`), with their pointers: filled over the form's values. */
export function effectTemplates(at: string, fields: readonly Pick<PageField, 'onChange'>[]): { template: string; pointer: string }[] {
  return fields.flatMap((field, k) =>
    effectBranches(field.onChange).flatMap(({ under, effects }) =>
      Object.entries(effects.set ?? {}).flatMap(([name, value]) => {
        const pointer = `${at}/fields/${k}/onChange${under}/set/${esc(name)}`;
        if (isRuleEffect(value)) return Object.entries(value.args).map(([arg, template]) => ({ template, pointer: `${pointer}/args/${esc(arg)}` }));
        return typeof value === 'string' && placeholdersOf(value).length > 0 ? [{ template: value, pointer }] : [];
      }),
    ),
  );
}

type Effects = NonNullable<PageField['onChange']>;

/** The `clear` and `set` of an `onChange`, and those of its `otherwise`, each with its pointer under `onChange`. */
function effectBranches(effects: Effects | undefined): { under: string; effects: Pick<Effects, 'clear' | 'set'> }[] {
  if (!effects) return [];
  return [{ under: '', effects }, ...(effects.otherwise ? [{ under: '/otherwise', effects: effects.otherwise }] : [])];
}

/**
 * A field's `onChange` names fields of the same form (never itself), and each literal it sets is
 * one the target's property accepts; a template is checked like the field's hint. `trim` needs a
 * string property; `clearUnless` must compile as a regular expression.
 */
export function checkFieldEffects(field: Pick<PageField, 'name' | 'trim' | 'onChange' | 'clearUnless'>, pointer: string, context: FieldEffectContext, report: Report): void {
  const type = context.types?.get(field.name);
  if (field.trim === true && type !== undefined && type !== 'string') report(`${pointer}/trim`, `trim needs a string property ("${field.name}" is ${type})`, 'form.field.trim-not-string');
  if (field.clearUnless !== undefined) {
    try {
      new RegExp(field.clearUnless, 'u');
    } catch (error) {
      report(`${pointer}/clearUnless`, `"${field.clearUnless}" is no regular expression: ${error instanceof Error ? error.message : String(error)}`, 'form.field.bad-regexp');
    }
  }
  const effects = field.onChange;
  if (!effects) return;
  const target = (at: string, name: string): boolean => {
    if (name === field.name) report(at, `"${field.name}" cannot clear or set itself when it changes`, 'form.effect.self');
    else if (!context.fields.has(name)) report(at, `no field "${name}" in the form`, 'form.field.unknown', oneOfFix(context.fields));
    else return true;
    return false;
  };
  // `when` reads the form's values after the change, by field name.
  for (const path of effects.when ? conditionPaths(effects.when) : []) {
    if (!context.fields.has(path)) report(`${pointer}/onChange/when`, `condition reads "${path}": no field "${path}" in the form (an effect's condition reads the form's values by field name)`, 'form.effect.condition-field', oneOfFix(context.fields));
  }
  for (const { under, effects: branch } of effectBranches(effects)) checkBranch(`${pointer}/onChange${under}`, branch, target, context, report);
}

function checkBranch(pointer: string, effects: Pick<Effects, 'clear' | 'set'>, target: (at: string, name: string) => boolean, context: FieldEffectContext, report: Report): void {
  (effects.clear ?? []).forEach((name, i) => target(`${pointer}/clear/${i}`, name));
  for (const [name, value] of Object.entries(effects.set ?? {})) {
    const at = `${pointer}/set/${esc(name)}`;
    if (!target(at, name)) continue;
    if (typeof value === 'string' && placeholdersOf(value).length > 0) {
      context.template(at, value);
      continue;
    }
    if (isRuleEffect(value)) {
      const known = Object.keys(context.app.domainRules.valueRules ?? {});
      if (!known.includes(value.rule)) report(`${at}/rule`, `unknown value rule "${value.rule}" (known: ${known.join(', ') || 'none'})`, 'form.value-rule.unknown', oneOfFix(known));
      for (const [arg, template] of Object.entries(value.args)) context.template(`${at}/args/${esc(arg)}`, template);
      continue;
    }
    const problem = refusal(context.properties?.get(name), value);
    if (problem) report(at, `${JSON.stringify(value)} is refused by "${name}": ${problem}`, 'form.effect.refused-value');
  }
}
