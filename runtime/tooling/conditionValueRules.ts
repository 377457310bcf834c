/**
 * The values a condition compares a field with (`equals`, `in`) are values the field may take,
 * when its entity gives it a fixed set (an `enum`; `true` / `false` for a boolean): a misspelt
 * `"DISABLFD"` never matches, and the button it guards never shows.
 */
import type { Problem } from './templateRules.ts';
import { oneOfFix } from './problemCodes.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Numbers and their text compare equal in a condition (evaluateCondition.ts): so here. */
const among = (value: unknown, allowed: readonly unknown[]): boolean => allowed.some((one) => one === value || String(one) === String(value));

/** Every operand of `condition` (at `pointer`) that is not a value of its field, by `enums` (field → its values). */
export function conditionValueProblems(condition: unknown, pointer: string, enums: ReadonlyMap<string, readonly unknown[]> | undefined): Problem[] {
  if (!isRecord(condition) || !enums) return [];
  const nested = (key: 'all' | 'any'): Problem[] => {
    const list = condition[key];
    return Array.isArray(list) ? list.flatMap((item, index) => conditionValueProblems(item, `${pointer}/${key}/${index}`, enums)) : [];
  };
  if (condition.not !== undefined) return conditionValueProblems(condition.not, `${pointer}/not`, enums);
  if (condition.all !== undefined || condition.any !== undefined) return [...nested('all'), ...nested('any')];
  const field = condition.field;
  const allowed = typeof field === 'string' ? enums.get(field) : undefined;
  if (!allowed) return [];
  const fix = oneOfFix(allowed.map((one) => JSON.stringify(one)));
  const said = `is not a value of "${String(field)}" (${allowed.map((one) => JSON.stringify(one)).join(', ')})`;
  const problems: Problem[] = [];
  if (Object.hasOwn(condition, 'equals') && condition.equals !== null && !among(condition.equals, allowed)) problems.push([`${pointer}/equals`, `${JSON.stringify(condition.equals)} ${said}`, 'condition.unknown-value', fix]);
  if (Array.isArray(condition.in)) {
    condition.in.forEach((value, index) => {
      if (value !== null && !among(value, allowed)) problems.push([`${pointer}/in/${index}`, `${JSON.stringify(value)} ${said}`, 'condition.unknown-value', fix]);
    });
  }
  return problems;
}
