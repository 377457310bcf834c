import { describe, expect, it } from 'vitest';
import { readProductSearch } from '../../src/custom/productCart/productSearch';

const variant = (title: string, sku?: string) => ({ node: { title, ...(sku === undefined ? {} : { sku }) } });

describe('readProductSearch', () => {
  it('reads the first product with its title, type and variants (edges)', () => {
    const answer = {
      data: {
        products: {
          edges: [
            { node: { title: 'Sunny Days', productType: 'Flowers', variants: { edges: [variant('Standard', 'SUNNY-DAYS-S'), variant('Deluxe', 'SUNNY-DAYS-DX')] } } },
            { node: { title: 'Sunny Side', productType: 'Flowers', variants: { edges: [variant('Standard')] } } },
          ],
        },
      },
    };
    expect(readProductSearch(answer)).toEqual({
      status: 'found',
      product: {
        title: 'Sunny Days',
        productType: 'Flowers',
        variants: [
          { title: 'Standard', sku: 'SUNNY-DAYS-S' },
          { title: 'Deluxe', sku: 'SUNNY-DAYS-DX' },
        ],
      },
    });
  });

  it('reads connections written as nodes too, and a product without a type', () => {
    const answer = { data: { products: { nodes: [{ title: 'Vase', variants: { nodes: [{ title: 'Default Title' }] } }] } } };
    expect(readProductSearch(answer)).toEqual({ status: 'found', product: { title: 'Vase', productType: undefined, variants: [{ title: 'Default Title', sku: undefined }] } });
  });

  it('offers at most 10 variants', () => {
    const many = Array.from({ length: 14 }, (_, index) => variant(`Size ${index + 1}`));
    const found = readProductSearch({ data: { products: { edges: [{ node: { title: 'Big', variants: { edges: many } } }] } } });
    expect(found.status === 'found' ? found.product.variants.map((item) => item.title) : []).toEqual(Array.from({ length: 10 }, (_, index) => `Size ${index + 1}`));
  });

  it('finds nothing when no product matches, or the first has no variant to add', () => {
    expect(readProductSearch({ data: { products: { edges: [] } } })).toEqual({ status: 'none' });
    expect(readProductSearch({ data: { products: { edges: [{ node: { title: 'Empty', variants: { edges: [] } } }] } } })).toEqual({ status: 'none' });
    expect(readProductSearch({ data: { products: { edges: [{ node: { title: 'Odd', variants: { edges: [{ node: { title: '' } }, null] } } }] } } })).toEqual({ status: 'none' });
  });

  it('says an answer that is not a product search is unreadable, with its first GraphQL error', () => {
    expect(readProductSearch({ errors: [{ message: "Cannot query field 'titel' on type 'Product'." }] })).toEqual({ status: 'unreadable', error: "Cannot query field 'titel' on type 'Product'." });
    expect(readProductSearch({ data: { shop: { name: 'x' } } })).toEqual({ status: 'unreadable', error: '' });
    expect(readProductSearch('<html>')).toEqual({ status: 'unreadable', error: '' });
    expect(readProductSearch(undefined)).toEqual({ status: 'unreadable', error: '' });
  });
});
