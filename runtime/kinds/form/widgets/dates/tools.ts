import { push, scalar } from '../../../../tooling/diff/facts.ts';
import { showText } from '../../../../tooling/diff/markdown.ts';
import { dateRuleFact, dateRuleProblems, propertyTypeProblems, ruleDataFact, ruleDataProblems, ruleText, type WidgetTools } from '../tools.ts';

/** It edits a list or a comma-joined text, and its date rule is one the app registers; 'dates (tag input), rule `notPast`'. */
export const datesTools: WidgetTools<'dates'> = {
  check: (widget, context) => [...propertyTypeProblems('dates', context), ...dateRuleProblems(widget.rule, context), ...ruleDataProblems(widget, context)],
  describe: (ui) => `dates (tag input)${ruleText(ui)}`,
  facts: (before, after) => {
    const facts: string[] = [];
    push(facts, dateRuleFact(before, after), ruleDataFact(before, after), scalar('add button', before.addLabel, after.addLabel, { show: showText }));
    return facts;
  },
  described: ['rule', 'ruleData', 'addLabel'],
};
