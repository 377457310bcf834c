import type { PageSubmit } from '../../../generated/screen';
import { readPath } from '../../../templates/path.ts';
import { evaluateCondition, type StateReader } from '../../../conditions/evaluateCondition.ts';

export type PollSpec = NonNullable<PageSubmit['poll']>;

/** What a poll's conditions read: `started.*` (the first call's answer), `answer.*` (the latest answer), `progress` (its raw value). */
export interface PollState {
  started: unknown;
  answer: unknown;
}

/** The heads a poll condition may read (the checker refuses others). */
export const POLL_STATE_HEADS = ['progress', 'started', 'answer'] as const;

export function pollReader(poll: Pick<PollSpec, 'progress'>, state: PollState): StateReader {
  return (path) => {
    const [head = '', ...rest] = path.split('.');
    const tail = rest.join('.');
    if (head === 'progress') return rest.length === 0 ? readPath(state.answer, poll.progress) : undefined;
    if (head === 'started') return readPath(state.started, tail);
    if (head === 'answer') return readPath(state.answer, tail);
    return undefined;
  };
}

export type PollVerdict = 'fail' | 'done' | 'stop' | 'continue';

/** Fail first (a failed answer may also look done), then a quiet stop, then done; otherwise poll again. */
export function pollVerdict(poll: Pick<PollSpec, 'progress' | 'done' | 'fail' | 'stop'>, state: PollState): PollVerdict {
  const read = pollReader(poll, state);
  if (poll.fail && evaluateCondition(poll.fail, read)) return 'fail';
  if (poll.stop && evaluateCondition(poll.stop, read)) return 'stop';
  if (evaluateCondition(poll.done, read)) return 'done';
  return 'continue';
}

/** Whether a failure takes the form back to its start (`resetWhen`, read like `fail`). */
export function pollResets(poll: Pick<PollSpec, 'progress' | 'resetWhen'>, state: PollState): boolean {
  return poll.resetWhen !== undefined && evaluateCondition(poll.resetWhen, pollReader(poll, state));
}

/** How far a nudged bar may run ahead of the last reported progress, unless the poll says (spec README: 10). */
export const DEFAULT_NUDGE_AHEAD = 10;

/**
 * The progress shown after a poll: the answer's (only up), then `nudge` more while below 100, but
 * never past 99 by itself and never more than `ahead` past `reported` (the highest progress the
 * service has reported): a bar that moves a little while the service works, without faking it.
 */
export function polledProgress(shown: number, raw: unknown, nudge: number | undefined, reported = nextProgress(0, raw), ahead = DEFAULT_NUDGE_AHEAD): number {
  const next = nextProgress(shown, raw);
  if (nudge === undefined || next >= 100) return next;
  return Math.max(next, Math.min(99, reported + ahead, shown + nudge));
}

/**
 * Whether a poll has seen no progress for too long: the reported progress last rose at `risenAt`
 * (ms), and `stalled.after` seconds have passed by `now`.
 */
export function hasStalled(stalled: PollSpec['stalled'], risenAt: number, now: number): boolean {
  return stalled !== undefined && now - risenAt >= stalled.after * 1000;
}

/** The progress shown: only up, between 0 and 100; an answer without a number keeps it. */
export function nextProgress(shown: number, raw: unknown): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value)) return shown;
  return Math.max(shown, Math.min(100, Math.max(0, value)));
}
