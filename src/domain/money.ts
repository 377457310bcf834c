// Made once: a NumberFormat is slow to build, and prices are formatted in every cart card and select.
const ENGLISH = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 0 });
const FRENCH = new Intl.NumberFormat('fr-CA', { maximumFractionDigits: 0 });

/**
 * An amount as the specification shows prices (000 §9): truncated to whole dollars, never rounded,
 * en-CA `$12`, fr-CA `12 $` (12.99 → `$12`, -5.5 → `-$5`).
 */
export function formatMoney(amount: number, language: string): string {
  const dollars = Math.trunc(amount);
  const french = language.toLowerCase().startsWith('fr');
  const text = (french ? FRENCH : ENGLISH).format(Math.abs(dollars));
  const sign = dollars < 0 ? '-' : '';
  return french ? `${sign}${text} $` : `${sign}$${text}`;
}
