import { useState } from 'react';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '@/components/FormField';
import { Counter } from '@/components/form';
import { AlertDialog } from '@/components/ui';
import type { AdminBookingRowFragment } from '@/generated/graphql';

/** The server's limit on a cancellation reason (`badReason` in the booking module's errors). */
export const CANCEL_REASON_MAX = 2000;

const ReasonField = styled.div`
  margin-top: ${({ theme }) => theme.space.md};

  textarea {
    min-height: 96px;
  }
`;

/** A status change that mails the guest: approve (confirmation) or decline (cancellation, with a reason). */
export type MailingChange = { status: 'confirmed' | 'cancelled'; reason: string };

type StatusConfirmDialogProps = {
  booking: AdminBookingRowFragment;
  change: MailingChange;
  pending: boolean;
  onCancel: () => void;
  /** Runs the change; the reason as the admin left it (cancellations only). */
  onConfirm: (reason: string) => Promise<void>;
};

/**
 * Asks before a status change that mails the guest, naming the mail and the address it goes to
 * (mail cannot be taken back, so it is confirmed rather than undoable). Declining asks for the
 * reason the cancellation mail gives.
 */
export function StatusConfirmDialog({
  booking,
  change,
  pending,
  onCancel,
  onConfirm,
}: StatusConfirmDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState(change.reason);
  const { id, guestName, guestEmail } = booking;
  const approving = change.status === 'confirmed';
  const tooLong = reason.length > CANCEL_REASON_MAX;
  return (
    <AlertDialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={approving ? t`Approve booking #${id}?` : t`Decline booking #${id}?`}
      description={
        approving
          ? t`${guestName}'s booking will be confirmed. The guest will receive the booking confirmation e-mail at ${guestEmail}.`
          : t`${guestName}'s booking will be cancelled. The guest will receive the cancellation e-mail at ${guestEmail}, giving the reason below.`
      }
      confirmLabel={approving ? t`Approve and send the e-mail` : t`Decline and send the e-mail`}
      destructive={!approving}
      pending={pending || tooLong}
      onConfirm={() => onConfirm(reason)}
    >
      {approving ? null : (
        <ReasonField>
          <TextField
            label={t`Reason for the guest`}
            multiline
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            hint={t`Left empty, the e-mail gives the reason "Cancelled by the organiser." in the guest's language.`}
            error={tooLong && t`The reason must be text of at most 2000 characters.`}
          />
          <Counter length={reason.length} max={CANCEL_REASON_MAX} />
        </ReasonField>
      )}
    </AlertDialog>
  );
}
