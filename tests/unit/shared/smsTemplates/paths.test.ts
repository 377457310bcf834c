import { describe, expect, it } from 'vitest';
import { allSmsTemplatePaths, layoutSegments, layoutSlots, slotCombinations, smsTemplatePath, smsTemplatePaths } from '../../../../shared/smsTemplates/paths';

const LAYOUT = ['lang_type', 'consent', 'DayBefore', 'day_of_week'];
const OTW = ['lang_type', 'consent', 'OTW', 'driver_type', 'day_of_week'];
const CONSENT = { consent: 'consent' };

describe('smsTemplatePath', () => {
  it('fills lang_type with the locale and day_of_week with the version days, other segments as they stand', () => {
    expect(smsTemplatePath(LAYOUT, 'CA-EN', 1, CONSENT)).toBe('CA-EN/consent/DayBefore/MON-WED');
    expect(smsTemplatePath(LAYOUT, 'CA-FR', 2, { consent: 'noconsent' })).toBe('CA-FR/noconsent/DayBefore/THU-FRI');
    expect(smsTemplatePath(LAYOUT, 'EN-US', 3, CONSENT)).toBe('EN-US/consent/DayBefore/SAT-SUN');
  });

  it('fills every slot from the choices, never writing a slot name (002 §5 path layouts)', () => {
    expect(smsTemplatePath(OTW, 'CA-EN', 1, { consent: 'noconsent', driver_type: 'courier' })).toBe('CA-EN/noconsent/OTW/courier/MON-WED');
    expect(smsTemplatePath(['lang_type', 'consent', 'ETA', 'eta_type', 'day_of_week'], 'CA-FR', 3, { consent: 'consent', eta_type: 'late' })).toBe('CA-FR/consent/ETA/late/SAT-SUN');
  });

  it('makes no path while a slot has no choice, or one that is not among its values', () => {
    expect(smsTemplatePath(OTW, 'CA-EN', 1, CONSENT)).toBeUndefined();
    expect(smsTemplatePath(OTW, 'CA-EN', 1, { consent: 'consent', driver_type: 'driver_type' })).toBeUndefined();
    expect(smsTemplatePath(LAYOUT, 'CA-EN', 1)).toBeUndefined();
  });
});

describe('smsTemplatePaths', () => {
  it('makes one path per version and locale: versions {1, 3} in English and French give 6 paths', () => {
    expect(smsTemplatePaths(LAYOUT, [3, 1], [2, 1], CONSENT)).toEqual([
      { path: 'CA-EN/consent/DayBefore/MON-WED', templateLang: 1, templateVersion: 1 },
      { path: 'EN-US/consent/DayBefore/MON-WED', templateLang: 1, templateVersion: 1 },
      { path: 'CA-FR/consent/DayBefore/MON-WED', templateLang: 2, templateVersion: 1 },
      { path: 'CA-EN/consent/DayBefore/SAT-SUN', templateLang: 1, templateVersion: 3 },
      { path: 'EN-US/consent/DayBefore/SAT-SUN', templateLang: 1, templateVersion: 3 },
      { path: 'CA-FR/consent/DayBefore/SAT-SUN', templateLang: 2, templateVersion: 3 },
    ]);
  });

  it('English alone gives CA-EN and EN-US, French alone CA-FR only', () => {
    expect(smsTemplatePaths(LAYOUT, [2], [1], CONSENT).map((made) => made.path)).toEqual(['CA-EN/consent/DayBefore/THU-FRI', 'EN-US/consent/DayBefore/THU-FRI']);
    expect(smsTemplatePaths(LAYOUT, [2], [2], CONSENT).map((made) => made.path)).toEqual(['CA-FR/consent/DayBefore/THU-FRI']);
  });

  it('reads choices given as texts or one value, each once, and ignores unknown ones', () => {
    expect(smsTemplatePaths(LAYOUT, ['1', 1, 4], '2', CONSENT).map((made) => made.path)).toEqual(['CA-FR/consent/DayBefore/MON-WED']);
  });

  it('makes nothing without a layout, versions or languages', () => {
    expect(smsTemplatePaths([], [1], [1])).toEqual([]);
    expect(smsTemplatePaths(LAYOUT, [], [1])).toEqual([]);
    expect(smsTemplatePaths(LAYOUT, [1], undefined)).toEqual([]);
    expect(smsTemplatePaths(OTW, [1], [1], CONSENT)).toEqual([]);
  });

  it('every path a layout can make: versions × locales × its slots\' values', () => {
    expect(layoutSlots(OTW)).toEqual(['consent', 'driver_type']);
    expect(slotCombinations(OTW)).toHaveLength(4);
    expect(slotCombinations(['lang_type', 'X', 'day_of_week'])).toEqual([{}]);
    const all = allSmsTemplatePaths(OTW).map((made) => made.path);
    expect(all).toHaveLength(3 * 3 * 4);
    expect(all).toContain('EN-US/noconsent/OTW/courier/THU-FRI');
    expect(all.some((path) => path.includes('driver_type') || path.includes('day_of_week'))).toBe(false);
  });
});

describe('layoutSegments', () => {
  it('reads a list, or one text split on / or commas, dropping blanks', () => {
    expect(layoutSegments(['lang_type', ' ', 'day_of_week'])).toEqual(['lang_type', 'day_of_week']);
    expect(layoutSegments('lang_type/OTW, day_of_week')).toEqual(['lang_type', 'OTW', 'day_of_week']);
    expect(layoutSegments(7)).toEqual([]);
  });
});
