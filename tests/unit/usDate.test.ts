import { describe, expect, it } from 'vitest';
import { usDate } from '../../src/domain/usDate';

describe('usDate', () => {
  it('writes a calendar date as MM/DD/YYYY', () => {
    expect(usDate('2026-12-24')).toBe('12/24/2026');
    expect(usDate('2027-01-05')).toBe('01/05/2027');
  });

  it('gives an empty text for no date', () => {
    expect(usDate('')).toBe('');
    expect(usDate('  ')).toBe('');
    expect(usDate(undefined)).toBe('');
    expect(usDate(null)).toBe('');
  });

  it('keeps any other text as it is, for the server to refuse', () => {
    expect(usDate('24/12/2026')).toBe('24/12/2026');
  });
});
