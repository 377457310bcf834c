import { describe, expect, it } from 'vitest';
import { dateTime } from '../../src/domain/dateTimeText';

describe('dateTime: an instant as yyyy-MM-dd HH:mm in Winnipeg', () => {
  it.each([
    ['a UTC instant in winter (UTC−6)', '2026-01-15T14:05:00.000Z', '2026-01-15 08:05'],
    ['a UTC instant in summer (UTC−5)', '2026-07-01T14:05:00Z', '2026-07-01 09:05'],
    ['the Winnipeg day before, late at night', '2026-01-15T03:30:00Z', '2026-01-14 21:30'],
    ['an instant with its offset', '2026-01-15T08:05:00-06:00', '2026-01-15 08:05'],
    ['a date alone stays its day', '2026-01-15', '2026-01-15 00:00'],
    ['a text that is no instant, as it is', 'soon', 'soon'],
    ['nothing', undefined, ''],
  ])('%s', (_, value, expected) => {
    expect(dateTime(value)).toBe(expected);
  });
});
