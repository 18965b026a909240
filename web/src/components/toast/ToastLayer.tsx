import * as RadixToast from '@radix-ui/react-toast';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Toast } from './Toast';
import { DEFAULT_TOAST_DURATION, SWIPE_THRESHOLD_PX, TOAST_HOTKEY, type ToastRecord } from './toastContext';

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

export type ToastLayerProps = { current: ToastRecord | null; onDismiss: () => void };

/**
 * The spec's toast rules as Radix Toast options: 5000 ms by default, swipe right past 50 px to
 * dismiss, F8 to reach the region. Its own chunk, loaded with the first toast (ToastProvider).
 */
export function ToastLayer({ current, onDismiss }: ToastLayerProps) {
  const { t } = useLingui();
  return (
    <RadixToast.Provider
      label={t`Notification`}
      duration={DEFAULT_TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
    >
      {/* A new key per toast: a replacing toast is a new Radix toast with its own full time. */}
      {current ? <Toast key={current.id} toast={current} onDismiss={onDismiss} /> : null}
      {/* aria-live: an open dialog hides the rest of the page from assistive technology
          (Radix's hideOthers) but keeps live regions, so F8 still reaches the toasts. Radix
          announces each toast itself, hence "off" for the list. */}
      <Viewport hotkey={hotkey} label={t`Notifications (F8)`} aria-live="off" />
    </RadixToast.Provider>
  );
}
