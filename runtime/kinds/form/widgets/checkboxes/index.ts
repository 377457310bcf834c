import { keepsWidget, neverBeforeToday, noDateRule, noLookup, noValueForm, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/** Several values of a fixed list (`checkboxes`) on an array property; view: CheckboxesWidget.tsx, logic: fixedChoices.ts. */
export const checkboxesWidget: WidgetParts<'checkboxes'> = {
  uiEntry: (widget) => ({
    'ui:options': {
      ...(widget.options !== undefined && { optionSet: widget.options }),
      ...(widget.selectAll !== undefined && { selectAll: widget.selectAll }),
      ...(widget.chosenLabel !== undefined && { chosenLabel: widget.chosenLabel }),
    },
  }),
  propertyTypes: ['array'],
  texts: (widget) => [
    ...(widget.selectAll !== undefined ? [{ key: 'selectAll', text: widget.selectAll }] : []),
    ...(widget.chosenLabel !== undefined ? [{ key: 'chosenLabel', text: widget.chosenLabel }] : []),
  ],
  lookupChoice: noLookup,
  // The set is offered by the view (formContext.optionSets): it is a list's items, never the property's own `enum`.
  optionSet: () => undefined,
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
