import { createContext, useContext } from 'react';
import type { ToastVariant } from './toastStore';

export interface ShowToastInput {
  text: string;
  variant: ToastVariant;
  /** Defaults to DEFAULT_TOAST_DURATION_MS; Infinity keeps the toast until closed. */
  durationMs?: number;
}

export interface ToastApi {
  show: (input: ShowToastInput) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  // Fail loudly: a silent no-op would hide a missing provider.
  if (api === null) throw new Error('useToasts() must be used inside <ToastProvider>');
  return api;
}
