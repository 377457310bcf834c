import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';

describe('formatMoney (000 §9: truncated whole dollars, en-CA `$12`, fr-CA `12 $`)', () => {
  it('truncates, never rounds', () => {
    expect(formatMoney(12.99, 'en-CA')).toBe('$12');
    expect(formatMoney(12.99, 'fr-CA')).toBe('12 $');
    expect(formatMoney(0.99, 'en-CA')).toBe('$0');
  });
  it('puts the sign in front and truncates toward zero', () => {
    expect(formatMoney(-5.5, 'en-CA')).toBe('-$5');
    expect(formatMoney(-5.5, 'fr-ca')).toBe('-5 $');
  });
  it('groups thousands by language', () => {
    expect(formatMoney(1234.56, 'en-CA')).toBe('$1,234');
    expect(formatMoney(1234.56, 'fr-CA').replace(/\s/gu, ' ')).toBe('1 234 $');
  });
});
