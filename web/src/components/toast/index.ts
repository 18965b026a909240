export { preloadToasts, ToastProvider } from './ToastProvider';
export { useToast, DEFAULT_TOAST_DURATION, TOAST_HOTKEY } from './toastContext';
export type { ToastApi, ToastOptions, ToastVariant } from './toastContext';
