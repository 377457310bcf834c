import { describe, expect, it } from 'vitest';
import { widgetToolsOf } from '../../runtime/kinds/form/widgets/toolRegistry';
import type { WidgetCheckContext } from '../../runtime/kinds/form/widgets/tools';

/** A page whose block "cutoffs" publishes "answer". */
const context: WidgetCheckContext = {
  form: 'page',
  field: 'delivery_date',
  fields: new Set(['delivery_date']),
  lookups: new Set(),
  propertyType: 'string',
  propertyEnum: undefined,
  optionSets: undefined,
  dateRules: ['notPast', 'deliverable'],
  statePathProblem: (path) => (path.startsWith('cutoffs.answer') ? undefined : `no block "${path.split('.')[0] ?? ''}" in the page`),
};

describe('ruleData in screens:check', () => {
  it('accepts a path the page publishes, under a rule', () => {
    expect(widgetToolsOf('date').check({ widget: 'date', rule: 'deliverable', ruleData: 'cutoffs.answer' }, context)).toEqual([]);
    expect(widgetToolsOf('dates').check({ widget: 'dates', rule: 'deliverable', ruleData: 'cutoffs.answer' }, context)).toEqual([]);
  });

  it('refuses a path no block publishes, and rule data without a rule', () => {
    expect(widgetToolsOf('date').check({ widget: 'date', rule: 'deliverable', ruleData: 'cutoff.answer' }, context)).toEqual([['/ui/ruleData', 'ruleData reads "cutoff.answer": no block "cutoff" in the page', 'state.unresolved']]);
    expect(widgetToolsOf('dates').check({ widget: 'dates', ruleData: 'cutoffs.answer' }, context)).toEqual([['/ui/ruleData', '"ruleData" needs a "rule" that judges the dates by it', 'widget.rule-data-without-rule']]);
  });
});

describe('ruleData in screens:diff', () => {
  it('names the data the rule judges by, and says when it changes', () => {
    const tools = widgetToolsOf('date');
    expect(tools.describe({ widget: 'date', rule: 'deliverable', ruleData: 'cutoffs.answer' })).toBe('date, rule `deliverable` judging `cutoffs.answer`');
    expect(tools.facts({ widget: 'date', rule: 'notPast' }, { widget: 'date', rule: 'deliverable', ruleData: 'cutoffs.answer' })).toEqual([
      'date rule `notPast` → `deliverable`',
      'rule data added (`cutoffs.answer`)',
    ]);
    expect(widgetToolsOf('dates').facts({ widget: 'dates', rule: 'deliverable', ruleData: 'a.answer' }, { widget: 'dates', rule: 'deliverable', ruleData: 'b.answer' })).toEqual(['rule data `a.answer` → `b.answer`']);
    expect(tools.described).toContain('ruleData');
  });
});
