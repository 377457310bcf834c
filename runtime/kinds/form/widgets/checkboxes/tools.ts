import { push, scalar } from '../../../../tooling/diff/facts.ts';
import { stringAt } from '../../../../tooling/diff/json.ts';
import { code, showText } from '../../../../tooling/diff/markdown.ts';
import { optionSetProblems, propertyTypeProblems, type WidgetTools } from '../tools.ts';

/** Its option set exists and it edits a list; 'several of option set `callia`' or 'several of the items' enum'. */
export const checkboxesTools: WidgetTools<'checkboxes'> = {
  check: (widget, context) => [...(widget.options === undefined ? [] : optionSetProblems('/ui/options', widget.options, context)), ...propertyTypeProblems('checkboxes', context)],
  describe: (ui) => {
    const set = stringAt(ui, 'options');
    return `checkboxes of ${set === undefined ? 'the items’ enum' : `option set ${code(set)}`}`;
  },
  facts: (before, after) => {
    const facts: string[] = [];
    push(
      facts,
      scalar('option set', before.options, after.options, { absent: '(the items’ enum)' }),
      scalar('select-all box', before.selectAll, after.selectAll, { show: showText, absent: '(none)' }),
      scalar('chosen list heading', before.chosenLabel, after.chosenLabel, { show: showText, fallback: 'Chosen' }),
    );
    return facts;
  },
  described: ['options', 'selectAll', 'chosenLabel'],
};
