import { describe, expect, it } from 'vitest';
import { typeFilter, typesText } from '../../src/custom/productCart/typeFilter';
import { parseProductSearch } from '../../server/api/storefront/searchQuery';

describe('typeFilter (the search clause of a cart list)', () => {
  it('writes one type as one quoted product_type term', () => {
    expect(typeFilter(['Gift-adds'])).toBe('product_type:"Gift-adds"');
  });

  it('writes several types as a parenthesised group joined by OR', () => {
    expect(typeFilter(['Flowers', 'Bundle', 'Curated_Bundle'])).toBe('(product_type:"Flowers" OR product_type:"Bundle" OR product_type:"Curated_Bundle")');
  });

  it('is read by the storefront search as one of the types, ANDed with the title', () => {
    const parsed = parseProductSearch(`title:"cozy" AND ${typeFilter(['Flowers', 'Bundle'])}`);
    expect(parsed).toEqual({
      ok: true,
      conditions: [
        { field: 'title', value: 'cozy' },
        { anyOf: [{ field: 'product_type', value: 'Flowers' }, { field: 'product_type', value: 'Bundle' }] },
      ],
    });
  });

  it('names the types in texts joined by commas', () => {
    expect(typesText(['Flowers', 'Bundle'])).toBe('Flowers, Bundle');
    expect(typesText(['Vase'])).toBe('Vase');
  });
});
