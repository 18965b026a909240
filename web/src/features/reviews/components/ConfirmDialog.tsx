import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button, type ButtonVariant } from '@/components/Button';
import { Modal } from '@/components/Modal';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  busyLabel: ReactNode;
  variant?: ButtonVariant;
  busy: boolean;
  /** What went wrong with the last attempt; the dialog stays open so it can be retried. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** "Save this review?" / "Delete Review?": a question, Cancel and the action, and any failure. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  variant = 'primary',
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      description={description}
      width="440px"
    >
      {error ? <Problem role="alert">{error}</Problem> : null}
      <Actions>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
