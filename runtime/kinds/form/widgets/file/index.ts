import { keepsWidget, neverBeforeToday, noDateRule, noLookup, noOptionSet, noTexts, noValueForm, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/** A file picker (`file`, page forms): the value is the file's name, the file is sent as multipart/form-data; an image may be pasted (`paste`) and previewed (`preview`); view: FileWidget.tsx. */
export const fileWidget: WidgetParts<'file'> = {
  uiEntry: (widget, messages) => ({
    'ui:options': { accept: [...widget.accept], maxBytes: widget.maxBytes, fileMessages: { accept: messages.accept, maxBytes: messages.maxBytes }, preview: widget.preview === true, paste: widget.paste === true },
  }),
  propertyTypes: undefined,
  texts: noTexts,
  lookupChoice: noLookup,
  optionSet: noOptionSet,
  withEnumLabels: keepsWidget,
  ruledDates: noDateRule,
  notBeforeToday: neverBeforeToday,
  sendsFile: true,
  labelsItself: false,
  valueForm: noValueForm,
  stateOptions: noStateOptions,
  refusal: noRefusal,
  messageKeywords: [],
};
