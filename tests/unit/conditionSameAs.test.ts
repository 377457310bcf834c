import { describe, expect, it } from 'vitest';
import { conditionPaths, evaluateCondition } from '../../runtime/conditions/evaluateCondition';
import { readState } from '../../runtime/kinds/page/state/pageStore';
import type { Condition } from '../../runtime/generated/screen';

/** A form's value against what it opened with: `{ field: 'edit.value', sameAs: 'opened.value' }`. */
const same = (value: unknown, opened: unknown): boolean => {
  const state = { edit: { value }, opened: { value: opened } };
  return evaluateCondition({ field: 'edit.value', sameAs: 'opened.value' }, (path) => readState(state, path));
};

describe('the sameAs condition: the values at two state paths are the same', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['the same text', '09:30', '09:30', true],
    ['another text', '10:00', '09:30', false],
    ['text differing only in case is another text', 'Monday', 'monday', false],
    ['a number and its text', 3, '3', true],
    ['a number and another number’s text', 3, '4', false],
    ['the same boolean', true, true, true],
    ['a boolean is not its text', true, 'true', false],
    ['a boolean is not a number', false, 0, false],
    ['absent and absent', undefined, undefined, true],
    ['absent and null', null, undefined, true],
    ['absent and blank text', '  ', undefined, true],
    ['absent and an empty list', [], undefined, true],
    ['a value and nothing', '09:30', undefined, false],
    ['nothing and a value', '', '09:30', false],
    ['the same list', ['a', 'b'], ['a', 'b'], true],
    ['a list in another order', ['b', 'a'], ['a', 'b'], false],
    ['a list with one more item', ['a', 'b', 'c'], ['a', 'b'], false],
    ['a list is not its text', ['a', 'b'], 'a,b', false],
    ['the same object, keys in another order', { hour: 9, minute: [30] }, { minute: [30], hour: 9 }, true],
    ['an object with another value', { hour: 9, minute: 30 }, { hour: 10, minute: 30 }, false],
    ['an object with one more key', { hour: 9, minute: 30 }, { hour: 9 }, false],
  ])('%s', (_name, value, opened, expected) => {
    expect(same(value, opened)).toBe(expected);
  });

  it('under `not`, holds when a modal form’s field moved from what the form opened with', () => {
    const changed: Condition = { not: { field: 'editReport.startTime', sameAs: 'calendar.editing.startTime' } };
    const at = (startTime: string) => (path: string) => readState({ editReport: { startTime }, calendar: { editing: { startTime: '09:30' } } }, path);
    expect(evaluateCondition(changed, at('10:00'))).toBe(true);
    expect(evaluateCondition(changed, at('09:30'))).toBe(false);
  });

  it('reads both paths, so the checker resolves both', () => {
    expect(conditionPaths({ not: { field: 'editReport.startTime', sameAs: 'calendar.editing.startTime' } })).toEqual(['editReport.startTime', 'calendar.editing.startTime']);
  });
});
