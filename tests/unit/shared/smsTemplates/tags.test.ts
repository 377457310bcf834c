import { describe, expect, it } from 'vitest';
import { hasOnlyValidTags, maskTags, validTagList } from '../../../../shared/smsTemplates/tags';
import { smsTemplateChecks, smsTemplateValueRules } from '../../../../src/domain/smsTemplates/rules';

const TAGS = ['{first_name}', '{order_number}', '[opt_out_link]'];

describe('hasOnlyValidTags', () => {
  it('accepts a text whose braces and brackets are all valid tags of the type', () => {
    expect(hasOnlyValidTags('Hi {first_name}, order {order_number} is on its way. [opt_out_link]', TAGS)).toBe(true);
    expect(hasOnlyValidTags('No tags at all.', TAGS)).toBe(true);
  });

  it('refuses an unknown tag, a half tag or a stray bracket', () => {
    expect(hasOnlyValidTags('Hi {bogus}', TAGS)).toBe(false);
    expect(hasOnlyValidTags('Hi {first_name', TAGS)).toBe(false);
    expect(hasOnlyValidTags('See ]', TAGS)).toBe(false);
    expect(hasOnlyValidTags('Hi {first_name}', [])).toBe(false);
  });

  it('refuses what is not a text', () => {
    expect(hasOnlyValidTags(12, TAGS)).toBe(false);
  });
});

describe('maskTags', () => {
  it('removes the longest tags first, so a short tag never eats into a longer one', () => {
    expect(maskTags('{name}{name_full}', ['{name}', '{name_full}'])).toBe('');
    expect(maskTags('a {x} b', '{x}, {y}')).toBe('a  b');
  });
});

describe('validTagList', () => {
  it('reads a list or a comma-separated text', () => {
    expect(validTagList(' {a} ,{b},')).toEqual(['{a}', '{b}']);
    expect(validTagList(undefined)).toEqual([]);
  });
});

describe('the registered rules', () => {
  it('smsTemplateTags judges by its tags argument', () => {
    expect(smsTemplateChecks.smsTemplateTags('Hi {first_name}', { tags: TAGS })).toBe(true);
    expect(smsTemplateChecks.smsTemplateTags('Hi {bogus}', { tags: TAGS })).toBe(false);
  });

  it('smsTemplatePaths gives the paths as texts', () => {
    expect(smsTemplateValueRules.smsTemplatePaths({ layout: ['lang_type', 'OTW', 'day_of_week'], versions: [1], languages: [1] })).toEqual(['CA-EN/OTW/MON-WED', 'EN-US/OTW/MON-WED']);
    // Each slot of the layout is filled from its argument.
    expect(smsTemplateValueRules.smsTemplatePaths({ layout: ['lang_type', 'OTW', 'driver_type', 'day_of_week'], versions: [2], languages: [2], driver_type: 'courier' })).toEqual(['CA-FR/OTW/courier/THU-FRI']);
  });
});
