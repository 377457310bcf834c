import './toasts.css';
import { ToastItem } from './ToastItem';
import type { Toast } from './toastStore';

interface ToastStackProps {
  toasts: readonly Toast[];
  onClose: (id: number) => void;
}

export function ToastStack({ toasts, onClose }: ToastStackProps) {
  if (toasts.length === 0) return null;
  return (
    <div className="ui-toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={onClose} />
      ))}
    </div>
  );
}
