import { textOf } from '../../shared/textOf';
/** A postal code as the shop's rate call takes it (001 §5): upper-cased, spaces removed ('r2c 1a1' → 'R2C1A1'). */
export function shopPostalCode(text: unknown): string {
  return textOf(text ?? '').replace(/\s+/g, '').toLocaleUpperCase('en-CA');
}

/** The rate lookup runs, and the field shows valid, only at 6 characters or more (001 §5). */
export function isShopPostalCodeComplete(text: unknown): boolean {
  return shopPostalCode(text).length >= 6;
}
