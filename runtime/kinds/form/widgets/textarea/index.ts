import { keepsWidget, neverBeforeToday, noDateRule, noLookup, noOptionSet, noTexts, noValueForm, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/** A text box of several lines (`textarea`) on a string property; view: TextareaWidget.tsx. */
export const textareaWidget: WidgetParts<'textarea'> = {
  uiEntry: (widget) => ({ 'ui:options': { ...(widget.rows !== undefined && { rows: widget.rows }) } }),
  propertyTypes: ['string'],
  texts: noTexts,
  lookupChoice: noLookup,
  optionSet: noOptionSet,
  withEnumLabels: keepsWidget,
  ruledDates: noDateRule,
  notBeforeToday: neverBeforeToday,
  sendsFile: false,
  labelsItself: false,
  valueForm: noValueForm,
  stateOptions: noStateOptions,
  refusal: noRefusal,
  messageKeywords: [],
};
