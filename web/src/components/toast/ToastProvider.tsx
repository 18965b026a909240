import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Toast } from './Toast';
import {
  TOAST_HOTKEY,
  ToastContext,
  type ToastApi,
  type ToastOptions,
  type ToastRecord,
} from './toastContext';

const Viewport = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space.md};
  outline: none;
  pointer-events: none;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  li {
    pointer-events: auto;
  }
`;

/**
 * Holds the toast on screen (one at a time: a new toast replaces the current one) and
 * renders the notifications region, which F8 focuses so keyboard users can reach it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [current, setCurrent] = useState<ToastRecord | null>(null);
  const nextId = useRef(1);
  const viewportRef = useRef<HTMLElement>(null);

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

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        viewportRef.current?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Viewport ref={viewportRef} tabIndex={-1} aria-label={t`Notifications (F8)`}>
        <ol>{current ? <Toast key={current.id} toast={current} onDismiss={dismissCurrent} /> : null}</ol>
      </Viewport>
    </ToastContext.Provider>
  );
}
