import type { Context } from 'hono';
import { isCalendarDate } from '../admin/clock';
import { textProblem } from '../validate';

/** The longest text a shop call looks a postal code, region or date up by. */
export const MAX_LOOKUP_TEXT = 100;

/** A path text: at most MAX_LOOKUP_TEXT characters the database can keep. */
export const LOOKUP_TEXT = { type: 'string', minLength: 1, maxLength: MAX_LOOKUP_TEXT } as const;

/** A postal code as the rate call takes it: any case and spacing, at least 6 characters besides spaces. */
export const POSTAL_PARAM = {
  type: 'string',
  minLength: 6,
  maxLength: MAX_LOOKUP_TEXT,
  pattern: '^\\s*(?:\\S\\s*){6,}$',
  description: "A postal code, any case and spacing ('r3c4t3', 'R3C 4T3'); at least 6 characters besides spaces.",
} as const;

/** A delivery date: YYYY-MM-DD, a calendar date. */
export const DATE_PARAM = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A calendar date, YYYY-MM-DD.' } as const;

/** The languages of the rate texts (001 §9: en-ca, fr-ca; en-ca when absent). */
export const LANGUAGES = ['en-ca', 'fr-ca'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What is wrong with a postal code path text, or undefined. */
export function postalProblem(text: string): string | undefined {
  return textProblem(text, MAX_LOOKUP_TEXT) ?? (text.replace(/\s+/g, '').length < 6 ? 'must have at least 6 characters besides spaces' : undefined);
}

/** What is wrong with a date path text, or undefined. */
export function dateProblem(text: string): string | undefined {
  return isCalendarDate(text) ? undefined : 'must be a calendar date, YYYY-MM-DD';
}

/** The language asked for (trimmed; absent or blank: en-ca), or undefined when it is another value. */
export function languageOf(c: Context): Language | undefined {
  const asked = (c.req.query('lang') ?? '').trim();
  if (asked === '') return 'en-ca';
  return LANGUAGES.find((language) => language === asked);
}
