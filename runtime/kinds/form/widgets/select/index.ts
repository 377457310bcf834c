import { neverBeforeToday, noDateRule, noLookup, noUiOptions, noValueForm, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/** A select over the field's `enum`, or over a named option set (`select`), its values labelled by `labels`; view: SelectWidget.tsx. */
export const selectWidget: WidgetParts<'select'> = {
  // The labels are RJSF's `ui:enumNames`, keyed by the value as text, so the schema stays the compiled one.
  // A named option set's own labels are read by the view from the form's option sets (`ui:options.optionSet`).
  uiEntry: (widget) => ({
    ...(widget.labels === undefined ? noUiOptions() : { 'ui:enumNames': Object.fromEntries(Object.entries(widget.labels).filter((label): label is [string, string] => label[1] !== undefined)) }),
    ...(widget.options !== undefined && { 'ui:options': { optionSet: widget.options } }),
  }),
  propertyTypes: undefined,
  texts: (widget) => Object.entries(widget.labels ?? {}).flatMap(([value, text]) => (text === undefined ? [] : [{ key: `labels.${value}`, text }])),
  lookupChoice: noLookup,
  optionSet: (widget) => widget.options,
  withEnumLabels: (widget, labels) => (widget.labels === undefined && widget.options === undefined ? { ...widget, labels } : widget),
  ruledDates: noDateRule,
  notBeforeToday: neverBeforeToday,
  sendsFile: false,
  labelsItself: false,
  valueForm: noValueForm,
  stateOptions: noStateOptions,
  refusal: noRefusal,
  messageKeywords: [],
};
