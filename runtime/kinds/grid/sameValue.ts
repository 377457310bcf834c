import { textOf } from '../../../shared/textOf';
/**
 * Whether two cell values are the same for the user: editors give text ('12') where the row had
 * a number (12), and an emptied cell ('') is the same as a missing value (null).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const isPlain = (value: unknown) => value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
  if (!isPlain(a) || !isPlain(b)) return false;
  return textOf(a ?? '') === textOf(b ?? '');
}
