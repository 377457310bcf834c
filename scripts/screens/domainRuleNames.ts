import { consoleDomainRules } from '../../src/domain/consoleRules.ts';

/** Whether the app registers a date rule of this name (a date field's `rule`). */
export const isDateRule = (name: string): boolean => Object.hasOwn(consoleDomainRules.dateRules, name);
/** Whether the app registers a template filter of this name (`{rate|wholeDollars}`, a status item's `format`). */
export const isFilter = (name: string): boolean => Object.hasOwn(consoleDomainRules.templateFilters, name);
