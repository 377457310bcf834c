import { push } from '../../../../tooling/diff/facts.ts';
import { equal, stringAt, type JsonObject } from '../../../../tooling/diff/json.ts';
import { arrow, code, value } from '../../../../tooling/diff/markdown.ts';
import { oneOfFix } from '../../../../tooling/problemCodes.ts';
import { lookupFact, lookupProblems, type WidgetProblem, type WidgetTools } from '../tools.ts';
import { textOf } from '../../../../../shared/textOf.ts';

function cascadeFacts(before: JsonObject, after: JsonObject): string[] {
  const parent = (ui: JsonObject): string => `${value(ui.parent)}${ui.parentKey === undefined ? '' : ` by ${value(ui.parentKey)}`}`;
  if (equal(before.parent, after.parent) && equal(before.parentKey, after.parentKey)) return [];
  if (before.parent === undefined) return [`now cascades from ${parent(after)}`];
  if (after.parent === undefined) return [`no longer cascades (was from ${parent(before)})`];
  return [`cascades from ${arrow(parent(before), parent(after))}`];
}

/**
 * Its lookup exists and its cascade parent is a field of the form (a grid form's cascade names its
 * `parentKey` too), `asJson` is on a string; 'select from lookup `zones` under `region_id`'.
 */
export const lookupSelectTools: WidgetTools<'lookupSelect'> = {
  check: (widget, context) => {
    const problems: WidgetProblem[] = lookupProblems(widget.lookup, context);
    if (widget.parent !== undefined && !context.fields.has(widget.parent)) problems.push(['/ui/parent', `no field "${widget.parent}" in the form`, 'form.field.unknown', oneOfFix(context.fields)]);
    if (context.form === 'grid' && widget.parent !== undefined && widget.parentKey === undefined) problems.push(['/ui', 'a cascading select needs "parentKey"', 'widget.cascade-parent-key']);
    if (widget.asJson !== undefined && context.propertyType !== undefined && context.propertyType !== 'string') {
      problems.push(['/ui/asJson', `asJson needs a string property ("${context.field}" is ${context.propertyType})`, 'widget.as-json-not-string']);
    }
    return problems;
  },
  describe: (ui) => {
    const lookup = stringAt(ui, 'lookup');
    const parent = stringAt(ui, 'parent');
    const asJson = stringAt(ui, 'asJson');
    return `select from lookup ${lookup === undefined ? '(none)' : code(lookup)}${parent === undefined ? '' : ` under ${code(parent)}`}${asJson === undefined ? '' : ` as JSON ${code(`{"${asJson}": …}`)}`}`;
  },
  facts: (before, after) => {
    const facts: string[] = [];
    push(facts, lookupFact(before, after));
    if (!equal(before.asJson, after.asJson)) facts.push(after.asJson === undefined ? 'value no longer a JSON text' : `value as JSON ${code(`{"${textOf(after.asJson)}": …}`)}`);
    return [...facts, ...cascadeFacts(before, after)];
  },
  described: ['lookup', 'parent', 'parentKey', 'asJson'],
};
