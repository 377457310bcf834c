import { useCallback } from 'react';
import type { ResultBlock } from '../../../../generated/screen';
import { outcomeAt, withoutOutcome, type PageOutcome } from '../../alerts/PageAlert';
import { isFilled } from '../../../../conditions/evaluateCondition';
import type { PageStateApi } from '../../state/pageStore';
import { usePageReader } from '../../state/usePageState';
import { ALERT_KEY } from '../form/formBlockState';
import { resultFields, type ResultField } from './resultFields';

/** What a result block needs: itself, and the form blocks whose outcome shows in it (`submit.resultIn`). */
export interface ResultBlockSlice {
  block: ResultBlock;
  alertsFrom: readonly string[];
}

export type { ResultField } from './resultFields';

interface ResultBase {
  /** The latest outcome of a form showing it here. */
  outcome: PageOutcome | undefined;
  dismissOutcome(at: number): void;
}

export type ResultBlockController = (ResultBase & { status: 'empty' }) | (ResultBase & { status: 'ready'; fields: ResultField[] });

/** Read-only values of the state at `from` (each `path` a template over it), once it has a value. */
export function useResultBlock({ block, alertsFrom }: ResultBlockSlice, page: PageStateApi): ResultBlockController {
  const read = usePageReader(page);
  const outcomes = alertsFrom.map((id) => ({ id, outcome: outcomeAt(read(`${id}.${ALERT_KEY}`)) }));
  const latest = outcomes.reduce<(typeof outcomes)[number] | undefined>((best, item) => (item.outcome && (!best?.outcome || item.outcome.at > best.outcome.at) ? item : best), undefined);
  const latestId = latest?.id;
  const dismissOutcome = useCallback(
    (at: number) => {
      if (latestId !== undefined) page.update(`${latestId}.${ALERT_KEY}`, withoutOutcome(at));
    },
    [latestId, page],
  );
  const base: ResultBase = { outcome: latest?.outcome, dismissOutcome };
  const value = read(block.from);
  if (!isFilled(value)) return { ...base, status: 'empty' };
  return { ...base, status: 'ready', fields: resultFields(block.fields, value, read) };
}
