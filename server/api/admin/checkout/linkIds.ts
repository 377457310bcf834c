/** The letters of a short link's id (001 §9 'Basket link uses a random 7-letter id'). */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const SHORT_ID_LENGTH = 7;
export const SHORT_ID_PATTERN = '^[A-Za-z]{7}$';

/** A random 7-letter id; `randomIndex(n)` gives a whole number from 0 to n - 1 (a secure source in the service). */
export function shortLinkId(randomIndex: (size: number) => number): string {
  let id = '';
  for (let index = 0; index < SHORT_ID_LENGTH; index += 1) id += LETTERS[randomIndex(LETTERS.length)] ?? 'A';
  return id;
}

/**
 * The last part of an address's path, its query and fragment aside ('https://h/s/AbcDefG?x=1' →
 * 'AbcDefG'); '' when the path has none. What names a saved checkout by its short or long link.
 */
export function lastPathPart(url: string): string {
  const path = url.replace(/^[a-z]+:\/\/[^/?#]*/i, '').split(/[?#]/)[0] ?? '';
  const parts = path.split('/').filter((part) => part !== '');
  return parts[parts.length - 1] ?? '';
}

/** Where short links live: on the shop host (server/api/shop/shortLinks.ts), `/api/shop/s/<id>`. */
export const SHORT_LINK_PATH = '/api/shop/s/';

/** Whether an address is one of our short links (its path `/api/shop/s/` and a 7-letter id). */
export function isShortLinkAddress(url: string): boolean {
  return /^https?:\/\/[^/?#]+\/api\/shop\/s\/[A-Za-z]{7}$/.test(url);
}

/**
 * How a short link keeps its address: root-relative when it is on the console's own host
 * (`/api/shop/cart/…`: the link keeps working when the console moves), absolute otherwise.
 */
export function storedTarget(url: string, origin: string): string {
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}
