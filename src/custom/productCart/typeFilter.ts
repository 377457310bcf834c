/**
 * The search clause that keeps a list's search to its product types, in the Storefront API search
 * syntax: `product_type:"Vase"` for one type, `(product_type:"Flowers" OR product_type:"Bundle")`
 * for several (one of them must hold; the parentheses let the definition AND it with the title).
 */
export function typeFilter(types: readonly string[]): string {
  const terms = types.map((type) => `product_type:"${type}"`);
  return terms.length === 1 ? (terms[0] ?? '') : `(${terms.join(' OR ')})`;
}

/** How a list's product types read in its texts: 'Flowers, Bundle, Curated_Bundle'. */
export const typesText = (types: readonly string[]): string => types.join(', ');
