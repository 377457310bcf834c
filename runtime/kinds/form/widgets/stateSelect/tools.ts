import { conditionPatternProblems } from '../../../../conditions/evaluateCondition.ts';
import type { Condition, StateRowsWithin } from '../../../../generated/screen';
import { conditionFact } from '../../../../tooling/diff/conditions.ts';
import { push, scalar } from '../../../../tooling/diff/facts.ts';
import { isObject, stringAt, type Json } from '../../../../tooling/diff/json.ts';
import { code, showText } from '../../../../tooling/diff/markdown.ts';
import { propertyTypeProblems, type WidgetCheckContext, type WidgetProblem, type WidgetTools } from '../tools.ts';

/** Its `rows` path is one a block of the page publishes (a grid form has no page state). */
function rowsProblems(path: string, context: WidgetCheckContext): WidgetProblem[] {
  const problem = context.statePathProblem(path);
  return problem ? [['/ui/rows', `the options are read from "${path}": ${problem}`, 'widget.options-unpublished']] : [];
}

/** The chosen value `within` reads is one a block of the page publishes (an inline form's field: `<id>.<field>`). */
function withinProblems(within: StateRowsWithin | undefined, context: WidgetCheckContext): WidgetProblem[] {
  const problem = within && context.statePathProblem(within.field);
  return within && problem ? [['/ui/within/field', `the chosen row is read from "${within.field}": ${problem}`, 'widget.options-unpublished']] : [];
}

/** 'the `variants` of the row whose `title` is `order.bouquetName`'. */
function showWithin(json: Json): string {
  if (!isObject(json)) return code(JSON.stringify(json));
  const part = (key: string) => code(stringAt(json, key) ?? '(nothing)');
  return `the ${part('take')} of the row whose ${part('match')} is ${part('field')}`;
}

/** Its `where` reads the row (no page state path to check), but a `matches` pattern must compile. */
function whereProblems(where: Condition | undefined): WidgetProblem[] {
  return where === undefined ? [] : conditionPatternProblems(where).map((problem): WidgetProblem => ['/ui/where', problem, 'condition.bad-pattern']);
}

/** It edits one value and offers rows the page publishes; 'select of `rates.answer`'. */
export const stateSelectTools: WidgetTools<'stateSelect'> = {
  check: (widget, context) => [...propertyTypeProblems('stateSelect', context), ...rowsProblems(widget.rows, context), ...withinProblems(widget.within, context), ...whereProblems(widget.where)],
  describe: (ui) => {
    const path = stringAt(ui, 'rows');
    return `select of ${path === undefined ? '(nothing)' : code(path)}`;
  },
  facts: (before, after) => {
    const facts: string[] = [];
    push(
      facts,
      scalar('rows offered', before.rows, after.rows),
      scalar('value column', before.value, after.value),
      scalar('option label', before.label, after.label, { show: showText }),
      scalar('rows taken from', before.within, after.within, { show: showWithin }),
      conditionFact('rows offered when', before.where, after.where),
    );
    return facts;
  },
  described: ['rows', 'value', 'label', 'within', 'where'],
};
