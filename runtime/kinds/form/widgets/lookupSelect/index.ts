import { keepsWidget, neverBeforeToday, noDateRule, noOptionSet, noTexts, noValueForm, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/** A select over a lookup's rows (`lookupSelect`), cascading under a parent field; view: LookupSelectWidget.tsx, logic: cascade.ts, jsonChoice.ts (`asJson`). */
export const lookupSelectWidget: WidgetParts<'lookupSelect'> = {
  uiEntry: (widget) => (widget.asJson === undefined ? {} : { 'ui:options': { asJson: widget.asJson } }),
  propertyTypes: undefined,
  texts: noTexts,
  lookupChoice: (widget) => ({
    lookup: widget.lookup,
    several: false,
    ...(widget.parent !== undefined && { parent: widget.parent }),
    ...(widget.parentKey !== undefined && { parentKey: widget.parentKey }),
  }),
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
