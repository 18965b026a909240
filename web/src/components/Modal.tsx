import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { css, styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from './Button';
import { CloseIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';
import { focusableElements } from './focus';

export type ModalPlacement = 'center' | 'right' | 'fullscreen';

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

// Open dialogs, innermost last: only the top one reacts to Escape and Tab.
const openStack: symbol[] = [];

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div<{ $placement: ModalPlacement; $width: string }>`
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
      : $placement === 'right'
        ? css`
            margin-left: auto;
            width: min(${$width}, 88vw);
            height: 100%;
            padding: ${theme.space.lg};
            animation: slide-in 0.2s ease-out;
            @keyframes slide-in {
              from {
                transform: translateX(100%);
              }
            }
          `
        : css`
            margin: auto;
            width: min(${$width}, calc(100vw - ${theme.space.xl}));
            max-height: calc(100vh - ${theme.space.xl});
            padding: ${theme.space.lg};
            border-radius: ${theme.radii.lg};
          `}
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const CloseButton = styled(IconButton)`
  margin-left: auto;
  flex-shrink: 0;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Accessible modal dialog: `role="dialog"`, `aria-modal`, labelled by its title,
 * focus moved inside and trapped, Escape or a click on the backdrop closes it,
 * and focus returns to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  description,
  children,
  placement = 'center',
  initialFocusRef,
  width = '560px',
}: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const token = Symbol('modal');
    openStack.push(token);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const initial = initialFocusRef?.current ?? (panel && focusableElements(panel)[0]) ?? panel;
    initial?.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (openStack[openStack.length - 1] !== token || !panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableElements(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!panel.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openStack.splice(openStack.indexOf(token), 1);
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
        // Keep focus where it is; the close returns it to the opener.
        if (pressedOnBackdrop.current) event.preventDefault();
      }}
      onClick={(event) => {
        // Only a click that starts and ends on the backdrop closes (not a drag out of the panel).
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $placement={placement}
        $width={width}
      >
        <Header>
          {hideTitle ? (
            <VisuallyHidden as="h2" id={titleId}>
              {title}
            </VisuallyHidden>
          ) : (
            <h2 id={titleId}>{title}</h2>
          )}
          <CloseButton aria-label={t`Close`} onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </Header>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
