import type { ReactNode } from 'react';
import { ToastContext } from './toastContext';
import { ToastStack } from './ToastStack';
import { useToastQueue } from './useToastQueue';

export function ToastProvider({ children }: { children: ReactNode }) {
  const { toasts, api, remove } = useToastQueue();
  return (
    <ToastContext value={api}>
      {children}
      <ToastStack toasts={toasts} onClose={remove} />
    </ToastContext>
  );
}
