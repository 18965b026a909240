import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Dialog, Select } from '@/components/ui';
import { useToast } from '@/components/toast';
import {
  BookingSlotTallyDocument,
  ResendBookingMailDocument,
  type AdminBookingRowFragment,
  type BookingStatus,
} from '@/generated/graphql';
import { STATUS_LABELS, formatBookingDate, formatSeoulDateTime } from '../labels';
import { BOOKING_QUERIES } from '../hooks/refetch';
import { useStatusSave, type OverCapacity } from '../hooks/useStatusSave';
import { ActivityLog } from './ActivityLog';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Memo = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};
  font-weight: 600;

  textarea {
    min-height: 96px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    font-weight: 400;
  }
`;

const Warning = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const STATUSES: BookingStatus[] = ['pending', 'confirmed', 'cancelled'];

type ManageDialogProps = { booking: AdminBookingRowFragment; onClose: () => void };

/** One application: its facts, the slot's totals, status and memo (Save when changed), and its log. */
export function ManageDialog({ booking, onClose }: ManageDialogProps) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const [status, setStatus] = useState<BookingStatus>(booking.status);
  const [memo, setMemo] = useState(booking.adminMemo);
  const [over, setOver] = useState<OverCapacity | null>(null);
  const { save, saving } = useStatusSave(booking);
  const slot = useQuery(BookingSlotTallyDocument, {
    variables: { itemId: booking.itemId, date: booking.bookingDate },
  });
  const tally = slot.data?.bookingSlotSummaries.items.find((s) => s.timeSlot === booking.timeSlot);
  const [resend, resending] = useMutation(ResendBookingMailDocument, { refetchQueries: BOOKING_QUERIES });
  const changed = status !== booking.status || memo !== booking.adminMemo;

  const submit = async (override = false) => {
    const result = await save(status, memo, override);
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

  const resendMail = async () => {
    try {
      await resend({ variables: { id: booking.id } });
      toast({ title: t`The last e-mail was queued again for the guest.`, variant: 'success' });
    } catch {
      toast({ title: t`The e-mail could not be sent again.`, variant: 'destructive' });
    }
  };

  const bookingId = booking.id;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Booking #${bookingId}`} size="lg">
      <Columns>
        <div>
          <Facts>
            <dt>
              <Trans>Item</Trans>
            </dt>
            <dd>{booking.itemTitle === 'Unknown' ? t`Unknown` : booking.itemTitle}</dd>
            <dt>
              <Trans>Date and time</Trans>
            </dt>
            <dd>
              {formatBookingDate(booking.bookingDate)} {booking.timeSlot}
            </dd>
            <dt>
              <Trans>Applicant</Trans>
            </dt>
            <dd>{booking.guestName}</dd>
            <dt>
              <Trans>Guests</Trans>
            </dt>
            <dd>{booking.numberOfGuests || 1}</dd>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>{booking.guestPhone}</dd>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>{booking.guestEmail}</dd>
            <dt>
              <Trans>Special requests</Trans>
            </dt>
            <dd>{booking.specialRequests || '—'}</dd>
            <dt>
              <Trans>Applied</Trans>
            </dt>
            <dd>{formatSeoulDateTime(booking.createdAt)}</dd>
            <dt>
              <Trans>This slot</Trans>
            </dt>
            <dd>
              {tally ? (
                <Trans>
                  Waiting {tally.tally.pendingGuests}, confirmed {tally.tally.confirmedGuests}, cancelled{' '}
                  {tally.tally.cancelledGuests} guests; {tally.seatsLeft} of {tally.maxGuests} seats left
                </Trans>
              ) : (
                '…'
              )}
            </dd>
          </Facts>
          <Select
            label={t`Status`}
            value={status}
            onChange={(v) => setStatus(v as BookingStatus)}
            options={STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))}
          />
          <Memo>
            <Trans>Admin memo</Trans>
            <textarea value={memo} onChange={(e) => setMemo(e.target.value)} />
          </Memo>
          {over ? (
            <Warning role="alert">
              <p>
                <Trans>
                  Confirming this application exceeds the slot&apos;s capacity: {over.confirmedGuests} of{' '}
                  {over.maxGuests} seats are already confirmed.
                </Trans>
              </p>
              <Button variant="danger" onClick={() => submit(true)} disabled={saving}>
                <Trans>Confirm anyway (over capacity)</Trans>
              </Button>
            </Warning>
          ) : null}
          <Actions>
            <Button onClick={() => submit()} disabled={!changed || saving}>
              <Trans>Save</Trans>
            </Button>
            <Button variant="secondary" onClick={resendMail} disabled={resending.loading}>
              <Trans>Resend last e-mail</Trans>
            </Button>
          </Actions>
        </div>
        <ActivityLog bookingId={booking.id} />
      </Columns>
    </Dialog>
  );
}
