import { scalar } from '../../../../tooling/diff/facts.ts';
import { oneOfFix } from '../../../../tooling/problemCodes.ts';
import type { WidgetProblem, WidgetTools } from '../tools.ts';

/** It offers the property's `enum` or Yes / No on a boolean, and its labels name values it offers; 'radio buttons'. */
export const radioTools: WidgetTools<'radio'> = {
  check: (widget, context) => {
    const type = context.propertyType;
    const offered = type === 'boolean' ? [true, false] : context.propertyEnum;
    if (offered === undefined) return type === undefined ? [] : [['/ui/widget', `widget "radio" needs a property with an enum or a boolean ("${context.field}" is ${type} without an enum)`, 'widget.property-type']];
    const texts = new Set(offered.map((value) => String(value)));
    return Object.keys(widget.labels ?? {})
      .filter((key) => !texts.has(key))
      .map((key): WidgetProblem => ['/ui/labels', `label for "${key}", which the radio buttons do not offer (${[...texts].join(', ')})`, 'widget.labels-not-offered', oneOfFix(texts)]);
  },
  describe: () => 'radio buttons',
  facts: (before, after) => {
    const fact = scalar('option labels', before.labels, after.labels, { absent: '(the values)' });
    return fact === undefined ? [] : [fact];
  },
  described: ['labels'],
};
