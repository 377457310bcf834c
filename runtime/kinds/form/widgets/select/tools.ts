import { scalar } from '../../../../tooling/diff/facts.ts';
import { valueOfItem } from '../../../../options/optionItems.ts';
import { oneOfFix } from '../../../../tooling/problemCodes.ts';
import type { WidgetProblem, WidgetTools } from '../tools';

/** Its labels name values it offers (of its option set, else of the property's enum); 'select'. */
export const selectTools: WidgetTools<'select'> = {
  check: (widget, context) => {
    if (widget.labels === undefined) return [];
    const offered = widget.options !== undefined ? context.optionSets?.[widget.options]?.map(valueOfItem) : context.propertyEnum;
    const texts = new Set((offered ?? []).map((value) => String(value)));
    return Object.keys(widget.labels)
      .filter((key) => !texts.has(key))
      .map((key): WidgetProblem => ['/ui/labels', `label for "${key}", which the select does not offer (${offered ? [...texts].join(', ') : 'no enum'})`, 'widget.labels-not-offered', oneOfFix(texts)]);
  },
  describe: () => 'select',
  facts: (before, after) => {
    const fact = scalar('option labels', before.labels, after.labels, { absent: '(the values)' });
    return fact === undefined ? [] : [fact];
  },
  described: ['labels'],
};
