import { push, scalar } from '../../../../tooling/diff/facts.ts';
import { stringAt } from '../../../../tooling/diff/json.ts';
import { code, showText } from '../../../../tooling/diff/markdown.ts';
import { propertyTypeProblems, type WidgetCheckContext, type WidgetProblem, type WidgetTools } from '../tools.ts';

/** Its `rows` path is one a block of the page publishes (a grid form has no page state). */
function rowsProblems(path: string, context: WidgetCheckContext): WidgetProblem[] {
  const problem = context.statePathProblem(path);
  return problem ? [['/ui/rows', `the options are read from "${path}": ${problem}`, 'widget.options-unpublished']] : [];
}

/** It edits one value and offers rows the page publishes; 'select of `rates.answer`'. */
export const stateSelectTools: WidgetTools<'stateSelect'> = {
  check: (widget, context) => [...propertyTypeProblems('stateSelect', context), ...rowsProblems(widget.rows, context)],
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
    );
    return facts;
  },
  described: ['rows', 'value', 'label'],
};
