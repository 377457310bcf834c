/**
 * The parts of a submit the form language added for chained and computed calls: body values
 * (`{ value, otherwise }`, `{ rule, args }`, `{ file }`, `each`), a whole-body template, and the
 * `before` steps, each described in words for screens:diff.
 */
import { describeCondition } from '../../../../tooling/diff/conditions.ts';
import { isObject, stringAt, unionKeys, equal, type Json } from '../../../../tooling/diff/json.ts';
import { arrow, code, showText, value } from '../../../../tooling/diff/markdown.ts';
import { textOf } from '../../../../../shared/textOf.ts';

/** One body value in words: '`{at}`', "`{upload.answer.url}`, else null", 'rule `provinceInstant` of date `{at}`, time `{path}`', 'the file chosen in `image`'. */
export function describeBodyValue(json: Json | undefined): string {
  if (typeof json === 'string') return code(json);
  if (!isObject(json)) return value(json);
  if (typeof json.file === 'string') return `the file chosen in ${code(json.file)}`;
  if (typeof json.rule === 'string') {
    const args = isObject(json.args) ? Object.entries(json.args).map(([name, template]) => `${name} ${code(textOf(template))}`) : [];
    return `rule ${code(json.rule)}${args.length > 0 ? ` of ${args.join(', ')}` : ''}`;
  }
  if (typeof json.value === 'string') return `${code(json.value)}, else ${JSON.stringify(json.otherwise ?? null)}`;
  if (typeof json.each === 'string') return `each of ${code(json.each)} as ${typeof json.as === 'string' ? code(json.as) : value(json.as)}`;
  return value(json);
}

/** A submit's (or step's) body compared: a whole-body template, or key by key. */
export function bodyFacts(label: string, before: Json | undefined, after: Json | undefined, absent: string): string[] {
  if (equal(before, after)) return [];
  if (typeof before === 'string' || typeof after === 'string') {
    const read = (json: Json | undefined) => (json === undefined ? absent : typeof json === 'string' ? `the whole body ${code(json)}` : 'keys');
    return [`${label}: ${arrow(read(before), read(after))}`];
  }
  const b = isObject(before) ? before : undefined;
  const a = isObject(after) ? after : undefined;
  if (b && !a) return [`${label} removed (now ${absent}; was ${unionKeys(b).map(code).join(', ')})`];
  const facts: string[] = [];
  if (!b) facts.push(`${label} set (was ${absent})`);
  for (const key of unionKeys(b, a)) {
    const old = b?.[key];
    const now = a?.[key];
    if (equal(old, now)) continue;
    if (old === undefined) facts.push(`${label} ${code(key)} added: ${describeBodyValue(now)}`);
    else if (now === undefined) facts.push(`${label} ${code(key)} removed (was ${describeBodyValue(old)})`);
    else facts.push(`${label} ${code(key)}: ${arrow(describeBodyValue(old), describeBodyValue(now))}`);
  }
  return facts;
}

/** The `before` steps in order: "`upload` calls `uploadImage` when `fulfil.image` is filled (sends `orderId`, `file`); a failure goes on" (and "; a later failure takes it back by calling `restore`" for an undo); undefined without any. */
export function describeSteps(steps: Json | undefined): string | undefined {
  if (!Array.isArray(steps) || steps.length === 0) return undefined;
  return steps
    .map((step: Json) => {
      if (!isObject(step)) return value(step);
      const when = step.when === undefined ? '' : ` when ${describeCondition(step.when)}`;
      const body = isObject(step.body) ? ` (sends ${Object.keys(step.body).map(code).join(', ')})` : '';
      const failure = step.onFailure === 'stop' ? `a failure stops the submit${step.failure === undefined ? '' : `, saying ${showText(step.failure)}`}` : 'a failure goes on without its answer';
      const undo = isObject(step.undo) ? `; a later failure takes it back by calling ${code(stringAt(step.undo, 'endpoint') ?? '?')}` : '';
      return `${code(stringAt(step, 'id') ?? '?')} calls ${code(stringAt(step, 'endpoint') ?? '?')}${when}${body}; ${failure}${undo}`;
    })
    .join(', then ');
}

/** The steps of `before`, by id. */
function stepsById(steps: Json | undefined): Map<string, Record<string, Json>> {
  const found = new Map<string, Record<string, Json>>();
  if (Array.isArray(steps)) for (const step of steps) if (isObject(step) && typeof step.id === 'string') found.set(step.id, step);
  return found;
}

/** The bodies of the steps kept (same id) compared value by value, their undo's too: a changed template shows where the step list names keys only. */
export function stepBodyFacts(before: Json | undefined, after: Json | undefined): string[] {
  const old = stepsById(before);
  return [...stepsById(after)].flatMap(([id, step]) => {
    const was = old.get(id);
    if (!was) return [];
    const undoBody = (json: Record<string, Json>) => (isObject(json.undo) ? json.undo.body : undefined);
    return [...bodyFacts(`step ${code(id)} body`, was.body, step.body, "the endpoint's body"), ...bodyFacts(`step ${code(id)} undo body`, undoBody(was), undoBody(step), "the endpoint's body")];
  });
}
