export { ToastProvider } from './ToastProvider';
export { useToasts } from './toastContext';
export type { ShowToastInput, ToastApi } from './toastContext';
export { DEFAULT_TOAST_DURATION_MS, initialToastState, toastReducer } from './toastStore';
export type { Toast, ToastAction, ToastState, ToastVariant } from './toastStore';
