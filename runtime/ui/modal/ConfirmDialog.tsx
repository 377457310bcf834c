import type { ReactNode } from 'react';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** True while the confirmed work runs: both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Closing without an answer (Escape, the close button); omitted = `onCancel`. A confirm whose Cancel is itself an answer gives it. */
  onDismiss?: () => void;
}

/** A question with Confirm and Cancel, as an alert dialog named by its title. */
export function ConfirmDialog({ title, children, confirmLabel = 'Confirm', cancelLabel = 'Cancel', busy = false, onConfirm, onCancel, onDismiss }: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      role="alertdialog"
      onClose={busy ? () => undefined : (onDismiss ?? onCancel)}
      footer={
        <>
          <button type="button" className="button" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="button" className="button primary" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
