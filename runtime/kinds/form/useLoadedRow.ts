import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/useApi';
import type { Endpoint } from '../../generated/screen';
import { useToasts, type ShowToastInput } from '../../ui/toasts';

export type LoadedRow = { status: 'loading' } | { status: 'ready'; row: Record<string, unknown> | undefined } | { status: 'failed' };

/** What a form with `load` reads when it opens, and what it toasts when it cannot. */
export interface RowLoad {
  endpoint: Endpoint | undefined;
  failure: ShowToastInput;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The row a loaded form opens with: the answer's fields over the row's; none when the answer is no object. */
export function loadedRow(row: Record<string, unknown> | undefined, answer: unknown): Record<string, unknown> | undefined {
  return isRecord(answer) ? { ...row, ...answer } : undefined;
}

/**
 * The row a modal form opens with (a grid form's or a page form's `load`): without a load, the
 * row at once; with one, its GET endpoint (templates over `context` and the row) read once, when
 * the form opens (it is keyed by its row), the answer over the row. A failure, or an answer that
 * is no object, toasts `failure` and reports `failed` (the modal then closes).
 */
export function useLoadedRow(load: RowLoad | undefined, row: Record<string, unknown> | undefined, context?: Readonly<Record<string, unknown>>): LoadedRow {
  const call = useApi();
  const toasts = useToasts();
  const [state, setState] = useState<LoadedRow>(() => (load ? { status: 'loading' } : { status: 'ready', row }));
  const opened = useRef({ call, toasts, load, row, context });
  useEffect(() => {
    const { call, toasts, load, row, context } = opened.current;
    if (!load) return;
    let current = true;
    const failed = () => {
      toasts.show(load.failure);
      if (current) setState({ status: 'failed' });
    };
    if (!load.endpoint) {
      failed();
      return;
    }
    void call(load.endpoint, { context: { ...context, ...row } }).then((result) => {
      if (!current) return;
      const merged = result.ok ? loadedRow(row, result.data) : undefined;
      if (merged) setState({ status: 'ready', row: merged });
      else failed();
    });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
