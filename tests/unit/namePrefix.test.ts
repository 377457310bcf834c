import { describe, expect, it } from 'vitest';
import { withPrefix } from '../../src/domain/namePrefix';
import { valueRules } from '../../src/domain/valueRules';

describe('withPrefix (002 §5 Schedule form: EXP_ in front when missing, case-insensitive)', () => {
  it.each([
    ['Nightly', 'EXP_Nightly'],
    ['  Nightly pull ', 'EXP_Nightly pull'],
    ['EXP_Nightly', 'EXP_Nightly'],
    ['exp_Nightly', 'exp_Nightly'],
    ['Exp_nightly', 'Exp_nightly'],
    ['EXPNightly', 'EXP_EXPNightly'],
    ['EXP_', 'EXP_'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, expected) => {
    expect(withPrefix(name, 'EXP_')).toBe(expected);
  });

  it('leaves a name alone without a prefix, and reads no name as blank', () => {
    expect(withPrefix('Nightly', '')).toBe('Nightly');
    expect(withPrefix(undefined, 'EXP_')).toBe('');
    expect(withPrefix(42, 'EXP_')).toBe('');
  });

  it('is the value rule "prefixed" a submit body names', () => {
    expect(valueRules.prefixed({ name: 'Nightly', prefix: 'EXP_' })).toBe('EXP_Nightly');
    expect(valueRules.prefixed({ name: 'exp_a', prefix: 'EXP_' })).toBe('exp_a');
  });
});
