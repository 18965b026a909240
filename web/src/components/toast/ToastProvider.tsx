import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Toast } from './Toast';
import {
  DEFAULT_TOAST_DURATION,
  SWIPE_THRESHOLD_PX,
  TOAST_HOTKEY,
  ToastContext,
  type ToastApi,
  type ToastOptions,
  type ToastRecord,
} from './toastContext';

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: 100%;
  max-width: 420px;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
  outline: none;
  pointer-events: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const hotkey = [TOAST_HOTKEY];

/**
 * The spec's toast rules as Radix Toast options: one toast at a time (a new one replaces the
 * current one), 5000 ms by default, swipe right past 50 px to dismiss, F8 to reach the region.
 * A dismissed toast is removed from state at once.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [current, setCurrent] = useState<ToastRecord | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id?: number) => {
    setCurrent((shown) => (shown && (id === undefined || shown.id === id) ? null : shown));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setCurrent({ ...options, id });
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const dismissCurrent = useCallback(() => dismiss(current?.id), [dismiss, current?.id]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        label={t`Notification`}
        duration={DEFAULT_TOAST_DURATION}
        swipeDirection="right"
        swipeThreshold={SWIPE_THRESHOLD_PX}
      >
        {children}
        {/* A new key per toast: a replacing toast is a new Radix toast with its own full time. */}
        {current ? <Toast key={current.id} toast={current} onDismiss={dismissCurrent} /> : null}
        <Viewport hotkey={hotkey} label={t`Notifications (F8)`} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
