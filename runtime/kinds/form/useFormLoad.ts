import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/useApi';
import type { Form } from '../../generated/screen';
import { useToasts } from '../../ui/toasts';
import type { FormScreen } from './useFormController';

export type FormLoad = { status: 'loading' } | { status: 'ready'; row: Record<string, unknown> | undefined } | { status: 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A form with `load` reads its values when it opens: its GET endpoint (templates over the row and
 * the grid's context), whose answer's fields go over the row's. Without `load` it is ready at once.
 * A failure toasts the definition's message and reports `failed` (the modal then closes).
 */
export function useFormLoad(screen: FormScreen, form: Form | undefined, row: Record<string, unknown> | undefined, context: Readonly<Record<string, unknown>> | undefined): FormLoad {
  const call = useApi();
  const toasts = useToasts();
  const load = form?.load;
  const [state, setState] = useState<FormLoad>(() => (load ? { status: 'loading' } : { status: 'ready', row }));
  // The form loads once, when it opens (the modal is keyed by its row): what it opened with.
  const opened = useRef({ call, toasts, screen, load, row, context });
  useEffect(() => {
    const { call, toasts, screen, load, row, context } = opened.current;
    if (!load) return;
    let current = true;
    const endpoint = screen.endpoints[load.endpoint];
    const failed = () => {
      toasts.show({ text: screen.messages[load.failed] ?? load.failed, variant: 'warning' });
      if (current) setState({ status: 'failed' });
    };
    if (!endpoint) {
      failed();
      return;
    }
    void call(endpoint, { context: { ...context, ...row } }).then((result) => {
      if (!current) return;
      if (result.ok && isRecord(result.data)) setState({ status: 'ready', row: { ...row, ...result.data } });
      else failed();
    });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
