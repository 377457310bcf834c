import { describe, expect, it } from 'vitest';
import { suggestedProductTags } from '../../src/domain/productTags';

describe('suggestedProductTags (001 §3)', () => {
  it('gives a flower type the bouquet tags and its style', () => {
    expect(suggestedProductTags('Flowers (Pastel)', [])).toEqual(['bouquet', 'Signature', 'Addons', 'general', 'current', 'Style:Pastel']);
    expect(suggestedProductTags('Flowers (Luxe)', ['MB'])).toEqual(['bouquet', 'Signature', 'Addons', 'general', 'current', 'Style:Luxe']);
  });

  it('gives both gift sets the gift-set tags', () => {
    for (const type of ['Gift-set (Single Week)', 'Gift-set (Multi Week)']) {
      expect(suggestedProductTags(type, ['MB'])).toEqual(['Bundle', 'multiweek', 'NoVase', 'occasion:all']);
    }
  });

  it('gives a subscription the chosen region codes, in their order', () => {
    expect(suggestedProductTags('Subscription', ['BC', 'AB', 'MB'])).toEqual(['BC', 'AB', 'MB']);
    expect(suggestedProductTags('Subscription', undefined)).toEqual([]);
  });

  it('gives both vase types the vase tags', () => {
    expect(suggestedProductTags('Vase', [])).toEqual(['vase', 'active', 'occasion:all']);
    expect(suggestedProductTags('Vase (Ongoing)', [])).toEqual(['vase', 'active', 'occasion:all']);
  });

  it('suggests nothing for add-ons or an unknown type', () => {
    expect(suggestedProductTags('Gift-adds', ['MB'])).toEqual([]);
    expect(suggestedProductTags(undefined, ['MB'])).toEqual([]);
  });

  it('returns a new list each time, so a form editing one never changes the next suggestion', () => {
    const first = suggestedProductTags('Vase', []);
    first.push('edited');
    expect(suggestedProductTags('Vase', [])).toEqual(['vase', 'active', 'occasion:all']);
  });
});
