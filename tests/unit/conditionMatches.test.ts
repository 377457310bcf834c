import { describe, expect, it } from 'vitest';
import { conditionPatternProblems, evaluateCondition } from '../../runtime/conditions/evaluateCondition';
import type { Condition } from '../../runtime/generated/screen';

const DIGITS = '^\\s*[0-9]+\\s*$';
const holds = (value: unknown, matches = DIGITS) => evaluateCondition({ field: 'lookup.orderId', matches }, () => value);

describe('the matches condition: the value’s text matches a regular expression', () => {
  it.each([
    ['digits', '1012', true],
    ['digits with spaces around (trimmed when sent)', ' 1012 ', true],
    ['a number', 1012, true],
    ['letters', 'abc', false],
    ['digits and a letter', '10a2', false],
    ['blank', '', false],
    ['spaces only', '   ', false],
    ['nothing', undefined, false],
    ['null', null, false],
    ['a list', ['1012'], false],
    ['an object', { orderId: '1012' }, false],
  ])('%s', (_, value, expected) => {
    expect(holds(value)).toBe(expected);
  });

  it('tests the whole text only when the pattern is anchored', () => {
    expect(holds('ab12', '[0-9]+')).toBe(true);
    expect(holds('ab12', '^[0-9]+$')).toBe(false);
  });

  it('never holds for a pattern that does not compile, which the checker names', () => {
    expect(holds('1012', '[0-9')).toBe(false);
    const condition: Condition = { all: [{ field: 'a.b', matches: '[0-9' }, { not: { field: 'a.c', matches: '^ok$' } }] };
    const problems = conditionPatternProblems(condition);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^"matches" of "a\.b" is no regular expression: /);
    expect(conditionPatternProblems({ field: 'a.b', matches: DIGITS })).toEqual([]);
  });
});
