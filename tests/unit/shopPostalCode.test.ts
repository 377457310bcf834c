import { describe, expect, it } from 'vitest';
import { isShopPostalCodeComplete, shopPostalCode } from '../../src/domain/shopPostalCode';

describe('shopPostalCode (001 §5)', () => {
  it('upper-cases and removes every space', () => {
    expect(shopPostalCode(' r2c 1a1 ')).toBe('R2C1A1');
    expect(shopPostalCode('r2c\t1a1')).toBe('R2C1A1');
    expect(shopPostalCode(undefined)).toBe('');
  });
  it('is complete at 6 characters or more, spaces not counted', () => {
    expect(isShopPostalCodeComplete('R2C 1A')).toBe(false);
    expect(isShopPostalCodeComplete('r2c 1a1')).toBe(true);
    expect(isShopPostalCodeComplete('R2C1A1')).toBe(true);
  });
});
