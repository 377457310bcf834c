import { push, scalar } from '../../../../tooling/diff/facts.ts';
import { stringAt } from '../../../../tooling/diff/json.ts';
import { code, showText } from '../../../../tooling/diff/markdown.ts';
import { propertyTypeProblems, type WidgetCheckContext, type WidgetProblem, type WidgetTools } from '../tools.ts';

/** Its `options` path is one a block of the page publishes (a grid form has no page state). */
function optionsProblems(path: string, context: WidgetCheckContext): WidgetProblem[] {
  const problem = context.statePathProblem(path);
  return problem ? [['/ui/options', `the add-ons offered are read from "${path}": ${problem}`, 'widget.options-unpublished']] : [];
}

/** It edits a list and offers what the page publishes; 'add-on picker of `addons.answer`'; its words one by one. */
export const addonPickerTools: WidgetTools<'addonPicker'> = {
  check: (widget, context) => [...propertyTypeProblems('addonPicker', context), ...optionsProblems(widget.options, context)],
  describe: (ui) => {
    const path = stringAt(ui, 'options');
    return `add-on picker of ${path === undefined ? '(nothing)' : code(path)}`;
  },
  facts: (before, after) => {
    const facts: string[] = [];
    push(
      facts,
      scalar('add-ons offered', before.options, after.options),
      scalar('inventory heading', before.inventoryLabel, after.inventoryLabel, { show: showText }),
      scalar('chosen heading', before.chosenLabel, after.chosenLabel, { show: showText }),
      scalar('add button', before.addLabel, after.addLabel, { show: showText }),
      scalar('remove button', before.removeLabel, after.removeLabel, { show: showText }),
      scalar('quantity heading', before.quantityLabel, after.quantityLabel, { show: showText }),
    );
    return facts;
  },
  described: ['options', 'inventoryLabel', 'chosenLabel', 'addLabel', 'removeLabel', 'quantityLabel'],
};
