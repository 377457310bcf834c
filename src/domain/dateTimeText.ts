import { formatInstant } from './cellFormats.ts';
import { textOf } from '../../shared/textOf.ts';

/**
 * An ISO instant ('2026-11-27T14:05:00Z') as the console shows times, 'yyyy-MM-dd HH:mm' in
 * America/Winnipeg ('2026-11-27 08:05'); a date alone stays that day; any other value reads as
 * its text ('' for nothing). The template filter of answers' instants (a bulk greet order's
 * creation date), as the grids' `dateTime` format shows them.
 */
export function dateTime(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = textOf(value);
  return formatInstant(text, 'dateTime') ?? text;
}
