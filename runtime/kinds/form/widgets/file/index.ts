import { keepsWidget, neverBeforeToday, noDateRule, noLookup, noOptionSet, noTexts, type WidgetParts } from '../parts.ts';

/** A file picker (`file`, page forms): the value is the file's name, the file is sent as multipart/form-data; view: FileWidget.tsx. */
export const fileWidget: WidgetParts<'file'> = {
  uiEntry: (widget, messages) => ({ 'ui:options': { accept: [...widget.accept], maxBytes: widget.maxBytes, fileMessages: { accept: messages.accept, maxBytes: messages.maxBytes } } }),
  propertyTypes: undefined,
  texts: noTexts,
  lookupChoice: noLookup,
  optionSet: noOptionSet,
  withEnumLabels: keepsWidget,
  ruledDates: noDateRule,
  notBeforeToday: neverBeforeToday,
  sendsFile: true,
  labelsItself: false,
};
