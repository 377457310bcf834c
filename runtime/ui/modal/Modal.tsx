import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { firstFocusable, restoreFocus, wrapTab } from './focus';
import './modal.css';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom; they stay in view while the body scrolls. */
  footer?: ReactNode;
  /** 'alertdialog' for confirms. */
  role?: 'dialog' | 'alertdialog';
  /** 'wide' for forms with many fields (laid out in two columns). */
  size?: 'default' | 'wide';
}

/**
 * An accessible modal dialog named by its title, on the platform's `<dialog>` opened with
 * `showModal()`: the rest of the page is inert (no click, no editing behind it), Tab goes round
 * inside it, and Escape asks to close. Focus moves to the first control that can be used and, when the dialog
 * goes away, back to the control that opened it (or, if that one is gone or disabled, to the
 * page's main heading). Rendered only while open, so its content starts afresh each time.
 */
export function Modal({ title, onClose, children, footer, role = 'dialog', size = 'default' }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    (firstFocusable(element) ?? element).focus();
    return () => {
      if (element.open) element.close();
      // After this commit: the dialog goes before the page around it is updated (a button
      // disabled by what the dialog did must not get focus back).
      queueMicrotask(() => restoreFocus(opener));
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`modal-panel${size === 'wide' ? ' modal-panel--wide' : ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (dialog.current) wrapTab(dialog.current, event);
      }}
      onCancel={(event) => {
        // Escape: the owner decides (a busy dialog stays); the dialog closes by unmounting.
        event.preventDefault();
        close.current();
      }}
      onClose={() => {
        // The browser may close a dialog on its own (a repeated Escape): ask the owner, and
        // show it again if the owner keeps it (work still running).
        close.current();
        queueMicrotask(() => {
          const element = dialog.current;
          if (element?.isConnected && !element.open) element.showModal();
        });
      }}
    >
      <header className="modal-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="modal-close" aria-label="Close" onClick={() => close.current()}>
          ×
        </button>
      </header>
      <div className="modal-body">{children}</div>
      {footer && <footer className="modal-footer">{footer}</footer>}
    </dialog>
  );
}
