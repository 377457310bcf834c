/**
 * The shop checkout link of a cart (001 §9): its address with '&locale=fr' for French,
 * '&utm=checkoutauto' and '&initials={initials}', joined with '&' when the address already has a
 * query, else with '?'. Shared by the bulk order link creator (the service) and Checkout
 * Automation (the console), so both mark their links alike.
 */
export function checkoutLink(checkoutUrl: string, lang: string, initials: string): string {
  const joiner = checkoutUrl.includes('?') ? '&' : '?';
  const locale = lang.toLowerCase().startsWith('fr') ? 'locale=fr&' : '';
  return `${checkoutUrl}${joiner}${locale}utm=checkoutauto&initials=${encodeURIComponent(initials)}`;
}
