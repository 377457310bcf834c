import { useCallback, useState } from 'react';
import { useApi } from '../../api/useApi';
import { renderTemplate } from '../../templates/template';
import { focusPageHeading } from '../../ui/modal';
import { useOverlay } from '../../ui/overlay';
import { useToasts } from '../../ui/toasts';
import type { GridSlice } from './gridSlice';
import type { Row } from './types';

/** A delete waiting for the console's confirm dialog (`style: 'modal'`). */
export interface PendingDelete {
  title: string;
  question: string;
  row: Row;
}

export interface RowDeleteApi {
  pending: PendingDelete | null;
  /** The Delete link: asks first (browser confirm or dialog), then deletes. */
  request: (row: Row) => void;
  confirm: () => Promise<void>;
  cancel: () => void;
}

export interface RowDeleteDeps {
  screen: Pick<GridSlice, 'key' | 'delete' | 'endpoints' | 'messages'>;
  /** After a successful delete: forget the row's pending edits, reload the list. */
  onDeleted: (row: Row) => void;
  /** Values the delete call reads besides the row (a sub-table's `parent`). */
  context?: Readonly<Record<string, unknown>>;
}

export function useRowDelete({ screen, onDeleted, context }: RowDeleteDeps): RowDeleteApi {
  const call = useApi();
  const overlay = useOverlay();
  const toasts = useToasts();
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const definition = screen.delete;

  const run = useCallback(
    async (row: Row) => {
      if (!definition) return;
      const endpoint = screen.endpoints[definition.endpoint];
      if (!endpoint) throw new Error(`${screen.key}: unknown endpoint "${definition.endpoint}"`);
      const result = await overlay.during(call(endpoint, { context: { ...context, ...row } }));
      if (result.ok) {
        toasts.show({ text: result.successText ?? 'Deleted.', variant: 'success' });
        onDeleted(row);
        // The row and its Delete link go away: keep keyboard users in the page, not at its top.
        focusPageHeading();
      } else {
        toasts.show({ text: deleteFailedText(definition, screen.messages.deleteFailed, result.errorText, result.status), variant: 'warning' });
      }
    },
    [call, context, definition, onDeleted, overlay, screen, toasts],
  );

  const request = useCallback(
    (row: Row) => {
      if (!definition) return;
      const question = String(renderTemplate(definition.confirm, { ...context, ...row }));
      if (definition.style === 'browser') {
        if (window.confirm(question)) void run(row);
        return;
      }
      setPending({ title: definition.linkLabel ?? 'Delete', question, row });
    },
    [context, definition, run],
  );

  const confirm = useCallback(async () => {
    if (!pending) return;
    setPending(null);
    await run(pending.row);
  }, [pending, run]);

  const cancel = useCallback(() => setPending(null), []);

  return { pending, request, confirm, cancel };
}

/** What a failed delete says: `deleteFailed`, else the server's sentence, else the status; the server's sentence first with `serverErrorText`. */
export function deleteFailedText(definition: { serverErrorText?: boolean | undefined }, deleteFailed: string | undefined, serverText: string | undefined, status: number): string {
  const fallback = `The delete failed (HTTP ${status}).`;
  if (definition.serverErrorText === true) return serverText ?? deleteFailed ?? fallback;
  return deleteFailed ?? serverText ?? fallback;
}
