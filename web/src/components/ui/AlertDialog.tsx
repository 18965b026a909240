import { useRef, type ReactNode, type RefObject } from 'react';
import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button';
import { useFocusReturn } from './focusReturn';

const Overlay = styled(RadixAlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Content = styled(RadixAlertDialog.Content)`
  margin: auto;
  width: min(440px, calc(100vw - ${({ theme }) => theme.space.xl}));
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
`;

const Title = styled(RadixAlertDialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Description = styled(RadixAlertDialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export type AlertDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Extra content between the description and the buttons (a summary of what will change). */
  children?: ReactNode;
  /** Label of the confirming button; default "Confirm". */
  confirmLabel?: ReactNode;
  /**
   * Label of the button that backs out; default "Close" (never "Cancel": in Korean 취소 is also what
   * the confirm button of a booking's cancellation says).
   */
  cancelLabel?: ReactNode;
  /** Called on confirm; the dialog closes afterwards unless it returns `false` (or a promise of it). */
  onConfirm: () => void | boolean | Promise<void | boolean>;
  /** A red confirm button for actions that delete or cannot be undone. */
  destructive?: boolean;
  /** Disables the confirm button (e.g. while the action runs). */
  pending?: boolean;
  /** Optional element that opens the dialog. */
  trigger?: ReactNode;
};

/**
 * Confirmation on Radix AlertDialog: `role="alertdialog"`, focus starts on Close (the safe
 * choice), Escape backs out, a click outside does nothing.
 */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  pending = false,
  trigger,
}: AlertDialogProps) {
  const { t } = useLingui();
  const focusHandlers = useFocusReturn(Boolean(trigger));

  async function confirm() {
    const result = await onConfirm();
    if (result !== false) onOpenChange(false);
  }

  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger> : null}
      <RadixAlertDialog.Portal>
        <Overlay>
          <Content {...(description ? {} : { 'aria-describedby': undefined })} {...focusHandlers}>
            <Title>{title}</Title>
            {description ? <Description>{description}</Description> : null}
            {children}
            <Actions>
              <RadixAlertDialog.Cancel asChild>
                <Button variant="secondary">{cancelLabel ?? t`Close`}</Button>
              </RadixAlertDialog.Cancel>
              {/* Not RadixAlertDialog.Action: it would close before an async action finishes. */}
              <Button
                variant={destructive ? 'danger' : 'primary'}
                disabled={pending}
                onClick={() => void confirm()}
              >
                {confirmLabel ?? t`Confirm`}
              </Button>
            </Actions>
          </Content>
        </Overlay>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

export type BlockingDialogProps = {
  /** Shown while true; nothing the user does closes it. */
  open: boolean;
  /** The dialog's name, shown as its heading. */
  title: ReactNode;
  /** What the dialog shows under its title (progress...). */
  children?: ReactNode;
  /** Takes the focus back when it closes; default whatever had it when it opened. */
  returnFocus?: RefObject<HTMLElement | null>;
};

/**
 * A modal that blocks the page while work runs (an upload): Radix AlertDialog, so focus is trapped
 * inside it (on the dialog itself: it holds nothing to press), the page behind is inert to
 * assistive technology and the pointer, and neither Escape nor a click outside closes it; the code
 * that opened it closes it. It may open over another modal dialog (Radix stacks the layers).
 */
export function BlockingDialog({ open, title, children, returnFocus }: BlockingDialogProps) {
  const content = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  return (
    <RadixAlertDialog.Root open={open}>
      <RadixAlertDialog.Portal>
        <Overlay>
          <Content
            ref={content}
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              opener.current = document.activeElement;
              // No Cancel button to take the focus: the dialog holds it.
              event.preventDefault();
              content.current?.focus({ preventScroll: true });
            }}
            onCloseAutoFocus={(event) => {
              // Radix would focus a Trigger; there is none. The element may have been disabled
              // meanwhile (an upload field while it sends): it is enabled again by now.
              const target = returnFocus?.current ?? opener.current;
              if (target instanceof HTMLElement && target.isConnected) {
                event.preventDefault();
                target.focus();
              }
            }}
            onEscapeKeyDown={(event) => event.preventDefault()}
          >
            <Title>{title}</Title>
            {children}
          </Content>
        </Overlay>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
