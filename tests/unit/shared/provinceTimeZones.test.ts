import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { PROVINCE_TIME_ZONES, provinceTimeZone } from '../../../shared/provinceTimeZones';

const december = DateTime.fromISO('2026-12-14T12:00:00Z').toMillis();

describe('province time zones (001 §5)', () => {
  it('maps every province of the list onto the shipped zones', () => {
    const names = Object.fromEntries(Object.entries(PROVINCE_TIME_ZONES).map(([province, zone]) => [province, zone.name]));
    expect(names).toEqual({
      Manitoba: 'America/Winnipeg',
      Minnesota: 'America/Winnipeg',
      Alberta: 'America/Edmonton',
      'British Columbia': 'America/Vancouver',
      Ontario: 'America/Toronto',
      Ohio: 'America/Toronto',
      Saskatchewan: 'America/Regina',
      'Nova Scotia': 'America/Halifax',
      'Prince Edward Island': 'America/Halifax',
      'New Brunswick': 'America/Halifax',
      Quebec: 'America/Montreal',
    });
  });

  it('gives the offsets of current tz data (Manitoba −05, Alberta −06 in December 2026; Quebec as Toronto)', () => {
    expect(provinceTimeZone('Manitoba')?.offset(december)).toBe(-300);
    expect(provinceTimeZone('Minnesota')?.offset(december)).toBe(-300);
    expect(provinceTimeZone('Alberta')?.offset(december)).toBe(-360);
    expect(provinceTimeZone('Saskatchewan')?.offset(december)).toBe(-360);
    expect(provinceTimeZone('Quebec')?.offset(december)).toBe(-300);
    expect(provinceTimeZone('PEI')?.offset(december)).toBe(-240);
  });

  it('knows no other province', () => {
    expect(provinceTimeZone('Yukon')).toBeUndefined();
    // 001 §9's list holds no Newfoundland and Labrador (the console offered it once).
    expect(provinceTimeZone('Newfoundland and Labrador')).toBeUndefined();
    expect(provinceTimeZone('toString')).toBeUndefined();
  });
});
