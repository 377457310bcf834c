import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { inOrderBounded } from '../../api/inOrderBounded';
import { useApi } from '../../api/useApi';
import { readPath } from '../../templates/path';
import { renderTemplate } from '../../templates/template';
import { useOverlay } from '../../ui/overlay';
import { useToasts } from '../../ui/toasts';
import { arraysBody, arraysUpdateBody, conflictKeys, failedText, failureReasons, requestFieldHeaders, saveOutcome, savedText } from './batchRequest';
import type { LookupOptions } from './cellText';
import { afterSave, changeList, rowWithChanges, type ChangeLine, type PendingEdits } from './pendingEdits';
import { editsToSave } from './saveOnEdit';
import { fieldsSentBy, unsentChanges } from './sentFields';
import type { GridSlice } from './gridSlice';
import { asRows } from './types';

/** Per-row saves in flight at once (in the order edited): a few calls overlap, 200 edits never queue 200 requests. */
export const SAVES_IN_FLIGHT = 5;

/** The confirm dialog of Update All Changes, while open. */
export interface BatchConfirm {
  title: string;
  confirmLabel: string;
  changes: ChangeLine[];
  /** Rows of the details call (e.g. the records each change affects); `failed` when it could not be made. */
  details?: { heading: string | undefined; items: string[]; failed: boolean };
  checkbox?: { label: string; checked: boolean };
  /** The update is being sent. */
  busy: boolean;
  /** The edits the dialog lists, sent as they were when it opened. */
  edits: PendingEdits;
}

export interface BatchUpdateApi {
  confirm: BatchConfirm | null;
  /** Update All Changes: warns without edits, else asks the details call and opens the confirm. */
  start(): Promise<void>;
  setChecked(checked: boolean): void;
  /** Sends the update; rows that fail stay pending and marked. */
  send(): Promise<void>;
  cancel: () => void;
}

export interface BatchUpdateDeps {
  screen: Pick<GridSlice, 'key' | 'batchUpdate' | 'columns' | 'endpoints' | 'messages'>;
  edits: PendingEdits;
  setEdits: Dispatch<SetStateAction<PendingEdits>>;
  lookups: LookupOptions;
  revalidate: () => unknown;
}

function endpointOf(screen: Pick<GridSlice, 'key' | 'endpoints'>, name: string) {
  const endpoint = screen.endpoints[name];
  if (!endpoint) throw new Error(`${screen.key}: unknown endpoint "${name}"`);
  return endpoint;
}

export function useBatchUpdate({ screen, edits, setEdits, lookups, revalidate }: BatchUpdateDeps): BatchUpdateApi {
  const call = useApi();
  const overlay = useOverlay();
  const toasts = useToasts();
  const [confirm, setConfirm] = useState<BatchConfirm | null>(null);
  const batch = screen.batchUpdate;

  const headerOf = useCallback((field: string) => screen.columns.find((column) => column.field === field)?.header ?? field, [screen.columns]);

  /** A definition or network fault must never end in silence: the failure toast, the cause in the console. */
  const failed = useCallback(
    (error: unknown) => {
      console.error(`${screen.key}: Update All Changes failed`, error);
      toasts.show({ text: screen.messages.updateFailed ?? (error instanceof Error ? error.message : String(error)), variant: batch?.failureStyle ?? 'warning' });
    },
    [batch?.failureStyle, screen.messages.updateFailed, screen.key, toasts],
  );

  const open = useCallback(async () => {
    if (!batch?.confirm) return;
    if (edits.length === 0) {
      toasts.show({ text: screen.messages.noChanges ?? 'There are no changes to update.', variant: 'warning' });
      return;
    }
    let details: BatchConfirm['details'];
    const detailsDef = batch.confirm.details;
    if (detailsDef) {
      const endpoint = endpointOf(screen, detailsDef.endpoint);
      const result = await overlay.during(call(endpoint, { body: arraysBody(edits, batch.arrays) }));
      const items = result.ok ? asRows(readPath(result.data, endpoint.rows)).map((row) => String(renderTemplate(detailsDef.item, row))) : [];
      details = { heading: detailsDef.heading, items, failed: !result.ok };
    }
    const box = batch.confirm.checkbox;
    setConfirm({
      title: batch.confirm.title,
      confirmLabel: batch.confirm.confirmLabel ?? 'Confirm',
      changes: changeList(edits, screen.columns, lookups),
      details,
      checkbox: box ? { label: box.label, checked: box.default } : undefined,
      busy: false,
      edits,
    });
  }, [batch, call, edits, lookups, overlay, screen, toasts]);

  const start = useCallback(() => open().catch(failed), [failed, open]);

  const setChecked = useCallback((checked: boolean) => {
    setConfirm((current) => (current?.checkbox ? { ...current, checkbox: { ...current.checkbox, checked } } : current));
  }, []);

  /** Sends edits (one call per row, or one of arrays); rows that fail stay pending and marked; the outcome is toasted. */
  const sendEdits = useCallback(
    async (toSend: PendingEdits, checked: boolean) => {
      if (!batch) return;
      const endpoint = endpointOf(screen, batch.endpoint);
      // A change the call would not send is never reported saved: its row stays pending, marked.
      const sentFields = fieldsSentBy(batch, endpoint);
      const blocked = new Map(toSend.map((edit) => [edit.key, unsentChanges(edit, sentFields)] as const).filter(([, fields]) => fields.length > 0));
      const sent = toSend.filter((edit) => !blocked.has(edit.key));
      const keys = sent.map((edit) => edit.key);
      // Every call of one Update All Changes carries the same batch id (the audit trail groups them).
      const headers = { 'X-Batch-Id': crypto.randomUUID() };
      const results =
        sent.length === 0
          ? []
          : await overlay.during(
              batch.mode === 'perRow'
                ? inOrderBounded(
                    sent,
                    SAVES_IN_FLIGHT,
                    (edit) => call(endpoint, { context: rowWithChanges(edit), headers }),
                    (done) => {
                      if (sent.length > 1) overlay.progress({ done, total: sent.length, what: 'rows sent' });
                    },
                  )
                : call(endpoint, { body: arraysUpdateBody(batch, sent, checked), headers }).then((result) => [result]),
            );
      const outcome = saveOutcome(keys, results);
      const reasons = failureReasons(keys, results, requestFieldHeaders(batch, endpoint, screen.columns));
      for (const [key, fields] of blocked) reasons[key] = `Not sent: this screen's update does not save ${fields.map(headerOf).join(', ')}.`;
      const failedKeys = [...outcome.failed, ...blocked.keys()];
      setEdits((current) => afterSave(current, { saved: outcome.saved, failed: failedKeys, reasons, conflicts: conflictKeys(keys, results) }));
      if (outcome.saved.length > 0) toasts.show({ text: savedText(outcome), variant: 'success' });
      if (failedKeys.length > 0) toasts.show({ text: failedText(batch, screen.messages, outcome), variant: batch.failureStyle ?? 'warning' });
      if (outcome.saved.length > 0) void revalidate();
    },
    [batch, call, headerOf, overlay, revalidate, screen, setEdits, toasts],
  );

  const deliver = useCallback(async () => {
    if (!batch || !confirm || confirm.busy) return;
    setConfirm({ ...confirm, busy: true });
    await sendEdits(confirm.edits, confirm.checkbox?.checked ?? false);
    setConfirm(null);
  }, [batch, confirm, sendEdits]);

  // `saveOn: "edit"`: each committed edit goes at once; what was sent is remembered per row, so a
  // failed row (kept, marked) is not sent again until it is edited again.
  const sentChanges = useRef(new Map<string, string>());
  const saveOnEdit = batch?.saveOn === 'edit';
  useEffect(() => {
    if (!saveOnEdit) return;
    const { due, sent } = editsToSave(edits, sentChanges.current);
    sentChanges.current = sent;
    if (due.length > 0) void sendEdits(due, false).catch(failed);
  }, [edits, failed, saveOnEdit, sendEdits]);

  const send = useCallback(
    () =>
      deliver().catch((error: unknown) => {
        setConfirm((current) => (current ? { ...current, busy: false } : current));
        failed(error);
      }),
    [deliver, failed],
  );

  const cancel = useCallback(() => setConfirm((current) => (current?.busy ? current : null)), []);

  return { confirm, start, setChecked, send, cancel };
}
