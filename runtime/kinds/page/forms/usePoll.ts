import { useCallback, useEffect, useRef, useState } from 'react';
import type { Call } from '../../../api/useApi';
import type { Endpoint } from '../../../generated/screen';
import { readPath } from '../../../templates/path';
import { nextProgress, polledProgress, pollVerdict, type PollSpec } from './pollRules';

/** How a poll ended: done, failed or stopped quietly with the latest answer, no answer at all, or the page was left. */
export type PollEnd = { end: 'done' | 'fail' | 'stop'; answer: unknown } | { end: 'network' } | { end: 'cancelled' };

export interface PollController {
  /** The progress shown (0-100) while polling; undefined otherwise. */
  progress: number | undefined;
  /** Polls after a first answer until `done`, `fail` or `stop` holds, a poll gets no answer, or the component goes. */
  run(poll: PollSpec, endpoint: Endpoint, started: unknown, context: Record<string, unknown>): Promise<PollEnd>;
}

/** The polling of a post-then-poll submit; stops (and calls nothing more) once the component is unmounted. */
export function usePoll(call: Call): PollController {
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
      shown = polledProgress(shown, readPath(result.data, poll.progress), poll.nudge);
      setProgress(shown);
      const verdict = result.ok ? pollVerdict(poll, { started, answer: result.data }) : 'fail';
      if (verdict !== 'continue') return finish({ end: verdict, answer: result.data });
    }
  }, [call]);
  return { progress, run };
}
