import { keepsWidget, noLookup, noOptionSet, noTexts, type WidgetParts } from '../parts.ts';

/** A date picker (`date`), value `yyyy-MM-dd`, with `notBefore: today` or a named date rule; view: DateWidget.tsx. */
export const dateWidget: WidgetParts<'date'> = {
  uiEntry: (widget) => ({ 'ui:options': { ...(widget.notBefore && { notBefore: widget.notBefore }), ...(widget.rule !== undefined && { rule: widget.rule }) } }),
  propertyTypes: undefined,
  texts: noTexts,
  lookupChoice: noLookup,
  optionSet: noOptionSet,
  withEnumLabels: keepsWidget,
  // Its value is the one date the rule judges.
  ruledDates: (widget, value) => (widget.rule === undefined ? undefined : { rule: widget.rule, dates: typeof value === 'string' && value !== '' ? [value] : [] }),
  notBeforeToday: (widget) => widget.notBefore === 'today',
  sendsFile: false,
  labelsItself: false,
};
