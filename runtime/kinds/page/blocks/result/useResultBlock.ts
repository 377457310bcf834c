import { useCallback } from 'react';
import type { Endpoint, ResultBlock } from '../../../../generated/screen';
import { outcomeAt, withoutOutcome, type PageOutcome } from '../../alerts/PageAlert';
import { isFilled } from '../../../../conditions/evaluateCondition';
import type { PageStateApi } from '../../state/pageStore';
import { usePageReader } from '../../state/usePageState';
import { ALERT_KEY } from '../form/formBlockState';
import { RESULT_PUBLISHES } from './published';
import { resultFields, type ResultField } from './resultFields';
import { useResultLoad } from './useResultLoad';
import { loadingText } from './resultLoad';

/** What a result block needs: itself, and the form blocks whose outcome shows in it (`submit.resultIn`). */
export interface ResultBlockSlice {
  block: ResultBlock;
  alertsFrom: readonly string[];
  /** The page endpoint of `load`, when the block loads its own value. */
  endpoint?: Endpoint;
}

export type { ResultField } from './resultFields';

interface ResultBase {
  /** The latest outcome of a form showing it here. */
  outcome: PageOutcome | undefined;
  dismissOutcome: (at: number) => void;
  /** What the block says while its own `load` is under way (its `load.loading`, else 'Loading…'); undefined when none is. */
  loading: string | undefined;
  /** The `load.failure` text of a failed load (a danger alert). */
  failure: string | undefined;
}

export type ResultBlockController = (ResultBase & { status: 'empty' }) | (ResultBase & { status: 'ready'; fields: ResultField[] });

/** Read-only values of the state at `from`, or of the block's own `load` answer (each `path` a template over it), once it has a value. */
export function useResultBlock({ block, alertsFrom, endpoint }: ResultBlockSlice, page: PageStateApi): ResultBlockController {
  const read = usePageReader(page);
  const load = useResultLoad(block.id, block.load, endpoint, page);
  const outcomes = alertsFrom.map((id) => ({ id, outcome: outcomeAt(read(`${id}.${ALERT_KEY}`)) }));
  const latest = outcomes.reduce<(typeof outcomes)[number] | undefined>((best, item) => (item.outcome && (!best?.outcome || item.outcome.at > best.outcome.at) ? item : best), undefined);
  const latestId = latest?.id;
  const dismissOutcome = useCallback(
    (at: number) => {
      if (latestId !== undefined) page.update(`${latestId}.${ALERT_KEY}`, withoutOutcome(at));
    },
    [latestId, page],
  );
  const base: ResultBase = { outcome: latest?.outcome, dismissOutcome, loading: load.status === 'loading' ? loadingText(block.load?.loading, page.snapshot()) : undefined, failure: load.status === 'failed' ? load.text : undefined };
  const value = read(block.load ? `${block.id}.${RESULT_PUBLISHES.answer}` : (block.from ?? ''));
  if (!isFilled(value)) return { ...base, status: 'empty' };
  return { ...base, status: 'ready', fields: resultFields(block.fields ?? [], value, read, page.snapshot()) };
}
