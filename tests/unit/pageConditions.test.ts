import { describe, expect, it } from 'vitest';
import type { Condition } from '../../runtime/generated/screen';
import { conditionPaths, equalsScalar, evaluateCondition, isFilled } from '../../runtime/conditions/evaluateCondition';
import { readState } from '../../runtime/kinds/page/state/pageStore';

const state = {
  user: { email: 'dana@example.com' },
  reset: { email: '  ', answer: { id: 7, tags: ['vip', 'b2b'] } },
  region: { region: 3, note: 'Send {{situation}} now', active: true, nothing: null },
  links: { rows: [] },
  search: { region: ' mANit ' },
};
const read = (path: string) => readState(state, path);
const holds = (condition: Condition) => evaluateCondition(condition, read);

describe('evaluateCondition: one evaluator for every condition', () => {
  it.each<[string, Condition, boolean]>([
    ['equals a number', { field: 'region.region', equals: 3 }, true],
    ['equals a number given as text', { field: 'region.region', equals: '3' }, true],
    ['equals another number', { field: 'region.region', equals: 4 }, false],
    ['equals a boolean', { field: 'region.active', equals: true }, true],
    ['a boolean is not its text', { field: 'region.active', equals: 'true' }, false],
    ['equals null: a null value', { field: 'region.nothing', equals: null }, true],
    ['equals null: an absent value', { field: 'region.missing', equals: null }, true],
    ['an absent value equals no text', { field: 'region.missing', equals: '' }, false],
    ['an object equals no scalar', { field: 'reset.answer', equals: '[object Object]' }, false],
    ['in: one of the values', { field: 'region.region', in: [1, 2, 3] }, true],
    ['in: none of the values', { field: 'region.region', in: [1, 2] }, false],
    ['partOf: a search typed in any case is part of the text', { field: 'search.region', partOf: 'Manitoba' }, true],
    ['partOf: a search that is not part of the text', { field: 'search.region', partOf: 'Alberta' }, false],
    ['partOf: a blank search is part of every text', { field: 'reset.email', partOf: 'Alberta' }, true],
    ['partOf: an absent value is part of every text', { field: 'search.missing', partOf: 'Alberta' }, true],
    ['partOf: an object is part of no text', { field: 'reset.answer', partOf: '[object Object]' }, false],
    ['contains: text in text', { field: 'region.note', contains: '{{situation}}' }, true],
    ['contains: text not in text', { field: 'region.note', contains: '{{eta}}' }, false],
    ['contains: an item of a list', { field: 'reset.answer.tags', contains: 'vip' }, true],
    ['contains: not an item of a list', { field: 'reset.answer.tags', contains: 'vi' }, false],
    ['contains: a number holds nothing', { field: 'region.region', contains: '3' }, false],
    ['filled: text', { field: 'user.email', filled: true }, true],
    ['filled: blank text is not filled', { field: 'reset.email', filled: true }, false],
    ['filled false: blank text', { field: 'reset.email', filled: false }, true],
    ['filled: an answer object', { field: 'reset.answer', filled: true }, true],
    ['filled: an empty list is not filled', { field: 'links.rows', filled: true }, false],
    ['filled: an absent block', { field: 'nowhere.value', filled: true }, false],
    ['filled: the number 0 is filled', { field: 'reset.answer.id', filled: true }, true],
    ['all: every part holds', { all: [{ field: 'user.email', filled: true }, { field: 'region.region', equals: 3 }] }, true],
    ['all: one part fails', { all: [{ field: 'user.email', filled: true }, { field: 'region.region', equals: 4 }] }, false],
    ['any: one part holds', { any: [{ field: 'reset.email', filled: true }, { field: 'region.region', in: [3] }] }, true],
    ['any: no part holds', { any: [{ field: 'reset.email', filled: true }, { field: 'region.region', in: [4] }] }, false],
    ['nested all inside any', { any: [{ all: [{ field: 'region.active', equals: true }, { field: 'links.rows', filled: false }] }] }, true],
  ])('%s', (_name, condition, expected) => {
    expect(holds(condition)).toBe(expected);
  });

  it('reads only through the reader it is given, stopping at the part that decides', () => {
    const paths: string[] = [];
    evaluateCondition({ all: [{ field: 'a.b', filled: false }, { field: 'c', equals: 1 }] }, (path) => {
      paths.push(path);
      return 'x';
    });
    expect(paths).toEqual(['a.b']);
  });

  it('lists the paths a condition reads, nested ones included', () => {
    expect(conditionPaths({ any: [{ field: 'a.b', filled: true }, { all: [{ field: 'c.d', in: [1] }, { field: 'user.email', contains: '@' }] }] })).toEqual(['a.b', 'c.d', 'user.email']);
  });
});

describe('isFilled and equalsScalar', () => {
  it.each<[unknown, boolean]>([
    [undefined, false],
    [null, false],
    ['', false],
    [' \t', false],
    ['a', true],
    [0, true],
    [false, true],
    [[], false],
    [[1], true],
    [{}, true],
  ])('isFilled(%j) is %s', (value, expected) => expect(isFilled(value)).toBe(expected));

  it('compares numbers and text by their text, booleans strictly', () => {
    expect(equalsScalar('12', 12)).toBe(true);
    expect(equalsScalar(1, true)).toBe(false);
    expect(equalsScalar(false, false)).toBe(true);
  });
});
