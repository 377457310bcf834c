import { describe, expect, it } from 'vitest';
import { textOf } from '../../shared/textOf';

describe('textOf', () => {
  it('gives what String() gives for primitives, lists and objects of a class', () => {
    for (const value of ['a', '', 0, 12.5, true, 10n, undefined, null, [1, 'b', null, undefined, [2, 3]], [], new Date(0), new URL('http://example.test/a?b=1')]) {
      expect(textOf(value)).toBe(String(value));
    }
    expect(textOf(Symbol('s'))).toBe('Symbol(s)');
  });

  it('writes a plain object as its JSON rather than [object Object]', () => {
    expect(textOf({ a: 1, b: ['x'] })).toBe('{"a":1,"b":["x"]}');
    expect(textOf(Object.assign(Object.create(null) as object, { a: 1 }))).toBe('{"a":1}');
    expect(textOf([{ a: 1 }, 2])).toBe('{"a":1},2');
  });
});
