import type { LookupRule } from '../../runtime/domain/domainRules';
import { warehouseOptions } from './warehouseCodes.ts';
import { nextWeekCodes } from '../../shared/weekCodes.ts';

/** The most weeks `nextWeekCodes` offers: a year ahead. */
export const MOST_WEEK_CODES = 53;
const DEFAULT_WEEK_CODES = 5;

/** What is wrong with `nextWeekCodes`' arguments: only `count`, a whole number of 1 to 53 (default 5). */
function checkWeekCodeArgs(args: Readonly<Record<string, unknown>>): string | undefined {
  const unknown = Object.keys(args).filter((name) => name !== 'count');
  if (unknown.length > 0) return `takes only "count" (not ${unknown.map((name) => `"${name}"`).join(', ')})`;
  const count = args.count;
  if (count !== undefined && !(typeof count === 'number' && Number.isInteger(count) && count >= 1 && count <= MOST_WEEK_CODES)) {
    return `"count" must be a whole number from 1 to ${MOST_WEEK_CODES} (got ${JSON.stringify(count)})`;
  }
  return undefined;
}

/**
 * `nextWeekCodes`: the week codes (WWYY, 001 §9) of the current ISO week in Winnipeg and the next
 * ones, `count` in all (default 5), each its own value and text: Create New Product's 'Weeks'.
 */
export const nextWeekCodesRule: LookupRule = {
  check: checkWeekCodeArgs,
  rows: (args, now) => {
    const problem = checkWeekCodeArgs(args);
    if (problem !== undefined) throw new Error(`nextWeekCodes ${problem}`);
    const count = typeof args.count === 'number' ? args.count : DEFAULT_WEEK_CODES;
    return nextWeekCodes(new Date(now), count).map((code) => ({ value: code, label: code }));
  },
};

/** `warehouseCodes`: the warehouses by code ('Vancouver (BC)'), Create New Product's 'Regions'. No arguments. */
export const warehouseCodesRule: LookupRule = {
  check: (args) => (Object.keys(args).length > 0 ? 'takes no arguments' : undefined),
  rows: () => warehouseOptions(),
};

/** The lookup rules definitions may name (`{ "rule": "nextWeekCodes", "args": { "count": 5 } }`). */
export const lookupRules: Readonly<Record<string, LookupRule>> = { nextWeekCodes: nextWeekCodesRule, warehouseCodes: warehouseCodesRule };
