import type { DateRule } from '../../runtime/domain/domainRules';
import { isDateBefore } from './businessDates.ts';
import { isCutoffInfo } from '../../shared/cutoffInfo.ts';
import { isDeliveryDateSelectable } from './deliveryDates.ts';

/** No day before today (America/Winnipeg): today and later may be chosen. */
export const notPast: DateRule = {
  min: ({ today }) => today,
  allows: (date, { today }) => !isDateBefore(date, today),
};

/**
 * The delivery-date rule of 001 §5 over the region's cutoff info the field names by `ruleData`
 * (closed weekdays, unavailable and available dates, the weekday cutoffs, in Winnipeg time): no
 * day is allowed until that info is loaded, and no day before today.
 */
export const deliverable: DateRule = {
  min: ({ today }) => today,
  allows: (date, { now, data }) => isCutoffInfo(data) && isDeliveryDateSelectable(date, data, new Date(now)),
};

/** The date rules definitions may name (`{ widget: "date", rule: "notPast" }`); the checker rejects any other name. */
export const dateRules = { notPast, deliverable } as const satisfies Record<string, DateRule>;

export type DateRuleName = keyof typeof dateRules;
