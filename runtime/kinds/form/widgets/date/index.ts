import { keepsWidget, noLookup, noOptionSet, noTexts, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/**
 * A date field (`date`), value `yyyy-MM-dd`: a text box and a month calendar disabling the days a named
 * date rule refuses (judged by the page data `ruleData` names) or, with `notBefore: today`, the days
 * before today; view: DateWidget.tsx (the calendar, DateCalendar.tsx, loads when it is first opened).
 */
export const dateWidget: WidgetParts<'date'> = {
  uiEntry: (widget) => ({ 'ui:options': { ...(widget.notBefore && { notBefore: widget.notBefore }), ...(widget.rule !== undefined && { rule: widget.rule }) } }),
  propertyTypes: undefined,
  texts: noTexts,
  lookupChoice: noLookup,
  optionSet: noOptionSet,
  withEnumLabels: keepsWidget,
  // Its value is the one date the rule judges, unless it is the date the form opened with (a past day already stored stays, as the server keeps it).
  ruledDates: (widget, value, opened) =>
    widget.rule === undefined
      ? undefined
      : { rule: widget.rule, dates: typeof value === 'string' && value !== '' && value !== opened ? [value] : [], ...(widget.ruleData !== undefined && { ruleData: widget.ruleData }) },
  notBeforeToday: (widget) => widget.notBefore === 'today',
  sendsFile: false,
  labelsItself: false,
  valueForm: () => 'a date written yyyy-mm-dd',
  stateOptions: noStateOptions,
  refusal: noRefusal,
  messageKeywords: [],
};
