import { keepsWidget, neverBeforeToday, noDateRule, noLookup, noOptionSet, noValueForm, noRefusal, noStateOptions, type WidgetParts } from '../parts.ts';

/**
 * A cron builder (`cron`): days of the week and a time kept in sync with an AWS six-field expression,
 * bare or `cron(…)` with `wrap`; every word it shows is its `ui`'s (`daysLabel`, `dayLabels`,
 * `timeLabel`, `customNote`); view: CronWidget.tsx, logic: cronBuilder.ts.
 */
export const cronWidget: WidgetParts<'cron'> = {
  uiEntry: (widget) => ({
    'ui:options': {
      wrap: widget.wrap === true,
      daysLabel: widget.daysLabel,
      dayLabels: [...widget.dayLabels],
      timeLabel: widget.timeLabel,
      customNote: widget.customNote,
    },
  }),
  propertyTypes: ['string'],
  texts: (widget) => [
    { key: 'daysLabel', text: widget.daysLabel },
    ...widget.dayLabels.map((text, i) => ({ key: `dayLabels.${i}`, text })),
    { key: 'timeLabel', text: widget.timeLabel },
    { key: 'customNote', text: widget.customNote },
  ],
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
