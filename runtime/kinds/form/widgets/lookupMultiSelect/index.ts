import { keepsWidget, neverBeforeToday, noDateRule, noOptionSet, noUiOptions, noValueForm, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/** Several options of a lookup (`lookupMultiSelect`) on an array property; view: LookupMultiSelectWidget.tsx, logic: lookupChoices.ts. */
export const lookupMultiSelectWidget: WidgetParts<'lookupMultiSelect'> = {
  uiEntry: (widget) => (widget.chosenLabel === undefined ? noUiOptions() : { 'ui:options': { chosenLabel: widget.chosenLabel } }),
  propertyTypes: ['array'],
  texts: (widget) => (widget.chosenLabel !== undefined ? [{ key: 'chosenLabel', text: widget.chosenLabel }] : []),
  lookupChoice: (widget) => ({ lookup: widget.lookup, several: true }),
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
