import type { FillValue } from '../../../generated/screen';
import { renderTemplate } from '../../../templates/template';
import { isNothing, ruleValue } from './stateBody';

/** What one `fill` entry writes: a value, the field emptied (`undefined`), or nothing at all (`skip`: the field keeps its value). */
type Filled = { write: unknown } | 'skip';

function filledValue(entry: FillValue, context: Readonly<Record<string, unknown>>): Filled {
  const fill = (template: string, here: Readonly<Record<string, unknown>>) => renderTemplate(template, { ...here });
  if (typeof entry === 'string') {
    const value = fill(entry, context);
    return isNothing(value) ? 'skip' : { write: value };
  }
  if ('value' in entry) {
    const value = fill(entry.value, context);
    return { write: isNothing(value) ? (entry.otherwise ?? undefined) : value };
  }
  const computed = ruleValue(entry.rule, entry.args, context, fill);
  return { write: isNothing(computed) ? undefined : computed };
}

/**
 * What a successful submit's `fill` writes into other form blocks: each `<block>.<field>` with its
 * entry filled over the values, the page state and `answer` (one placeholder keeps the value's
 * type: a pipeline id stays a number). A template filling to nothing writes nothing; a
 * `{ value, otherwise }` then writes `otherwise` (`null` empties the field); a rule computing
 * nothing empties the field (`undefined`).
 */
export function filledFields(fill: Readonly<Record<string, FillValue | undefined>> | undefined, context: Readonly<Record<string, unknown>>, answer: unknown): [path: string, value: unknown][] {
  return Object.entries(fill ?? {}).flatMap(([path, entry]) => {
    if (entry === undefined) return [];
    const filled = filledValue(entry, { ...context, answer });
    if (filled === 'skip') return [];
    return [[path, filled.write === null ? undefined : filled.write] as [string, unknown]];
  });
}

/**
 * What a form block's `fillFrom` writes into its own fields from the object at its path: each
 * entry filled over the object's fields (and the globals). Unlike `fill`, a template filling to
 * nothing empties the field (`undefined`): the form shows the new object, nothing of the one before.
 */
export function fillFromValues(fields: Readonly<Record<string, FillValue | undefined>>, context: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, entry]) => {
      if (entry === undefined) return [];
      const filled = filledValue(entry, context);
      return [[field, filled === 'skip' || filled.write === null ? undefined : filled.write]];
    }),
  );
}
