/**
 * An amount as the specification shows prices (000 §9): truncated to whole dollars, never rounded,
 * en-CA `$12`, fr-CA `12 $` (12.99 → `$12`, -5.5 → `-$5`).
 */
export function formatMoney(amount: number, language: string): string {
  const dollars = Math.trunc(amount);
  const french = language.toLowerCase().startsWith('fr');
  const text = new Intl.NumberFormat(french ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 0 }).format(Math.abs(dollars));
  const sign = dollars < 0 ? '-' : '';
  return french ? `${sign}${text} $` : `${sign}$${text}`;
}
