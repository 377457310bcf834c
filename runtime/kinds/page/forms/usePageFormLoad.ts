import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/useApi';
import type { Endpoint, PageForm } from '../../../generated/screen';
import { renderTemplate } from '../../../templates/template';
import { useToasts } from '../../../ui/toasts';

export type PageFormLoad = { status: 'loading' } | { status: 'ready'; row: Record<string, unknown> | undefined } | { status: 'failed' };

/** Seconds the toast of values that could not be read stays (001 §8: 5 seconds). */
export const LOAD_FAILED_SECONDS = 5;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The row a loaded form opens with: the answer's fields over the row's. */
export function loadedRow(row: Record<string, unknown> | undefined, answer: unknown): Record<string, unknown> | undefined {
  return isRecord(answer) ? { ...row, ...answer } : undefined;
}

/**
 * A page form with `load` reads its values when it opens: its GET endpoint (path templates over
 * the row), whose answer goes over the row. Without `load` it is ready at once with the row. A
 * failure (or an answer that is no object) toasts `load.failure` and reports `failed`.
 */
export function usePageFormLoad(form: PageForm, endpoint: Endpoint | undefined, row: Record<string, unknown> | undefined): PageFormLoad {
  const call = useApi();
  const toasts = useToasts();
  const [state, setState] = useState<PageFormLoad>(() => (form.load ? { status: 'loading' } : { status: 'ready', row }));
  // Read once, when the modal opens (it is keyed by its row): what it opened with.
  const opened = useRef({ call, toasts, load: form.load, endpoint, row });
  useEffect(() => {
    const { call, toasts, load, endpoint, row } = opened.current;
    if (!load) return;
    let current = true;
    const failed = () => {
      toasts.show({ text: String(renderTemplate(load.failure, row ?? {}) ?? ''), variant: 'danger', durationMs: LOAD_FAILED_SECONDS * 1000 });
      if (current) setState({ status: 'failed' });
    };
    if (!endpoint) {
      failed();
      return;
    }
    void call(endpoint, { context: row ?? {} }).then((result) => {
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
