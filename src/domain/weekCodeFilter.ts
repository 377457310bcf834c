import { weekCode as dayWeekCode } from '../../shared/weekCodes.ts';

/**
 * '2027-01-01' → '5326': the week code (WWYY, 001 §9) of a `yyyy-MM-dd` date, by the shared rule
 * (`shared/weekCodes.ts`), for the inventory body's `dateCode` and a product's `weekCode`. Anything
 * that is not such a date (blank, absent, '2026-02-30', a number) gives nothing, so a
 * `{ value, otherwise }` falls back rather than a wrong week being sent.
 */
export function weekCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return dayWeekCode(value.trim());
  } catch {
    return undefined;
  }
}
