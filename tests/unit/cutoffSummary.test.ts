import { describe, expect, it } from 'vitest';
import { cutoffSummary } from '../../src/domain/cutoffSummary';

describe('cutoffSummary', () => {
  it('lists weekday cutoffs Monday first, then closed days, unavailable and available dates', () => {
    expect(
      cutoffSummary({
        region: 'MB',
        closedDates: [0, 6],
        un_available: ['2026-12-26', '2026-12-25'],
        available: [{ date: '2026-12-27', cutoff_effect: 0, cutoff_time: '14:00' }],
        cutoff_time: [
          { day: 2, cutoff_effect: 2, cutoff_time: '9:05' },
          { day: 1, cutoff_effect: 1, cutoff_time: '15:55' },
        ],
      }),
    ).toEqual(['Monday 15:55 Next-Day', 'Tuesday 09:05 Next-Day + 1', 'Closed: Saturday, Sunday', 'Not available: 2026-12-25, 2026-12-26', 'Available: 2026-12-27 14:00 Same-Day']);
  });

  it('gives no lines for anything but a cutoff info', () => {
    expect(cutoffSummary(undefined)).toEqual([]);
    expect(cutoffSummary({ region: 'MB' })).toEqual([]);
  });

  it('gives only the lines there is something to say for', () => {
    expect(cutoffSummary({ region: 'MB', closedDates: [], un_available: [], available: [], cutoff_time: [{ day: 0, cutoff_effect: 4, cutoff_time: '12:00' }] })).toEqual(['Sunday 12:00 Next-Day + 3']);
  });
});
