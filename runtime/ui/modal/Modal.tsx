import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** 'alertdialog' for confirms. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * An accessible modal dialog named by its title: focus moves into it and comes back when it
 * closes; Escape and the close button close it. Rendered only while open, so its content
 * starts afresh each time it is shown.
 */
export function Modal({ title, onClose, children, footer, role = 'dialog' }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea, button:not(.modal-close)');
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  return (
    <div className="modal-backdrop">
      <div
        ref={panel}
        className="modal-panel"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <header className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="modal-body">{children}</div>
        {footer && <footer className="modal-footer">{footer}</footer>}
      </div>
    </div>
  );
}
