import type { DateRule } from '../../runtime/domain/domainRules';
import { isDateBefore } from './businessDates.ts';

/** No day before today (America/Winnipeg): today and later may be chosen. */
export const notPast: DateRule = {
  min: ({ today }) => today,
  allows: (date, { today }) => !isDateBefore(date, today),
};

/** The date rules definitions may name (`{ widget: "date", rule: "notPast" }`); the checker rejects any other name. */
export const dateRules = { notPast } as const satisfies Record<string, DateRule>;

export type DateRuleName = keyof typeof dateRules;
