import { REFRESH_TEXT, REFRESH_TITLE } from '../../screens/useLeaveGuard';
import { ConfirmDialog } from '../../ui/modal';
import { BatchConfirmDialog } from './BatchConfirmDialog';
import type { GridController } from './useGridController';

/** The questions a grid asks: Update All Changes, Delete, a row action's confirm, Refresh over pending edits. */
export function GridDialogs({ controller }: { controller: GridController }) {
  const { batch, remove, rowCall, refreshQuestion } = controller;
  return (
    <>
      {batch.confirm && <BatchConfirmDialog confirm={batch.confirm} batch={batch} />}
      {remove.pending && (
        <ConfirmDialog title={remove.pending.title} confirmLabel={remove.pending.title} onConfirm={() => void remove.confirm()} onCancel={remove.cancel}>
          <p>{remove.pending.question}</p>
        </ConfirmDialog>
      )}
      {rowCall.pending &&
        (rowCall.pending.choices ? (
          // Three outcomes: each button is an answer; closing without one (Escape, ×) calls nothing.
          <ConfirmDialog
            title={rowCall.pending.title}
            confirmLabel={rowCall.pending.choices[0]}
            cancelLabel={rowCall.pending.choices[1]}
            onConfirm={() => void rowCall.confirm(0)}
            onCancel={() => void rowCall.confirm(1)}
            onDismiss={rowCall.cancel}
          >
            <p>{rowCall.pending.question}</p>
          </ConfirmDialog>
        ) : (
          <ConfirmDialog title={rowCall.pending.title} confirmLabel={rowCall.pending.action.confirmLabel ?? rowCall.pending.title} onConfirm={() => void rowCall.confirm()} onCancel={rowCall.cancel}>
            <p>{rowCall.pending.question}</p>
          </ConfirmDialog>
        ))}
      {refreshQuestion && (
        <ConfirmDialog title={REFRESH_TITLE} confirmLabel="Refresh" cancelLabel="Stay" onConfirm={refreshQuestion.confirm} onCancel={refreshQuestion.cancel}>
          <p>{REFRESH_TEXT}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
