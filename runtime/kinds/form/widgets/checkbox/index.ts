import { keepsWidget, neverBeforeToday, noDateRule, noLookup, noOptionSet, noTexts, noUiOptions, noValueForm, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/** A checkbox (`checkbox`) labelled by the field's title, which it shows itself; view: CheckboxWidget.tsx. */
export const checkboxWidget: WidgetParts<'checkbox'> = {
  uiEntry: noUiOptions,
  propertyTypes: undefined,
  texts: noTexts,
  lookupChoice: noLookup,
  optionSet: noOptionSet,
  withEnumLabels: keepsWidget,
  ruledDates: noDateRule,
  notBeforeToday: neverBeforeToday,
  sendsFile: false,
  labelsItself: true,
  valueForm: noValueForm,
  stateOptions: noStateOptions,
  refusal: noRefusal,
  messageKeywords: [],
};
