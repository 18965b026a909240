import type { ReactNode, RefObject } from 'react';
import { lazyComponent } from '@/lib/lazyComponent';
import { useOpenedOnce } from '@/lib/useOpenedOnce';
import type { DialogPlacement, DialogProps } from './ui/Dialog';

export type ModalPlacement = DialogPlacement;

// Radix Dialog (with its focus scope, dismissable layer and scroll lock, ~19 KiB) loads with the
// first dialog a page opens: a closed dialog renders nothing, so none is needed before that.
const Dialog = lazyComponent<DialogProps>(() => import('./ui/Dialog').then((m) => m.Dialog));

/** Loads the dialogs' chunk (tests: a dialog then opens in the same render as in a warm browser). */
export const preloadModal = (): Promise<unknown> => Dialog.preload();

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog, shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** `right` slides in from the right edge (menus, drawers); `fullscreen` covers the viewport (long forms). */
  placement?: ModalPlacement;
  /** Element focused on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  width?: string;
};

/**
 * The storefront's modal: the Radix-based `Dialog` with an `onClose` callback. Labelled by its
 * title, focus trapped, Escape or the backdrop closes it, focus returns to the opener. Rendered from
 * its first opening on (and so closed by Radix, which returns focus), its chunk loading then.
 */
export function Modal({ open, onClose, width = '560px', ...rest }: ModalProps) {
  // Nothing until first opened, on the server and in the browser alike (what depends on whether the
  // chunk happens to be loaded would differ between them: a hydration error).
  if (!useOpenedOnce(open)) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      width={width}
      {...rest}
    />
  );
}
