import { describe, expect, it } from 'vitest';
import productCreation from '../../schemas/entities/product-creation.schema.json';
import { warehouseCodesRule } from '../../src/domain/lookupRules';

describe('warehouseCodes lookup rule', () => {
  it('offers every region code the product creation call takes, named by its warehouse', () => {
    const rows = warehouseCodesRule.rows({}, Date.now());
    expect(rows.map((row) => row.value)).toEqual(productCreation.properties.regions.items.enum);
    expect(rows[0]).toEqual({ value: 'BC', label: 'Vancouver (BC)' });
  });

  it('takes no arguments', () => {
    expect(warehouseCodesRule.check({})).toBeUndefined();
    expect(warehouseCodesRule.check({ count: 3 })).toBe('takes no arguments');
  });
});
