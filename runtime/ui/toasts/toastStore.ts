// Pure toast queue: the provider owns an instance via useReducer.

export type ToastVariant = 'success' | 'warning' | 'danger';

/** Toasts last 5 seconds unless the caller asks otherwise. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  text: string;
  variant: ToastVariant;
  durationMs: number;
  /** How many times this text and variant were shown while the toast was up; 1 at first. */
  count: number;
}

export interface ToastState {
  nextId: number;
  toasts: readonly Toast[];
}

export type ToastAction =
  | { type: 'add'; text: string; variant: ToastVariant; durationMs: number }
  | { type: 'remove'; id: number };

export const initialToastState: ToastState = { nextId: 1, toasts: [] };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'add': {
      // The same text and variant again (a call failing twice) counts on the visible toast,
      // whose timer starts over, instead of stacking a copy.
      const same = state.toasts.find((toast) => toast.text === action.text && toast.variant === action.variant);
      if (same) {
        const again: Toast = { ...same, durationMs: action.durationMs, count: same.count + 1 };
        return { ...state, toasts: state.toasts.map((toast) => (toast === same ? again : toast)) };
      }
      const toast: Toast = {
        id: state.nextId,
        text: action.text,
        variant: action.variant,
        durationMs: action.durationMs,
        count: 1,
      };
      return { nextId: state.nextId + 1, toasts: [...state.toasts, toast] };
    }
    case 'remove': {
      const toasts = state.toasts.filter((toast) => toast.id !== action.id);
      // Same reference when nothing changed, so React can skip the render.
      return toasts.length === state.toasts.length ? state : { ...state, toasts };
    }
  }
}
