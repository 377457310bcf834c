import { neverBeforeToday, noDateRule, noLookup, noOptionSet, noUiOptions, noValueForm, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/** Radio buttons over the property's `enum` (or Yes / No on a boolean), labelled like a select (`radio`); its legend is the field's label; view: RadioWidget.tsx. */
export const radioWidget: WidgetParts<'radio'> = {
  // The labels are RJSF's `ui:enumNames` keyed by the value as text, as a select's.
  uiEntry: (widget) =>
    widget.labels === undefined ? noUiOptions() : { 'ui:enumNames': Object.fromEntries(Object.entries(widget.labels).filter((label): label is [string, string] => label[1] !== undefined)) },
  propertyTypes: undefined,
  texts: (widget) => Object.entries(widget.labels ?? {}).flatMap(([value, text]) => (text === undefined ? [] : [{ key: `labels.${value}`, text }])),
  lookupChoice: noLookup,
  optionSet: noOptionSet,
  withEnumLabels: (widget, labels) => (widget.labels === undefined ? { ...widget, labels } : widget),
  ruledDates: noDateRule,
  notBeforeToday: neverBeforeToday,
  sendsFile: false,
  labelsItself: true,
  valueForm: noValueForm,
  stateOptions: noStateOptions,
  refusal: noRefusal,
  messageKeywords: [],
};
