import { push, scalar } from '../../../../tooling/diff/facts.ts';
import { stringAt } from '../../../../tooling/diff/json.ts';
import { code, showText } from '../../../../tooling/diff/markdown.ts';
import { lookupFact, lookupProblems, propertyTypeProblems, type WidgetTools } from '../tools.ts';

/** Its lookup exists and it edits a list; 'several from lookup `regions`'. */
export const lookupMultiSelectTools: WidgetTools<'lookupMultiSelect'> = {
  check: (widget, context) => [...lookupProblems(widget.lookup, context), ...propertyTypeProblems('lookupMultiSelect', context)],
  describe: (ui) => {
    const lookup = stringAt(ui, 'lookup');
    return `several from lookup ${lookup === undefined ? '(none)' : code(lookup)}`;
  },
  facts: (before, after) => {
    const facts: string[] = [];
    push(facts, lookupFact(before, after), scalar('chosen list heading', before.chosenLabel, after.chosenLabel, { show: showText, fallback: 'Chosen' }));
    return facts;
  },
  described: ['lookup', 'chosenLabel'],
};
