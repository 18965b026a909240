import { createContext, useContext, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import * as RadixDialog from '@radix-ui/react-dialog';
import { css, styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../Button';
import { CloseIcon } from '../icons';
import { VisuallyHidden } from '../VisuallyHidden';
import { useFocusReturn } from './focusReturn';

export type DialogSize = 'sm' | 'md' | 'lg';
export type DialogPlacement = 'center' | 'right' | 'left' | 'fullscreen';

const widths: Record<DialogSize, string> = { sm: '420px', md: '560px', lg: '880px' };

export const DialogOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledContent = styled(RadixDialog.Content)<{ $placement: DialogPlacement; $width: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow-y: auto;
  outline: none;

  ${({ $placement, $width, theme }) =>
    $placement === 'fullscreen'
      ? css`
          width: 100%;
          height: 100%;
          padding: ${theme.space.lg} max(${theme.space.md}, calc((100vw - ${$width}) / 2));
        `
      : $placement === 'right' || $placement === 'left'
        ? css`
            ${$placement === 'right' ? 'margin-left: auto;' : 'margin-right: auto;'}
            width: min(${$width}, 88vw);
            height: 100%;
            padding: ${theme.space.lg};
            animation: dialog-slide-in 0.2s ease-out;
            @keyframes dialog-slide-in {
              from {
                transform: translateX(${$placement === 'right' ? '100%' : '-100%'});
              }
            }
            ${theme.media.reducedMotion} {
              animation: none;
            }
          `
        : css`
            margin: auto;
            width: min(${$width}, calc(100vw - ${theme.space.xl}));
            max-height: calc(100vh - ${theme.space.xl});
            padding: ${theme.space.lg};
            border-radius: ${theme.radii.lg};

            /* A phone: the whole screen, so a form has room and its save bar sticks to the bottom. */
            ${theme.media.phone} {
              width: 100%;
              height: 100%;
              max-height: none;
              padding: ${theme.space.md};
              padding-bottom: 0;
              border-radius: 0;
            }
          `}
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const CloseButton = styled(IconButton)`
  margin-left: auto;
  flex-shrink: 0;
`;

const Description = styled(RadixDialog.Description)`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The dialog's footer: the last thing in it, below every column and panel. On a phone it sticks to
 * the bottom of the screen however far the dialog is scrolled (a form's save bar that only stuck
 * within its own form scrolled away under the panels after it).
 */
const Footer = styled.div`
  &:empty {
    display: none;
  }

  ${({ theme }) => theme.media.phone} {
    position: sticky;
    bottom: 0;
    z-index: 1;
  }
`;

const FooterSlot = createContext<HTMLElement | null>(null);

/**
 * Renders `children` (a form's actions) in the enclosing dialog's footer, keeping their React
 * context (the form's state); outside a dialog, where they are.
 */
export function DialogFooter({ children }: { children: ReactNode }) {
  const slot = useContext(FooterSlot);
  return slot ? createPortal(children, slot) : <>{children}</>;
}

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the dialog, shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Width of a centred or right-hand dialog; `width` overrides it. */
  size?: DialogSize;
  width?: string;
  /**
   * `right` / `left` slide in from that edge (menus, drawers); `fullscreen` covers the viewport. A
   * centred dialog covers the screen on a phone.
   */
  placement?: DialogPlacement;
  /** Element focused on open; defaults to the first focusable element (the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Optional element that opens the dialog (rendered through Radix `Trigger asChild`). */
  trigger?: ReactNode;
};

/**
 * Modal dialog on Radix Dialog: labelled by its title, described by its description, focus
 * trapped inside, Escape or a click on the backdrop closes it, focus returns to the opener.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  children,
  size = 'md',
  width,
  placement = 'center',
  initialFocusRef,
  trigger,
}: DialogProps) {
  const { t } = useLingui();
  const focusHandlers = useFocusReturn(Boolean(trigger), initialFocusRef);
  const [footer, setFooter] = useState<HTMLDivElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        {/* Content inside the overlay: the overlay scrolls and a click on it is "outside". */}
        <DialogOverlay>
          <StyledContent
            // Radix hides the rest of the page (aria-hidden); aria-modal says so to the dialog too.
            aria-modal="true"
            $placement={placement}
            $width={width ?? widths[size]}
            // Without a description Radix wants aria-describedby explicitly absent.
            {...(description ? {} : { 'aria-describedby': undefined })}
            {...focusHandlers}
          >
            <Header>
              {hideTitle ? (
                <VisuallyHidden>
                  <RadixDialog.Title>{title}</RadixDialog.Title>
                </VisuallyHidden>
              ) : (
                <Title>{title}</Title>
              )}
              <RadixDialog.Close asChild>
                <CloseButton aria-label={t`Close`}>
                  <CloseIcon />
                </CloseButton>
              </RadixDialog.Close>
            </Header>
            {description ? <Description>{description}</Description> : null}
            <FooterSlot.Provider value={footer}>{children}</FooterSlot.Provider>
            <Footer ref={setFooter} />
          </StyledContent>
        </DialogOverlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding `Dialog` when activated (wrap a Cancel button in it). */
export const DialogClose = RadixDialog.Close;
