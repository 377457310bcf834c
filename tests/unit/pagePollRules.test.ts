import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../../runtime/conditions/evaluateCondition';
import { nextProgress, pollReader, pollVerdict, type PollSpec } from '../../runtime/kinds/page/forms/pollRules';

const poll: Pick<PollSpec, 'progress' | 'done' | 'fail'> = {
  progress: 'status.percent',
  done: { field: 'progress', equals: 100 },
  fail: {
    any: [
      { field: 'started.id', filled: false },
      { field: 'progress', startsWith: '-' },
      { field: 'answer.message', startsWith: 'Error' },
    ],
  },
};

describe('post-then-poll stop rules, as conditions', () => {
  it('continues while the progress is under 100, and is done at 100', () => {
    expect(pollVerdict(poll, { started: { id: 4 }, answer: { status: { percent: 40 } } })).toBe('continue');
    expect(pollVerdict(poll, { started: { id: 4 }, answer: { status: { percent: 100 } } })).toBe('done');
    expect(pollVerdict(poll, { started: { id: 4 }, answer: { status: { percent: '100' } } })).toBe('done');
  });

  it('fails when the first answer lacks an id, the progress is negative, or the message starts with a word', () => {
    expect(pollVerdict(poll, { started: { message: 'queued' }, answer: { message: 'queued' } })).toBe('fail');
    expect(pollVerdict(poll, { started: { id: 4 }, answer: { status: { percent: -1 } } })).toBe('fail');
    expect(pollVerdict(poll, { started: { id: 4 }, answer: { status: { percent: 100 }, message: 'Error: bad row 3' } })).toBe('fail');
    expect(pollVerdict(poll, { started: { id: 4 }, answer: { status: { percent: 50 }, message: 'Errorless run' } })).toBe('fail');
    expect(pollVerdict(poll, { started: { id: 4 }, answer: { status: { percent: 50 }, message: 'Running' } })).toBe('continue');
  });

  it('reads progress, started.* and answer.* only', () => {
    const read = pollReader(poll, { started: { id: 4 }, answer: { status: { percent: 7 } } });
    expect(read('progress')).toBe(7);
    expect(read('started.id')).toBe(4);
    expect(read('answer.status.percent')).toBe(7);
    expect(read('progress.x')).toBeUndefined();
    expect(read('user.email')).toBeUndefined();
  });

  it('the progress shown only moves up, within 0..100', () => {
    expect(nextProgress(0, 30)).toBe(30);
    expect(nextProgress(30, 20)).toBe(30);
    expect(nextProgress(30, '45')).toBe(45);
    expect(nextProgress(45, 130)).toBe(100);
    expect(nextProgress(45, -5)).toBe(45);
    expect(nextProgress(45, undefined)).toBe(45);
    expect(nextProgress(45, 'soon')).toBe(45);
  });
});

describe('startsWith', () => {
  it("tests the value's text: text, numbers and booleans; never nothing or objects", () => {
    const read = (value: unknown) => () => value;
    expect(evaluateCondition({ field: 'x', startsWith: 'Err' }, read('Error'))).toBe(true);
    expect(evaluateCondition({ field: 'x', startsWith: '-' }, read(-3))).toBe(true);
    expect(evaluateCondition({ field: 'x', startsWith: '-' }, read(3))).toBe(false);
    expect(evaluateCondition({ field: 'x', startsWith: 'tr' }, read(true))).toBe(true);
    expect(evaluateCondition({ field: 'x', startsWith: 'a' }, read(undefined))).toBe(false);
    expect(evaluateCondition({ field: 'x', startsWith: '[' }, read(['a']))).toBe(false);
  });
});
