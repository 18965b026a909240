import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { isHoldingStatus } from '@domain/holds';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { DialogFooter } from '@/components/ui';
import { Actions, AdminForm, ErrorSummary, FormSelect, FormText, SaveButton } from '@/components/form';
import { useToast } from '@/components/toast';
import {
  ResendBookingMailDocument,
  type AdminBookingRowFragment,
  type BookingStatus,
} from '@/generated/graphql';
import { BOOKING_QUERIES } from '../hooks/refetch';
import { useStatusSave, type OverCapacity, type SaveOptions } from '../hooks/useStatusSave';
import { STATUS_LABELS } from '../labels';
import { ADMIN_MEMO_MAX, BOOKING_STATUSES, createManageSchema, type ManageValues } from '../manageForm';
import { StatusConfirmDialog, type MailingChange } from './StatusConfirmDialog';
import { HoldNote } from './HoldNote';

const Warning = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The free status select with the one-click actions beside it (under it on a phone). */
const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  > :first-child {
    flex: 1 1 12rem;
  }
`;

type StatusFormProps = { booking: AdminBookingRowFragment; onClose: () => void };

/**
 * An application's status and internal memo (spec §4): Approve and Decline beside the free status
 * select; Save once either changed. A change that mails the guest is confirmed first, naming the
 * mail; confirming over the slot's capacity asks for an explicit override.
 */
export function StatusForm({ booking, onClose }: StatusFormProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const [over, setOver] = useState<OverCapacity | null>(null);
  const [asking, setAsking] = useState<MailingChange | null>(null);
  const { save, saving } = useStatusSave(booking);
  const [resend, resending] = useMutation(ResendBookingMailDocument, { refetchQueries: BOOKING_QUERIES });
  const schema = useMemo(
    () =>
      createManageSchema({
        statusInvalid: t`Choose a status.`,
        memoTooLong: t`The admin memo must be text of at most 5000 characters.`,
      }),
    [t],
  );
  const email = booking.guestEmail;

  const run = async (status: BookingStatus, adminMemo: string, options: SaveOptions = {}) => {
    const result = await save(status, adminMemo, options);
    if (result.ok) {
      setOver(null);
      const mailed = status === booking.status ? null : status;
      if (mailed === 'confirmed') {
        toast({
          title: t`Booking confirmed`,
          description: t`The booking confirmation e-mail was sent to ${email}.`,
          variant: 'success',
        });
      } else if (mailed === 'cancelled') {
        toast({
          title: t`Booking cancelled`,
          description: t`The cancellation e-mail was sent to ${email}.`,
          variant: 'success',
        });
      } else {
        toast({ title: t`Saved`, variant: 'success' });
      }
      onClose();
    } else if (result.overCapacity) {
      setOver(result.overCapacity);
    } else {
      toast({ title: t`Error occurred while changing status`, variant: 'destructive' });
    }
  };
  const formik = useFormik<ManageValues>({
    initialValues: { status: booking.status, adminMemo: booking.adminMemo },
    validationSchema: schema,
    onSubmit: ({ status, adminMemo }) => {
      // Saving a status that mails the guest asks first, like the buttons; a cancellation's reason is the memo (spec §4).
      if (status !== booking.status && (status === 'confirmed' || status === 'cancelled')) {
        setAsking({ status, reason: adminMemo.trim() });
        return;
      }
      return run(status, adminMemo);
    },
  });

  /** Approve / Decline: the memo as typed goes with them, so it must be valid first. */
  const ask = async (status: MailingChange['status']) => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) return void formik.submitForm();
    setAsking({ status, reason: '' });
  };

  const resendMail = async () => {
    try {
      await resend({ variables: { id: booking.id } });
      toast({ title: t`The last e-mail was queued again for the guest.`, variant: 'success' });
    } catch {
      toast({ title: t`The e-mail could not be sent again.`, variant: 'destructive' });
    }
  };

  const cancelling = formik.values.status === 'cancelled' && booking.status !== 'cancelled';
  // A reseller's hold is the reseller's to confirm (the server refuses staff's approval); staff may cancel it.
  const resellerHold = Boolean(booking.resellerName) && isHoldingStatus(booking.status);
  const labels = { status: t`Status`, adminMemo: t`Admin memo` };
  return (
    <AdminForm formik={formik} label={t`Status and memo`} idPrefix={`booking-${booking.id}`}>
      <ErrorSummary labels={labels} />
      <StatusRow>
        <FormSelect
          name="status"
          label={labels.status}
          options={BOOKING_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))}
        />
        {booking.status === 'confirmed' || resellerHold ? null : (
          <Button onClick={() => void ask('confirmed')} disabled={saving}>
            <Trans>Approve</Trans>
          </Button>
        )}
        {booking.status === 'cancelled' ? null : (
          <Button variant="danger" onClick={() => void ask('cancelled')} disabled={saving}>
            <Trans>Decline</Trans>
          </Button>
        )}
      </StatusRow>
      {resellerHold ? <HoldNote booking={booking} /> : null}
      <FormText
        name="adminMemo"
        label={labels.adminMemo}
        multiline
        counter={{ max: ADMIN_MEMO_MAX }}
        hint={
          cancelling
            ? t`Cancelling e-mails the guest with this memo as the reason (or "Cancelled by the organiser." when it is empty).`
            : undefined
        }
      />
      {over ? (
        <Warning role="alert">
          <p>
            <Trans>
              Confirming this application exceeds the slot&apos;s capacity: {over.confirmedGuests} of{' '}
              {over.maxGuests} seats are already confirmed.
            </Trans>
          </p>
          <Button
            variant="danger"
            onClick={() => run('confirmed', formik.values.adminMemo, { overrideCapacity: true })}
            disabled={saving}
          >
            <Trans>Confirm anyway (over capacity)</Trans>
          </Button>
        </Warning>
      ) : null}
      {/* In the manage dialog: its footer, in reach on a phone below the payments and the log too. */}
      <DialogFooter>
        <Actions>
          <Button variant="secondary" onClick={resendMail} disabled={resending.loading}>
            <Trans>Resend last e-mail</Trans>
          </Button>
          <SaveButton onClick={() => void formik.submitForm()}>
            <Trans>Save</Trans>
          </SaveButton>
        </Actions>
      </DialogFooter>
      {asking ? (
        <StatusConfirmDialog
          booking={booking}
          change={asking}
          pending={saving}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => run(asking.status, formik.values.adminMemo, { reason })}
        />
      ) : null}
    </AdminForm>
  );
}
