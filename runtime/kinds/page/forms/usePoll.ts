import { useCallback, useEffect, useRef, useState } from 'react';
import type { Call } from '../../../api/useApi';
import type { Endpoint } from '../../../generated/screen';
import { readPath } from '../../../templates/path';
import { hasStalled, nextProgress, polledProgress, pollVerdict, type PollSpec } from './pollRules';

/** How a poll ended: done, failed or stopped quietly with the latest answer, no progress for too long (`stalled`), no answer at all, or the page was left. */
export type PollEnd = { end: 'done' | 'fail' | 'stop' | 'stalled'; answer: unknown } | { end: 'network' } | { end: 'cancelled' };

export interface PollController {
  /** The progress shown (0-100) while polling; undefined otherwise. */
  progress: number | undefined;
  /** Whether it is polling (following what was sent). */
  polling: boolean;
  /** Polls after a first answer until `done`, `fail` or `stop` holds, a poll gets no answer, or the component goes. */
  run(poll: PollSpec, endpoint: Endpoint, started: unknown, context: Record<string, unknown>): Promise<PollEnd>;
}

/** The polling of a post-then-poll submit; stops (and calls nothing more) once the component is unmounted. */
export function usePoll(call: Call, now: () => number = Date.now): PollController {
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const alive = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wake = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
      wake.current?.();
    };
  }, []);
  const run = useCallback(async (poll: PollSpec, endpoint: Endpoint, started: unknown, context: Record<string, unknown>): Promise<PollEnd> => {
    // Woken early by the unmount, so a pending wait never outlives the page.
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        wake.current = resolve;
        timer.current = setTimeout(resolve, ms);
      });
    let shown = nextProgress(0, readPath(started, poll.progress));
    // The highest progress the service reported, and when it last rose: the nudge stays near it, and `stalled` times it.
    let reported = shown;
    let risenAt = now();
    setProgress(shown);
    const finish = (end: PollEnd): PollEnd => {
      if (alive.current) setProgress(undefined);
      return end;
    };
    const first = pollVerdict(poll, { started, answer: started });
    if (first !== 'continue') return finish({ end: first, answer: started });
    for (;;) {
      await wait(poll.every * 1000);
      if (!alive.current) return { end: 'cancelled' };
      const result = await call(endpoint, { context: { ...context, started } });
      if (!alive.current) return { end: 'cancelled' };
      if (result.status === 0) return finish({ end: 'network' });
      const raw = readPath(result.data, poll.progress);
      const rose = nextProgress(reported, raw);
      if (rose > reported) {
        reported = rose;
        risenAt = now();
      }
      shown = polledProgress(shown, raw, poll.nudge, reported, poll.nudgeAhead);
      setProgress(shown);
      const verdict = result.ok ? pollVerdict(poll, { started, answer: result.data }) : 'fail';
      if (verdict !== 'continue') return finish({ end: verdict, answer: result.data });
      if (hasStalled(poll.stalled, risenAt, now())) return finish({ end: 'stalled', answer: result.data });
    }
  }, [call, now]);
  return { progress, polling: progress !== undefined, run };
}
