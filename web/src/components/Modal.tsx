import type { ReactNode, RefObject } from 'react';
import { Dialog, type DialogPlacement } from './ui/Dialog';

export type ModalPlacement = DialogPlacement;

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
 * title, focus trapped, Escape or the backdrop closes it, focus returns to the opener.
 */
export function Modal({ open, onClose, width = '560px', ...rest }: ModalProps) {
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
