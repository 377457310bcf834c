import { describe, expect, it } from 'vitest';
import { addTags, brokenTagLimit, removeTag, splitTags, tagLimitFallback, tagLimitsOf, tagShapeOf, tagsOf, tagsValue } from '../../runtime/kinds/form/tagList';

describe('tagList: the tags widget logic', () => {
  it('splits a typed or pasted text at commas, trimmed, blanks left out', () => {
    expect(splitTags(' pulled , sent,,  ')).toEqual(['pulled', 'sent']);
    expect(splitTags('   ')).toEqual([]);
  });

  it('reads a comma-joined text or a list, each tag once', () => {
    expect(tagsOf('pulled,sent,pulled')).toEqual(['pulled', 'sent']);
    expect(tagsOf(['Vase', ' Card ', 'Vase', 3, ''])).toEqual(['Vase', 'Card']);
    expect(tagsOf(undefined)).toEqual([]);
    expect(tagsOf(12)).toEqual([]);
  });

  it('adds at the end, trimmed, each once, blank ignored; removes one', () => {
    expect(addTags(['pulled'], ' sent ')).toEqual(['pulled', 'sent']);
    expect(addTags(['pulled'], 'pulled')).toEqual(['pulled']);
    expect(addTags(['pulled'], '  ')).toEqual(['pulled']);
    expect(addTags([], 'a, b ,a')).toEqual(['a', 'b']);
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('writes the value in the shape of the property: a list or the comma-joined text; none is no value', () => {
    expect(tagShapeOf('string')).toBe('text');
    expect(tagShapeOf('array')).toBe('list');
    expect(tagsValue(['pulled', 'sent'], 'text')).toBe('pulled,sent');
    expect(tagsValue(['pulled', 'sent'], 'list')).toEqual(['pulled', 'sent']);
    expect(tagsValue([], 'text')).toBeUndefined();
    expect(tagsValue([], 'list')).toBeUndefined();
  });

  it("judges the property's limits: the joined text on a string, each tag and their number on a list", () => {
    const text = tagLimitsOf({ type: 'string', maxLength: 10 });
    expect(text).toEqual({ maxLength: 10 });
    expect(brokenTagLimit(['pulled', 'sen'], 'text', text)).toBeUndefined();
    expect(brokenTagLimit(['pulled', 'sent'], 'text', text)).toBe('maxLength');
    const list = tagLimitsOf({ type: 'array', maxItems: 2, items: { type: 'string', maxLength: 4 } });
    expect(list).toEqual({ itemMaxLength: 4, maxItems: 2 });
    expect(brokenTagLimit(['Vase', 'Card'], 'list', list)).toBeUndefined();
    expect(brokenTagLimit(['Vase', 'Flowers'], 'list', list)).toBe('maxLength');
    expect(brokenTagLimit(['Vase', 'Card', 'Gift'], 'list', list)).toBe('maxItems');
    expect(brokenTagLimit(['anything-long'], 'list', tagLimitsOf({ type: 'array' }))).toBeUndefined();
    expect(tagLimitFallback('maxLength', 'text', text)).toBe('The tags may take at most 10 characters in all');
    expect(tagLimitFallback('maxLength', 'list', list)).toBe('A tag may be at most 4 characters long');
    expect(tagLimitFallback('maxItems', 'list', list)).toBe('At most 2 tags');
  });
});
