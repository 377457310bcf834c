import { domainRules } from '../../../domain/domainRules';
import type { SubmitBodyValue } from '../../../generated/screen';
import { readPath } from '../../../templates/path';

/** Fills one template from a context (the caller points `{select.column}` at the chosen rows first). */
export type FillTemplate = (template: string, context: Readonly<Record<string, unknown>>) => unknown;

/** A body of templates and `{ each, as }` lists, by key (a submit's `body`, or an endpoint's). */
export type BodyTemplates = Readonly<Record<string, SubmitBodyValue | undefined>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a page form's templates read: the page state (`drivers.selected`, `template.selectedRow.templateId`)
 * under the form's own context, so the form's values, the row and the globals win over a block of the same name.
 */
export function withPageState(own: Readonly<Record<string, unknown>>, state: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { ...state, ...own };
}

/** The list at a page state path; absent or not a list is an empty list. */
export function stateList(state: Readonly<Record<string, unknown>>, path: string): readonly unknown[] {
  const value = readPath(state, path);
  return Array.isArray(value) ? value : [];
}

/** What an `as` template reads for one item: the item's fields over the context, and the item itself as `item`. */
export function itemContext(context: Readonly<Record<string, unknown>>, item: unknown): Record<string, unknown> {
  return { ...context, ...(isRecord(item) ? item : {}), item };
}

/** Whether a filled value is nothing: absent, null or blank text (a `{ value, otherwise }` then sends `otherwise`). */
export function isNothing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The value a registered rule computes from its arguments, each filled from the context; no rule of that name gives nothing. */
export function ruleValue(rule: string, args: Readonly<Record<string, string | undefined>>, context: Readonly<Record<string, unknown>>, fill: FillTemplate): unknown {
  const rules = domainRules().valueRules ?? {};
  const compute = Object.hasOwn(rules, rule) ? rules[rule] : undefined;
  if (!compute) return undefined;
  return compute(Object.fromEntries(Object.entries(args).flatMap(([name, template]) => (template === undefined ? [] : [[name, fill(template, context)] as const]))));
}

/** The keys of a body that send a chosen file, with the `file` field each sends. */
export function fileParts(templates: BodyTemplates): Map<string, string> {
  const parts = new Map<string, string>();
  for (const [key, value] of Object.entries(templates)) if (typeof value === 'object' && 'file' in value) parts.set(key, value.file);
  return parts;
}

/**
 * One body value: a template filled from the context; the list an `each` makes of a page state
 * list; a `{ value, otherwise }` (the template's value, or `otherwise` when it fills to nothing:
 * `null` is then sent); a `{ rule, args }` (what the app's value rule computes); a `{ file }` is no
 * value here (the chosen file is added as a part of the multipart body).
 */
export function bodyValue(value: SubmitBodyValue, context: Readonly<Record<string, unknown>>, state: Readonly<Record<string, unknown>>, fill: FillTemplate): unknown {
  if (typeof value === 'string') return fill(value, context);
  if ('file' in value) return undefined;
  if ('rule' in value) return ruleValue(value.rule, value.args, context, fill);
  if ('value' in value) {
    const filled = fill(value.value, context);
    return isNothing(filled) ? value.otherwise : filled;
  }
  const { as } = value;
  return stateList(state, value.each).map((item) => {
    const here = itemContext(context, item);
    if (typeof as === 'string') return fill(as, here);
    return Object.fromEntries(Object.entries(as).flatMap(([key, template]) => (template === undefined ? [] : [[key, fill(template, here)] as const])));
  });
}

/**
 * A submit's request body from its templates: each key filled from the context (values, row,
 * globals, page state), each `{ "each": "drivers.selected", "as": { "workerId": "{workerId}" } }`
 * a list with one entry per item of that page state list.
 */
export function bodyFromTemplates(templates: BodyTemplates, context: Readonly<Record<string, unknown>>, state: Readonly<Record<string, unknown>>, fill: FillTemplate): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(templates)) if (value !== undefined) body[key] = bodyValue(value, context, state, fill);
  return body;
}
