import { keepsWidget, neverBeforeToday, noDateRule, noLookup, noOptionSet, noTexts, noUiOptions, type WidgetParts } from '../parts.ts';

/** A text box (`text`, and the default of string and number fields); view: TextWidget.tsx. */
export const textWidget: WidgetParts<'text'> = {
  uiEntry: noUiOptions,
  propertyTypes: undefined,
  texts: noTexts,
  lookupChoice: noLookup,
  optionSet: noOptionSet,
  withEnumLabels: keepsWidget,
  ruledDates: noDateRule,
  notBeforeToday: neverBeforeToday,
  sendsFile: false,
  labelsItself: false,
};
