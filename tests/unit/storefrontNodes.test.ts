import { describe, expect, it } from 'vitest';
import { parseGlobalId } from '../../server/api/storefront/globalId';
import { productOptionsOf, selectedOptionsOf } from '../../server/api/storefront/variantOptions';

describe('parseGlobalId', () => {
  it('reads the type and the row of a global id', () => {
    expect(parseGlobalId('gid://shopify/Product/12')).toEqual({ type: 'Product', rowId: 12 });
    expect(parseGlobalId('gid://shopify/ProductVariant/7')).toEqual({ type: 'ProductVariant', rowId: 7 });
  });

  it('names no row for a number no serial id reaches (a real shop’s 13-digit ids), or 0', () => {
    expect(parseGlobalId('gid://shopify/Product/7982853456082')).toEqual({ type: 'Product', rowId: null });
    expect(parseGlobalId('gid://shopify/Product/0')).toEqual({ type: 'Product', rowId: null });
  });

  it('is undefined for text that is no global id', () => {
    for (const text of ['42', '', 'gid://shopify/Product/', 'gid://shopify/Product/1a', 'gid://other/Product/1', ' gid://shopify/Product/1']) {
      expect(parseGlobalId(text), text).toBeUndefined();
    }
  });
});

describe('variant options', () => {
  it('selects Title for the Default Title variant and Size for a bouquet size', () => {
    expect(selectedOptionsOf('Default Title')).toEqual([{ name: 'Title', value: 'Default Title' }]);
    expect(selectedOptionsOf('Deluxe')).toEqual([{ name: 'Size', value: 'Deluxe' }]);
  });

  it("gives a product one option with its variants' values in order, each once; none without variants", () => {
    expect(productOptionsOf(['Standard', 'Deluxe', 'Grand'])).toEqual([{ name: 'Size', values: ['Standard', 'Deluxe', 'Grand'] }]);
    expect(productOptionsOf(['Default Title'])).toEqual([{ name: 'Title', values: ['Default Title'] }]);
    expect(productOptionsOf(['Standard', 'Standard'])).toEqual([{ name: 'Size', values: ['Standard'] }]);
    expect(productOptionsOf([])).toEqual([]);
  });
});
