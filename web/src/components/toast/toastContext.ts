import { createContext, useContext, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself; default 5000. */
  duration?: number;
};

export type ToastRecord = ToastOptions & { id: number };

export type ToastApi = {
  /** Shows a toast, replacing the one on screen (one at a time); returns its id. */
  toast: (options: ToastOptions) => number;
  /** Dismisses the given toast, or whichever is shown. */
  dismiss: (id?: number) => void;
};

export const DEFAULT_TOAST_DURATION = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows and dismisses toasts; needs a `ToastProvider` above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
