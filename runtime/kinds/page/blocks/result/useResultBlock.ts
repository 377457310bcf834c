import { useCallback } from 'react';
import type { ResultBlock } from '../../../../generated/screen';
import { renderTemplate } from '../../../../templates/template';
import { outcomeAt, withoutOutcome, type PageOutcome } from '../../alerts/PageAlert';
import { isFilled } from '../../../../conditions/evaluateCondition';
import type { PageStateApi } from '../../state/pageStore';
import { usePageReader } from '../../state/usePageState';
import { ALERT_KEY } from '../form/formBlockState';

/** What a result block needs: itself, and the form blocks whose outcome shows in it (`submit.resultIn`). */
export interface ResultBlockSlice {
  block: ResultBlock;
  alertsFrom: readonly string[];
}

export interface ResultField {
  label: string;
  text: string;
}

interface ResultBase {
  /** The latest outcome of a form showing it here. */
  outcome: PageOutcome | undefined;
  dismissOutcome(at: number): void;
}

export type ResultBlockController = (ResultBase & { status: 'empty' }) | (ResultBase & { status: 'ready'; fields: ResultField[] });

const asContext = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };

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
  const context = asContext(value);
  const fields = block.fields.map((field) => {
    const filled = renderTemplate(field.path, context);
    return { label: field.label, text: filled === undefined || filled === null ? '' : typeof filled === 'object' ? JSON.stringify(filled) : String(filled) };
  });
  return { ...base, status: 'ready', fields };
}
