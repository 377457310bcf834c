import { keepsWidget, neverBeforeToday, noDateRule, noLookup, noOptionSet, noValueForm, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/** A tag-list input (`tags`): a list of texts, or the texts comma-joined on a string property; view: TagsWidget.tsx, logic: tagList.ts. */
export const tagsWidget: WidgetParts<'tags'> = {
  uiEntry: (widget, messages) => ({
    'ui:options': {
      ...(widget.addLabel !== undefined && { addLabel: widget.addLabel }),
      tagMessages: { ...(messages.maxLength !== undefined && { maxLength: messages.maxLength }), ...(messages.maxItems !== undefined && { maxItems: messages.maxItems }) },
    },
  }),
  propertyTypes: ['array', 'string'],
  texts: (widget) => (widget.addLabel !== undefined ? [{ key: 'addLabel', text: widget.addLabel }] : []),
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
