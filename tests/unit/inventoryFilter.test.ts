import { describe, expect, it } from 'vitest';
import { inventoryFilter } from '../../server/api/admin/inventory/inventoryFilter';

describe('inventoryFilter', () => {
  it('asks products_filter for the region tag (upper case) and the week code', () => {
    expect(inventoryFilter({ queryId: 'products_filter', productType: 'Gift-adds', region: ' mb ', dateCode: ' 4826 ' })).toEqual({
      ok: true,
      filter: { productType: 'Gift-adds', requiredTags: ['MB', '4826'] },
    });
  });

  it('asks products_with_product_type_filter for the type alone', () => {
    expect(inventoryFilter({ queryId: 'products_with_product_type_filter', productType: 'Card', region: 'MB', dateCode: '4826' })).toEqual({
      ok: true,
      filter: { productType: 'Card', requiredTags: [] },
    });
  });

  it('refuses a queryId that does not fit the type, naming the one that does', () => {
    expect(inventoryFilter({ queryId: 'products_filter', productType: 'Card', region: 'MB', dateCode: '4826' })).toEqual({
      ok: false,
      problem: 'Card products are queried with products_with_product_type_filter, not products_filter.',
    });
    expect(inventoryFilter({ queryId: 'products_with_product_type_filter', productType: 'Curated_Bundle', region: 'MB', dateCode: '4826' })).toEqual({
      ok: false,
      problem: 'Curated_Bundle products are queried with products_filter, not products_with_product_type_filter.',
    });
  });
});
