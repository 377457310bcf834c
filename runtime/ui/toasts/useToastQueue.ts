import { useCallback, useMemo, useReducer } from 'react';
import type { ToastApi } from './toastContext';
import { DEFAULT_TOAST_DURATION_MS, initialToastState, toastReducer } from './toastStore';
import type { Toast } from './toastStore';

export interface ToastQueue {
  toasts: readonly Toast[];
  api: ToastApi;
  remove: (id: number) => void;
}

export function useToastQueue(): ToastQueue {
  const [state, dispatch] = useReducer(toastReducer, initialToastState);
  const remove = useCallback((id: number) => dispatch({ type: 'remove', id }), []);
  // Stable identity so consumers of the context do not re-render on every toast.
  const api = useMemo<ToastApi>(
    () => ({
      show: ({ text, variant, durationMs = DEFAULT_TOAST_DURATION_MS }) =>
        dispatch({ type: 'add', text, variant, durationMs }),
    }),
    [],
  );
  return { toasts: state.toasts, api, remove };
}
