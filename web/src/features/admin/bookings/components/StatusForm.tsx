import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Actions, AdminForm, ErrorSummary, FormSelect, FormText, SaveButton } from '@/components/form';
import { useToast } from '@/components/toast';
import { ResendBookingMailDocument, type AdminBookingRowFragment } from '@/generated/graphql';
import { BOOKING_QUERIES } from '../hooks/refetch';
import { useStatusSave, type OverCapacity } from '../hooks/useStatusSave';
import { STATUS_LABELS } from '../labels';
import { ADMIN_MEMO_MAX, BOOKING_STATUSES, createManageSchema, type ManageValues } from '../manageForm';

const Warning = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

type StatusFormProps = { booking: AdminBookingRowFragment; onClose: () => void };

/**
 * An application's status and internal memo (spec §4): Save once either changed; confirming over
 * the slot's capacity asks for an explicit override; cancelling mails the memo as the reason.
 */
export function StatusForm({ booking, onClose }: StatusFormProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const [over, setOver] = useState<OverCapacity | null>(null);
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

  const submit = async ({ status, adminMemo }: ManageValues, override = false) => {
    const result = await save(status, adminMemo, override);
    if (result.ok) {
      setOver(null);
      toast({ title: t`Saved`, variant: 'success' });
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
    onSubmit: (values) => submit(values),
  });

  const resendMail = async () => {
    try {
      await resend({ variables: { id: booking.id } });
      toast({ title: t`The last e-mail was queued again for the guest.`, variant: 'success' });
    } catch {
      toast({ title: t`The e-mail could not be sent again.`, variant: 'destructive' });
    }
  };

  const cancelling = formik.values.status === 'cancelled' && booking.status !== 'cancelled';
  const labels = { status: t`Status`, adminMemo: t`Admin memo` };
  return (
    <AdminForm formik={formik} label={t`Status and memo`} idPrefix={`booking-${booking.id}`}>
      <ErrorSummary labels={labels} />
      <FormSelect
        name="status"
        label={labels.status}
        options={BOOKING_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))}
      />
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
          <Button variant="danger" onClick={() => submit(formik.values, true)} disabled={saving}>
            <Trans>Confirm anyway (over capacity)</Trans>
          </Button>
        </Warning>
      ) : null}
      <Actions>
        <Button variant="secondary" onClick={resendMail} disabled={resending.loading}>
          <Trans>Resend last e-mail</Trans>
        </Button>
        <SaveButton onClick={() => void formik.submitForm()}>
          <Trans>Save</Trans>
        </SaveButton>
      </Actions>
    </AdminForm>
  );
}
