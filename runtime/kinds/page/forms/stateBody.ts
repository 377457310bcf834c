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

/** One body value: a template filled from the context, or the list an `each` makes of a page state list. */
export function bodyValue(value: SubmitBodyValue, context: Readonly<Record<string, unknown>>, state: Readonly<Record<string, unknown>>, fill: FillTemplate): unknown {
  if (typeof value === 'string') return fill(value, context);
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
