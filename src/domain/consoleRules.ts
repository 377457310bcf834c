import type { DomainRules } from '../../runtime/domain/domainRules';
import { BUSINESS_TIME_ZONE, isDateBefore, todayIn } from './businessDates.ts';
import { cellFormatters } from './cellFormats.ts';
import { cronMoveChecks } from './calendar/cronMoveRules.ts';
import { dateRules } from './dateRules.ts';
import { initials } from './initials.ts';
import { valueChecks } from './jsonObject.ts';
import { lookupRules } from './lookupRules.ts';
import { orderAdjustmentChecks } from './orderAdjustments/rules.ts';
import { smsTemplateChecks } from './smsTemplates/rules.ts';
import { timeChecks } from './timeAfter.ts';
import { valueRules } from './valueRules.ts';
import { templateFilters } from './textRules.ts';
import { BUSINESS_ZONE } from '../../shared/time/zones.ts';

/**
 * The console's domain rules, registered into the runtime at start-up (src/main.tsx); the screen
 * checker reads the same object, so a definition naming an unknown filter fails the check.
 */
export const consoleDomainRules: DomainRules = {
  templateFilters,
  calendar: { zone: BUSINESS_TIME_ZONE, today: (now) => todayIn(BUSINESS_ZONE, now), isDateBefore },
  formats: cellFormatters,
  dateRules,
  initials,
  valueChecks: { ...valueChecks, ...smsTemplateChecks, ...timeChecks, ...cronMoveChecks, ...orderAdjustmentChecks },
  valueRules,
  lookupRules,
};
