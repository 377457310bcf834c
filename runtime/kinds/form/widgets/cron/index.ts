import { keepsWidget, neverBeforeToday, noDateRule, noLookup, noOptionSet, noTexts, type WidgetParts } from '../parts.ts';

/** A cron builder (`cron`): days of the week and a time kept in sync with an AWS six-field expression, bare or `cron(…)` with `wrap`; view: CronWidget.tsx, logic: cronBuilder.ts. */
export const cronWidget: WidgetParts<'cron'> = {
  uiEntry: (widget) => ({ 'ui:options': { wrap: widget.wrap === true } }),
  propertyTypes: ['string'],
  texts: noTexts,
  lookupChoice: noLookup,
  optionSet: noOptionSet,
  withEnumLabels: keepsWidget,
  ruledDates: noDateRule,
  notBeforeToday: neverBeforeToday,
  sendsFile: false,
  labelsItself: false,
};
