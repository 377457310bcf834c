import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../../runtime/conditions/evaluateCondition';
import { hasStalled, nextProgress, polledProgress, pollReader, pollResets, pollVerdict, type PollSpec } from '../../runtime/kinds/page/forms/pollRules';

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

describe('quiet stop, reset after a failure and nudge (the label exporters, 002 §4)', () => {
  const labels: Pick<PollSpec, 'progress' | 'done' | 'fail' | 'stop' | 'resetWhen'> = {
    progress: 'percentage',
    done: { field: 'progress', equals: 100 },
    fail: { any: [{ field: 'started.processId', filled: false }, { field: 'answer.message', startsWith: 'Cannot' }] },
    stop: { field: 'progress', startsWith: '-' },
    resetWhen: { field: 'answer.message', startsWith: 'Cannot' },
  };
  const started = { processId: 'p-1' };

  it('stops quietly on a negative progress, after fail and before done', () => {
    expect(pollVerdict(labels, { started, answer: { percentage: -1 } })).toBe('stop');
    expect(pollVerdict(labels, { started, answer: { percentage: -1, message: 'Cannot read x.xlsx' } })).toBe('fail');
    expect(pollVerdict(labels, { started, answer: { percentage: 40 } })).toBe('continue');
    expect(pollVerdict({ progress: 'percentage', done: labels.done }, { started, answer: { percentage: -1 } })).toBe('continue');
  });

  it('resets after a failure only when resetWhen holds', () => {
    expect(pollResets(labels, { started, answer: { percentage: 0, message: 'Cannot read x.xlsx: no rows' } })).toBe(true);
    expect(pollResets(labels, { started: {}, answer: { message: 'queued' } })).toBe(false);
    expect(pollResets({ progress: 'percentage' }, { started, answer: { message: 'Cannot read' } })).toBe(false);
  });

  it('nudges the bar by the step while below 100, never to 100 by itself, and never below the answer', () => {
    expect(polledProgress(0, 0, 1)).toBe(1);
    expect(polledProgress(5, 0, 1)).toBe(6);
    expect(polledProgress(5, 40, 1)).toBe(40);
    expect(polledProgress(99, 50, 1)).toBe(99);
    expect(polledProgress(98, 98, 1)).toBe(99);
    expect(polledProgress(60, 100, 1)).toBe(100);
    expect(polledProgress(5, 0, undefined)).toBe(5);
  });
});

describe('the nudge ceiling and a poll without progress (spec README decision)', () => {
  it('never nudges past 99, nor more than `ahead` (10 by default) past the reported progress', () => {
    expect(polledProgress(15, 5, 1, 5)).toBe(15);
    expect(polledProgress(14, 5, 1, 5)).toBe(15);
    expect(polledProgress(14, 5, 1, 5, 3)).toBe(14);
    expect(polledProgress(98, 95, 1, 95)).toBe(99);
    expect(polledProgress(99, 95, 1, 95)).toBe(99);
    expect(polledProgress(15, 50, 1, 50)).toBe(50);
  });

  it('stalls once `after` seconds pass without the reported progress rising', () => {
    expect(hasStalled({ after: 120, text: 'x' }, 0, 119_999)).toBe(false);
    expect(hasStalled({ after: 120, text: 'x' }, 0, 120_000)).toBe(true);
    expect(hasStalled(undefined, 0, 10_000_000)).toBe(false);
  });
});
