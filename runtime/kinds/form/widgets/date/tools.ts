import { push, scalar } from '../../../../tooling/diff/facts.ts';
import { equal, type JsonObject } from '../../../../tooling/diff/json.ts';
import { dateRuleFact, dateRuleProblems, ruleDataFact, ruleDataProblems, ruleText, type WidgetTools } from '../tools.ts';

function notBeforeFact(before: JsonObject, after: JsonObject): string | undefined {
  if (equal(before.notBefore, after.notBefore)) return undefined;
  if (after.notBefore === 'today') return 'dates before today now disabled';
  if (before.notBefore === 'today') return 'dates before today now allowed';
  return scalar('notBefore', before.notBefore, after.notBefore);
}

/** Its date rule is one the app registers and its rule data a path the page publishes; 'date, not before today, rule `notPast`'. */
export const dateTools: WidgetTools<'date'> = {
  check: (widget, context) => [...dateRuleProblems(widget.rule, context), ...ruleDataProblems(widget, context)],
  describe: (ui) => `${ui.notBefore === 'today' ? 'date, not before today' : 'date'}${ruleText(ui)}`,
  facts: (before, after) => {
    const facts: string[] = [];
    push(facts, notBeforeFact(before, after), dateRuleFact(before, after), ruleDataFact(before, after));
    return facts;
  },
  described: ['notBefore', 'rule', 'ruleData'],
};
