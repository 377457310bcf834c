import { checkoutLink } from '../../../shared/checkoutLink.ts';

/**
 * The Checkout URL shown for a shop checkout (001 §9): the cart's checkout address with
 * '&locale=fr' for French, '&utm=checkoutauto' and '&initials={initials}', joined with '&' when
 * the address already has a query, else with '?'. The same marks as the bulk order links.
 */
export function checkoutUrlOf(checkoutUrl: string, lang: string, initials: string): string {
  return checkoutLink(checkoutUrl, lang, initials);
}

/** How Query Checkout looks a saved checkout up (001 §4, §7): by a short link's id, or by the checkout address's id. */
export interface CheckoutQuery {
  mode: 'short' | 'long';
  id: string;
}

/** An address without its query and fragment. */
const withoutQuery = (input: string) => input.split(/[?#]/)[0] ?? '';

/** The last part of an address's path, its query and fragment aside ('https://h/s/AbcDefG?x=1' → 'AbcDefG'); a bare id is itself. */
function lastPathPart(input: string): string {
  const path = withoutQuery(input).replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return path.split('/').filter((part) => part !== '').pop() ?? '';
}

/** A path part as the service keeps it: percent-decoded when it is encoded, else as typed. */
function decodedPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * What the Update tab's input queries (001 §4 'Query checkout enters 'short link' mode when the
 * input does not contain the checkout host and long checkout mode when it does'): a checkout
 * address (before its query it holds `checkoutPath`, the cart page's path, or a host and path) is
 * `long`, by the last part of its path, decoded (GET /checkout-automation/long/{id}); anything
 * else (a short link, or its bare id 'DemoCkt') is `short`, by its last path part
 * (GET /checkout-automation/{shortId}). Undefined when the input is blank or names no id.
 */
export function checkoutQueryMode(input: string, checkoutPath = '/api/shop/cart/'): CheckoutQuery | undefined {
  const typed = input.trim();
  const id = lastPathPart(typed);
  if (id === '') return undefined;
  return checkoutPath !== '' && withoutQuery(typed).includes(checkoutPath) ? { mode: 'long', id: decodedPart(id) } : { mode: 'short', id };
}
