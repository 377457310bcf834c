import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../../../api/useApi';
import { useAuth } from '../../../../auth/AuthContext';
import type { Endpoint, ResultBlock } from '../../../../generated/screen';
import type { PageStateApi } from '../../state/pageStore';
import { usePageSnapshot } from '../../state/usePageState';
import { publishBeforeNextFrame } from '../../state/nextFrame';
import { RESULT_PUBLISHES } from './published';
import { loadFailureText, resultCall } from './resultLoad';

/** Where a result block's own load stands. */
export type ResultLoadState = { status: 'idle' } | { status: 'loading' } | { status: 'loaded' } | { status: 'failed'; text: string };

const asState = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * A result block's `load`: calls its GET (or reading POST) endpoint over the page state whenever the filled call
 * changes (none while `when` fails or a placeholder is blank) and publishes the answer as
 * `<id>.answer`, absent while loading and after a failure.
 */
export function useResultLoad(id: string, load: ResultBlock['load'], endpoint: Endpoint | undefined, page: PageStateApi): ResultLoadState {
  const state = asState(usePageSnapshot(page));
  const call = useApi();
  const { session } = useAuth();
  const planned = load && endpoint && session ? resultCall(endpoint, load.when, state) : { status: 'waiting' as const };
  const key = planned.status === 'ready' ? planned.key : undefined;
  const [loadState, setLoadState] = useState<ResultLoadState>({ status: 'idle' });
  // The call is made again only when its filled path, query or body changes (the key), not on every state
  // change nor on a new token: what it sends with is read from here, as of the last render.
  const latest = useRef({ call, load, endpoint });
  useEffect(() => {
    latest.current = { call, load, endpoint };
  });
  useEffect(() => {
    const { call: send, load: loadNow, endpoint: endpointNow } = latest.current;
    const at = `${id}.${RESULT_PUBLISHES.answer}`;
    page.set(at, undefined);
    if (key === undefined || !loadNow || !endpointNow) {
      setLoadState({ status: 'idle' });
      return;
    }
    let current = true;
    setLoadState({ status: 'loading' });
    // Published with the other answers arriving before the next frame: the page renders once for them all.
    void send(endpointNow, { context: asState(page.snapshot()) }).then((result) =>
      publishBeforeNextFrame(() => {
        if (!current) return;
        if (result.ok) {
          page.set(at, result.data);
          setLoadState({ status: 'loaded' });
        } else setLoadState({ status: 'failed', text: loadFailureText(loadNow.failure, result.data) });
      }),
    );
    return () => {
      current = false;
    };
  }, [key, id, page]);
  useEffect(() => () => page.set(`${id}.${RESULT_PUBLISHES.answer}`, undefined), [id, page]);
  return loadState;
}
