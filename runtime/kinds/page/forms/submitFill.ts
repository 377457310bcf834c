import { renderTemplate } from '../../../templates/template';

/**
 * What a successful submit's `fill` writes into other form blocks: each `<block>.<field>` with its
 * template filled over the values, the page state and `answer` (one placeholder keeps the value's
 * type: a pipeline id stays a number). A template filling to nothing writes nothing.
 */
export function filledFields(fill: Readonly<Record<string, string | undefined>> | undefined, context: Readonly<Record<string, unknown>>, answer: unknown): [path: string, value: unknown][] {
  return Object.entries(fill ?? {}).flatMap(([path, template]) => {
    if (template === undefined) return [];
    const value = renderTemplate(template, { ...context, answer });
    return value === undefined || value === null || value === '' ? [] : [[path, value] as [string, unknown]];
  });
}
