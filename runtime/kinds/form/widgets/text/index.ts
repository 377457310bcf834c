import { keepsWidget, neverBeforeToday, noDateRule, noLookup, noOptionSet, noTexts, noUiOptions, noValueForm, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/** A text box (`text`, and the default of string and number fields), offering an option set's values as suggestions (`suggestions`); view: TextWidget.tsx. */
export const textWidget: WidgetParts<'text'> = {
  uiEntry: (widget) => (widget.suggestions === undefined ? noUiOptions() : { 'ui:options': { suggestions: widget.suggestions } }),
  propertyTypes: undefined,
  texts: noTexts,
  lookupChoice: noLookup,
  // Its suggestions are no `enum`: the value stays free text.
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
