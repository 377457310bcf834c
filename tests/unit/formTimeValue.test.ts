import { describe, expect, it } from 'vitest';
import { timeInputValue, timeValue } from '../../runtime/kinds/form/timeValue';

describe('time values', () => {
  it('stores HH:mm, dropping seconds a browser may add', () => {
    expect(timeValue('15:55', false)).toBe('15:55');
    expect(timeValue('15:55:30', false)).toBe('15:55');
  });

  it('stores HH:mm:ss with seconds, adding :00 a browser may drop', () => {
    expect(timeValue('08:00', true)).toBe('08:00:00');
    expect(timeValue('20:00:15', true)).toBe('20:00:15');
  });

  it('empties to undefined', () => {
    expect(timeValue('', true)).toBeUndefined();
  });

  it('shows a stored value in the input', () => {
    expect(timeInputValue('08:00:00', true)).toBe('08:00:00');
    expect(timeInputValue('08:00:00', false)).toBe('08:00');
    expect(timeInputValue(undefined, false)).toBe('');
  });
});
