import { describe, expect, it } from 'vitest';
import { isJsonObject, parseJson } from '../../src/domain/jsonObject';
import { compactLower } from '../../src/domain/textRules';

describe('isJsonObject', () => {
  it('accepts the JSON of an object only', () => {
    expect(isJsonObject('{"id": 1001, "lineItems": []}')).toBe(true);
    expect(isJsonObject(' {} ')).toBe(true);
    for (const refused of ['[1]', 'null', '"x"', 'abc', '', '12', '{"a":']) expect(isJsonObject(refused), refused).toBe(false);
    expect(isJsonObject({ id: 1 })).toBe(false);
  });
});

describe('parseJson', () => {
  it('reads a JSON text as its value, and nothing from a text that is no JSON', () => {
    expect(parseJson('{"order":{"id":7},"tags":["a"]}')).toEqual({ order: { id: 7 }, tags: ['a'] });
    expect(parseJson('abc')).toBeUndefined();
    expect(parseJson(undefined)).toBeUndefined();
  });
});

describe('compactLower', () => {
  it('lower-cases and drops every space', () => {
    expect(compactLower('British Columbia')).toBe('britishcolumbia');
    expect(compactLower(' Prince Edward  Island ')).toBe('princeedwardisland');
    expect(compactLower(undefined)).toBe('');
  });
});
