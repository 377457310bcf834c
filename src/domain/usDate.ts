import { textOf } from '../../shared/textOf';
/**
 * '2026-12-24' → '12/24/2026': the MM/DD/YYYY a call takes (001 §7 bulk order link). Blank or
 * absent gives '' (the bulk link's server then uses one year later); any other text is kept, so the
 * server refuses it with its own field error rather than a silently different date.
 */
export function usDate(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : textOf(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : text;
}
