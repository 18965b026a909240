import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyComponent } from '@/lib/lazyComponent';
import { ToastContext, type ToastApi, type ToastOptions, type ToastRecord } from './toastContext';
import type { ToastLayerProps } from './ToastLayer';

// Radix Toast (with its collection and dismissable layer) is on no page until a first toast shows.
const ToastLayer = lazyComponent<ToastLayerProps>(() => import('./ToastLayer').then((m) => m.ToastLayer));

/**
 * One toast at a time (a new one replaces the current one); a dismissed toast is removed from state
 * at once. The region and its toasts (`ToastLayer`) come with the first toast and stay.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastRecord | null>(null);
  // Rendered at once when its chunk is there already (tests load every lazy part up front).
  const [layerShown, setLayerShown] = useState(ToastLayer.isLoaded);
  const nextId = useRef(1);

  const dismiss = useCallback((id?: number) => {
    setCurrent((shown) => (shown && (id === undefined || shown.id === id) ? null : shown));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setCurrent({ ...options, id });
    setLayerShown(true);
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const dismissCurrent = useCallback(() => dismiss(current?.id), [dismiss, current?.id]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {layerShown ? <ToastLayer current={current} onDismiss={dismissCurrent} /> : null}
    </ToastContext.Provider>
  );
}

/** Loads the toasts' chunk (tests: a toast then shows in the same render as in a warm browser). */
export const preloadToasts = (): Promise<unknown> => ToastLayer.preload();
