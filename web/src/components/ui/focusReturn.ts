import { useRef, type RefObject } from 'react';

/**
 * Focus handlers for a Radix dialog's content. Radix returns focus to its own Trigger only; a
 * dialog opened from elsewhere (a menu item, a row action, code) gets focus back on whatever
 * had it when the dialog opened. `initialFocus`, when set, takes focus on open.
 */
export function useFocusReturn(hasTrigger: boolean, initialFocus?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      // Focus is still on whatever opened the dialog.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (initialFocus?.current) {
        event.preventDefault();
        initialFocus.current.focus();
      }
    },
    onCloseAutoFocus(event: Event) {
      if (!hasTrigger && opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
      }
    },
  };
}
