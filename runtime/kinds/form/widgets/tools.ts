/** What every widget's tools' parts (`<widget>/tools.ts`) share: their types and the rules and clauses several of them use. */
import { scalar } from '../../../tooling/diff/facts.ts';
import { stringAt, type JsonObject } from '../../../tooling/diff/json.ts';
import { code } from '../../../tooling/diff/markdown.ts';
import { oneOfFix } from '../../../tooling/problemCodes.ts';
import type { Found } from '../../../tooling/problems.ts';
import type { FormWidgetName, WidgetOf } from './parts.ts';
import { isWidgetName, widgetParts } from './registry.ts';

/** A checker problem: its JSON pointer below the field (`/ui/lookup`), its message, code and fix. */
export type WidgetProblem = Found;

/** What a widget's checker rules read of the form around its field, which the page and grid checkers pass in. */
export interface WidgetCheckContext {
  /** A page form (a block or modal: may send multipart/form-data) or a grid or sub-table form (sends JSON). */
  form: 'page' | 'grid';
  /** The field's name. */
  field: string;
  /** The names of the form's fields. */
  fields: ReadonlySet<string>;
  /** The names of the screen's lookups. */
  lookups: ReadonlySet<string>;
  /** The JSON Schema `type` of the field's property, when it gives one. */
  propertyType: string | undefined;
  /** The values the field's property offers (its `enum`), when it has a fixed set. */
  propertyEnum: readonly unknown[] | undefined;
  /** The definition's option sets (`options`). */
  optionSets: Readonly<Record<string, readonly unknown[] | undefined>> | undefined;
  /** The names of the date rules the app registers. */
  dateRules: readonly string[];
  /** What is wrong with a page state path the field reads (`ruleData`); undefined when some block publishes it. */
  statePathProblem: (path: string) => string | undefined;
}

/** The tools' parts of a form widget: its checker rules and its diff (`screens:check`, `screens:diff`); the app never imports them. */
export interface WidgetTools<K extends FormWidgetName> {
  /** The problems of its `ui` in a form, in the order they are reported. */
  check(widget: WidgetOf<K>, context: WidgetCheckContext): WidgetProblem[];
  /** How the diff names it: 'select from lookup `zones`', 'time with seconds'. */
  describe(ui: JsonObject): string;
  /** What changed in the properties it describes between two versions of it. */
  facts(before: JsonObject, after: JsonObject): string[];
  /** The properties of its `ui` its facts speak of (`widget` and `placeholder` are the diff's own; any other is reported as it is). */
  described: readonly string[];
}

/** Why a widget cannot edit a property of this JSON Schema type (its app part `propertyTypes`); undefined when it can. */
export function widgetTypeProblem(widget: string, type: string): string | undefined {
  const types = isWidgetName(widget) ? widgetParts[widget].propertyTypes : undefined;
  if (!types || types.includes(type)) return undefined;
  return `widget "${widget}" needs ${types.map(withArticle).join(' or ')} property`;
}

/** 'an array', 'a string'. */
function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** The widget does not fit the field's property type. */
export function propertyTypeProblems(widget: FormWidgetName, context: WidgetCheckContext): WidgetProblem[] {
  const type = context.propertyType;
  const problem = type === undefined ? undefined : widgetTypeProblem(widget, type);
  return problem ? [['/ui/widget', `${problem} ("${context.field}" is ${type})`, 'widget.property-type']] : [];
}

/** The lookup named is not one of the screen's. */
export function lookupProblems(lookup: string, context: WidgetCheckContext): WidgetProblem[] {
  return context.lookups.has(lookup) ? [] : [['/ui/lookup', `unknown lookup "${lookup}"`, 'lookup.unknown', oneOfFix(context.lookups)]];
}

/** The option set named is not one of the definition's `options`. */
export function optionSetProblems(pointer: string, name: string, context: WidgetCheckContext): WidgetProblem[] {
  const known = Object.keys(context.optionSets ?? {});
  if (known.includes(name)) return [];
  return [[pointer, `unknown option set "${name}"${known.length > 0 ? ` (known: ${known.join(', ')})` : ' (the definition has no "options")'}`, 'options.unknown-set', oneOfFix(known)]];
}

/** The date rule named is not one the app registers. */
export function dateRuleProblems(rule: string | undefined, context: WidgetCheckContext): WidgetProblem[] {
  return rule === undefined || context.dateRules.includes(rule) ? [] : [['/ui/rule', `unknown date rule "${rule}" (known: ${context.dateRules.join(', ')})`, 'widget.unknown-date-rule', oneOfFix(context.dateRules)]];
}

/** The page data a date rule judges by: it needs a rule, and a path some block of the page publishes. */
export function ruleDataProblems(widget: { rule?: string | undefined; ruleData?: string | undefined }, context: WidgetCheckContext): WidgetProblem[] {
  const path = widget.ruleData;
  if (path === undefined) return [];
  if (widget.rule === undefined) return [['/ui/ruleData', '"ruleData" needs a "rule" that judges the dates by it', 'widget.rule-data-without-rule']];
  const problem = context.statePathProblem(path);
  return problem ? [['/ui/ruleData', `ruleData reads "${path}": ${problem}`, 'state.unresolved']] : [];
}

/** ', rule `notPast`' after a date widget's name; ', rule `deliverable` judging `cutoffs.answer`' when it reads page data. */
export function ruleText(ui: JsonObject): string {
  const rule = stringAt(ui, 'rule');
  const data = stringAt(ui, 'ruleData');
  return `${rule === undefined ? '' : `, rule ${code(rule)}`}${data === undefined ? '' : ` judging ${code(data)}`}`;
}

/** 'rule data added (`cutoffs.answer`)'. */
export function ruleDataFact(before: JsonObject, after: JsonObject): string | undefined {
  return scalar('rule data', before.ruleData, after.ruleData);
}

/** 'lookup `regions` → `zones`'. */
export function lookupFact(before: JsonObject, after: JsonObject): string | undefined {
  return scalar('lookup', before.lookup, after.lookup);
}

/** 'date rule added (`notPast`)'. */
export function dateRuleFact(before: JsonObject, after: JsonObject): string | undefined {
  return scalar('date rule', before.rule, after.rule);
}
