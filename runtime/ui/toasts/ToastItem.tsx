import type { Toast } from './toastStore';
import { useAutoDismiss } from './useAutoDismiss';

interface ToastItemProps {
  toast: Toast;
  onClose: (id: number) => void;
}

export function ToastItem({ toast, onClose }: ToastItemProps) {
  // Shown again (count goes up): the timer starts over, and the timer of the showing before does not close it.
  useAutoDismiss(
    toast.durationMs,
    (count) => {
      if (count === toast.count) onClose(toast.id);
    },
    toast.count,
  );
  // Problems interrupt assistive tech; successes are announced politely.
  const role = toast.variant === 'success' ? 'status' : 'alert';
  return (
    <div role={role} className={`ui-toast ui-toast--${toast.variant}`}>
      <p className="ui-toast__text">{toast.text}</p>
      {toast.count > 1 && (
        <span className="ui-toast__count">
          <span aria-hidden="true">×{toast.count}</span>
          <span className="ui-toast__hidden">({toast.count} times)</span>
        </span>
      )}
      <button
        type="button"
        className="ui-toast__close"
        aria-label="Close"
        onClick={() => onClose(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
