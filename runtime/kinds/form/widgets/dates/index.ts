import { datesOf } from '../../dateTags.ts';
import { keepsWidget, neverBeforeToday, noLookup, noOptionSet, noValueForm, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/**
 * A tag input of several dates (`dates`): a list, or the dates comma-joined on a string property;
 * view: DatesWidget.tsx, logic: dateTags.ts.
 */
export const datesWidget: WidgetParts<'dates'> = {
  uiEntry: (widget, messages) => ({
    'ui:options': { ...(widget.rule !== undefined && { rule: widget.rule }), ...(messages.rule !== undefined && { ruleMessage: messages.rule }), ...(widget.addLabel !== undefined && { addLabel: widget.addLabel }) },
  }),
  propertyTypes: ['array', 'string'],
  texts: (widget) => (widget.addLabel !== undefined ? [{ key: 'addLabel', text: widget.addLabel }] : []),
  lookupChoice: noLookup,
  optionSet: noOptionSet,
  withEnumLabels: keepsWidget,
  // The rule judges the dates added since the form opened: a past day already stored stays, as the server keeps it.
  ruledDates: (widget, value, opened) => {
    if (widget.rule === undefined) return undefined;
    const kept = datesOf(opened);
    return { rule: widget.rule, dates: datesOf(value).filter((date) => !kept.includes(date)), ...(widget.ruleData !== undefined && { ruleData: widget.ruleData }) };
  },
  notBeforeToday: neverBeforeToday,
  sendsFile: false,
  labelsItself: false,
  valueForm: noValueForm,
  stateOptions: noStateOptions,
  refusal: noRefusal,
  messageKeywords: [],
};
