import type { Validation } from '../../validate';

/** Most carts one checkout holds (001 §9 'Max carts 10'; the screen says 'Maximum order count is 10'). */
export const MAX_CARTS = 10;

/** How many times a carts string may be JSON-encoded (001 §3: possibly double-encoded). */
const MAX_ENCODINGS = 2;

/**
 * The carts of a saved checkout as a list, whether sent as a list or as a JSON string of it
 * (encoded once or twice, 001 §3); a problem sentence when a string does not decode to a list.
 */
export function decodedCarts(carts: unknown): { ok: true; carts: unknown[] } | { ok: false; problem: string } {
  let value = carts;
  for (let decoded = 0; typeof value === 'string' && decoded < MAX_ENCODINGS; decoded += 1) {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { ok: false, problem: 'is a string that is not JSON: send the carts as a list, or as a JSON string of the list' };
    }
  }
  if (!Array.isArray(value)) return { ok: false, problem: 'must be a list of carts, or a JSON string of the list' };
  return { ok: true, carts: value };
}

/**
 * What is wrong with the carts of a saved checkout, by field (`carts`, or `carts.<i>.<field>`
 * for a cart of a string that breaks a cart rule): no cart, more than 10, or a bad cart. Empty
 * when they are fine. `validCart` is the entity schema's cart rule.
 */
export function cartsProblems(carts: unknown, validCart: (cart: unknown) => Validation<unknown>): Record<string, string> {
  const decoded = decodedCarts(carts);
  if (!decoded.ok) return { carts: decoded.problem };
  const count = decoded.carts.length;
  if (count === 0) return { carts: 'holds no cart: add a cart first' };
  if (count > MAX_CARTS) return { carts: `holds ${count} carts; at most ${MAX_CARTS} (Maximum order count is ${MAX_CARTS})` };
  if (typeof carts !== 'string') return {};
  const problems: Record<string, string> = {};
  decoded.carts.forEach((cart, index) => {
    const checked = validCart(cart);
    if (checked.ok) return;
    for (const [field, problem] of Object.entries(checked.fields)) problems[field === '-' ? `carts.${index}` : `carts.${index}.${field}`] = problem;
  });
  return problems;
}
