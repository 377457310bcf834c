import { scalar } from '../../../../tooling/diff/facts.ts';
import { code } from '../../../../tooling/diff/markdown.ts';
import { stringAt } from '../../../../tooling/diff/json.ts';
import { optionSetProblems, type WidgetTools } from '../tools.ts';

/** Its suggestions name an option set of the definition; 'text', 'text suggesting `provinces`'. */
export const textTools: WidgetTools<'text'> = {
  check: (widget, context) => (widget.suggestions === undefined ? [] : optionSetProblems('/ui/suggestions', widget.suggestions, context)),
  describe: (ui) => {
    const set = stringAt(ui, 'suggestions');
    return set === undefined ? 'text' : `text suggesting ${code(set)}`;
  },
  facts: (before, after) => {
    const fact = scalar('suggestions', before.suggestions, after.suggestions);
    return fact === undefined ? [] : [fact];
  },
  described: ['suggestions'],
};
