import { describe, expect, it } from 'vitest';
import { storefrontDecimal } from '../../server/api/storefront/decimal';

describe('storefrontDecimal', () => {
  it('writes prices as the Storefront API does: no trailing zeros, one decimal at least', () => {
    expect(storefrontDecimal('65.00')).toBe('65.0');
    expect(storefrontDecimal('12.50')).toBe('12.5');
    expect(storefrontDecimal('4.99')).toBe('4.99');
    expect(storefrontDecimal('0.00')).toBe('0.0');
    expect(storefrontDecimal('7')).toBe('7.0');
  });

  it('refuses text that is not a stored price', () => {
    expect(() => storefrontDecimal('-1.00')).toThrow('Not a stored price');
    expect(() => storefrontDecimal('abc')).toThrow('Not a stored price');
  });
});
