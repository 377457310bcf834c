import { describe, expect, it } from 'vitest';
import { layoutSegments, smsTemplatePath, smsTemplatePaths } from '../../src/domain/smsTemplates/paths';

const LAYOUT = ['lang_type', 'consent', 'DayBefore', 'day_of_week'];

describe('smsTemplatePath', () => {
  it('fills lang_type with the locale and day_of_week with the version days, other segments as they stand', () => {
    expect(smsTemplatePath(LAYOUT, 'CA-EN', 1)).toBe('CA-EN/consent/DayBefore/MON-WED');
    expect(smsTemplatePath(LAYOUT, 'CA-FR', 2)).toBe('CA-FR/consent/DayBefore/THU-FRI');
    expect(smsTemplatePath(LAYOUT, 'EN-US', 3)).toBe('EN-US/consent/DayBefore/SAT-SUN');
  });
});

describe('smsTemplatePaths', () => {
  it('makes one path per version and locale: versions {1, 3} in English and French give 6 paths', () => {
    expect(smsTemplatePaths(LAYOUT, [3, 1], [2, 1])).toEqual([
      { path: 'CA-EN/consent/DayBefore/MON-WED', templateLang: 1, templateVersion: 1 },
      { path: 'EN-US/consent/DayBefore/MON-WED', templateLang: 1, templateVersion: 1 },
      { path: 'CA-FR/consent/DayBefore/MON-WED', templateLang: 2, templateVersion: 1 },
      { path: 'CA-EN/consent/DayBefore/SAT-SUN', templateLang: 1, templateVersion: 3 },
      { path: 'EN-US/consent/DayBefore/SAT-SUN', templateLang: 1, templateVersion: 3 },
      { path: 'CA-FR/consent/DayBefore/SAT-SUN', templateLang: 2, templateVersion: 3 },
    ]);
  });

  it('English alone gives CA-EN and EN-US, French alone CA-FR only', () => {
    expect(smsTemplatePaths(LAYOUT, [2], [1]).map((made) => made.path)).toEqual(['CA-EN/consent/DayBefore/THU-FRI', 'EN-US/consent/DayBefore/THU-FRI']);
    expect(smsTemplatePaths(LAYOUT, [2], [2]).map((made) => made.path)).toEqual(['CA-FR/consent/DayBefore/THU-FRI']);
  });

  it('reads choices given as texts or one value, each once, and ignores unknown ones', () => {
    expect(smsTemplatePaths(LAYOUT, ['1', 1, 4], '2').map((made) => made.path)).toEqual(['CA-FR/consent/DayBefore/MON-WED']);
  });

  it('makes nothing without a layout, versions or languages', () => {
    expect(smsTemplatePaths([], [1], [1])).toEqual([]);
    expect(smsTemplatePaths(LAYOUT, [], [1])).toEqual([]);
    expect(smsTemplatePaths(LAYOUT, [1], undefined)).toEqual([]);
  });
});

describe('layoutSegments', () => {
  it('reads a list, or one text split on / or commas, dropping blanks', () => {
    expect(layoutSegments(['lang_type', ' ', 'day_of_week'])).toEqual(['lang_type', 'day_of_week']);
    expect(layoutSegments('lang_type/OTW, day_of_week')).toEqual(['lang_type', 'OTW', 'day_of_week']);
    expect(layoutSegments(7)).toEqual([]);
  });
});
