import { keepsWidget, neverBeforeToday, noDateRule, noLookup, noOptionSet, noTexts, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/** A time picker (`time`): `HH:mm`, or `HH:mm:ss` with `seconds`; view: TimeWidget.tsx. */
export const timeWidget: WidgetParts<'time'> = {
  uiEntry: (widget) => ({ 'ui:options': { seconds: widget.seconds === true } }),
  propertyTypes: undefined,
  texts: noTexts,
  lookupChoice: noLookup,
  optionSet: noOptionSet,
  withEnumLabels: keepsWidget,
  ruledDates: noDateRule,
  notBeforeToday: neverBeforeToday,
  sendsFile: false,
  labelsItself: false,
  valueForm: (widget) => (widget.seconds === true ? 'a time written hh:mm:ss' : 'a time written hh:mm'),
  stateOptions: noStateOptions,
  refusal: noRefusal,
  messageKeywords: [],
};
