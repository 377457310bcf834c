import { textOf } from '../../shared/textOf';
/**
 * The phone SMS history searches by (002 §5 SMS search): the typed text's digits, non-digits
 * stripped, with a leading 1 added to 10 digits ('(204) 555-0134' → '12045550134'); other counts
 * are sent as they are (the form refuses them first). GET /sms-history matches the stored +1 form.
 */
export function smsSearchPhone(typed: unknown): string {
  const digits = textOf(typed ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `1${digits}` : digits;
}
