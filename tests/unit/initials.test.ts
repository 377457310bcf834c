import { describe, expect, it } from 'vitest';
import { initials } from '../../src/domain/initials';

describe('initials (001 §9)', () => {
  it('takes the first letter of the first word and the first two of each later word', () => {
    expect(initials('Alex Morgan')).toBe('AMo');
    expect(initials('Dana Florist')).toBe('DFl');
    expect(initials('Anne Marie Leblanc')).toBe('AMaLe');
  });
  it('writes each word’s first letter upper-case and its second lower-case', () => {
    expect(initials('alex MORGAN')).toBe('AMo');
    expect(initials('élise roy')).toBe('ÉRo');
  });
  it('keeps a one-letter later word and ignores extra spaces', () => {
    expect(initials('  Jordan   K ')).toBe('JK');
    expect(initials('Jordan')).toBe('J');
    expect(initials('')).toBe('');
  });
});
