import { useRef } from 'react';
import { useTopLayerWhileModal } from '../topLayer/useTopLayer';
import './toasts.css';
import { ToastItem } from './ToastItem';
import type { Toast } from './toastStore';

interface ToastStackProps {
  toasts: readonly Toast[];
  onClose: (id: number) => void;
}

/** The toasts, newest last; above an open modal dialog too, so a dialog's failure message is seen. */
export function ToastStack({ toasts, onClose }: ToastStackProps) {
  const stack = useRef<HTMLDivElement>(null);
  useTopLayerWhileModal(stack, toasts);
  if (toasts.length === 0) return null;
  return (
    <div ref={stack} className="ui-toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={onClose} />
      ))}
    </div>
  );
}
