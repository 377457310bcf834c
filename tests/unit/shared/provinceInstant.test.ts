import { describe, expect, it } from 'vitest';
import { provinceInstant } from '../../../shared/provinceInstant';

const utc = (text: string) => Date.parse(text);

describe('provinceInstant', () => {
  it('Regina keeps one UTC offset all year (no daylight saving time)', () => {
    expect(provinceInstant({ date: '2026-01-15', time: '14:30', province: 'Saskatchewan' })).toBe(utc('2026-01-15T20:30:00Z'));
    expect(provinceInstant({ date: '2026-07-15', time: '14:30', province: 'Saskatchewan' })).toBe(utc('2026-07-15T20:30:00Z'));
  });

  it('Winnipeg is an hour nearer UTC in summer', () => {
    expect(provinceInstant({ date: '2026-01-15', time: '14:30', province: 'Manitoba' })).toBe(utc('2026-01-15T20:30:00Z'));
    expect(provinceInstant({ date: '2026-07-15', time: '14:30', province: 'Manitoba' })).toBe(utc('2026-07-15T19:30:00Z'));
  });

  it('reads each province on its own clock', () => {
    expect(provinceInstant({ date: '2026-07-15', time: '09:00', province: 'British Columbia' })).toBe(utc('2026-07-15T16:00:00Z'));
    expect(provinceInstant({ date: '2026-07-15', time: '09:00', province: 'Nova Scotia' })).toBe(utc('2026-07-15T12:00:00Z'));
  });

  it('a time the spring-forward skips is the same wall time after the change', () => {
    // 2026-03-08: Winnipeg's clocks go from 02:00 CST to 03:00 CDT; 02:30 does not exist there.
    expect(provinceInstant({ date: '2026-03-08', time: '02:30', province: 'Manitoba' })).toBe(utc('2026-03-08T08:30:00Z'));
    // Regina's clock has no gap that day.
    expect(provinceInstant({ date: '2026-03-08', time: '02:30', province: 'Saskatchewan' })).toBe(utc('2026-03-08T08:30:00Z'));
  });

  it('gives nothing for a bad date, time or an unlisted province', () => {
    expect(provinceInstant({ date: '2026-02-30', time: '10:00', province: 'Manitoba' })).toBeUndefined();
    expect(provinceInstant({ date: '15/01/2026', time: '10:00', province: 'Manitoba' })).toBeUndefined();
    expect(provinceInstant({ date: '2026-01-15', time: '', province: 'Manitoba' })).toBeUndefined();
    expect(provinceInstant({ date: '2026-01-15', time: '10:00', province: 'Texas' })).toBeUndefined();
  });
});
