import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@/components/ui';
import { BookingSlotTallyDocument, type AdminBookingRowFragment } from '@/generated/graphql';
import { optionName } from '../labels';
import { formatKrw } from '@domain/pricing';
import { PaymentsPanel } from '../payments/PaymentsPanel';
import { ActivityLog } from './ActivityLog';
import { StatusForm } from './StatusForm';
import { MovePanel } from './MovePanel';
import { displayPhone } from '@domain/phone';
import { formatSeoulDate, formatSeoulDateTime } from '@/features/admin/kit/seoulTime';
import { Facts } from './Facts';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 3fr 2fr;
  }
`;

type ManageDialogProps = { booking: AdminBookingRowFragment; onClose: () => void };

/** One application: its facts, the slot's totals, status and memo (Save when changed), and its log. */
export function ManageDialog({ booking, onClose }: ManageDialogProps) {
  const { t, i18n } = useLingui();
  const slot = useQuery(BookingSlotTallyDocument, {
    variables: { itemId: booking.itemId, date: booking.bookingDate },
  });
  const tally = slot.data?.bookingSlotSummaries.items.find((s) => s.timeSlot === booking.timeSlot);
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
              {formatSeoulDate(booking.bookingDate)} {booking.timeSlot}
            </dd>
            <dt>
              <Trans>Applicant</Trans>
            </dt>
            <dd>{booking.guestName}</dd>
            {booking.resellerName ? (
              <>
                <dt>
                  <Trans>Reseller</Trans>
                </dt>
                <dd>
                  {booking.resellerReference ? (
                    <Trans>
                      {booking.resellerName}, reference {booking.resellerReference}
                    </Trans>
                  ) : (
                    booking.resellerName
                  )}
                </dd>
              </>
            ) : null}
            <dt>
              <Trans>Guests</Trans>
            </dt>
            <dd>{booking.numberOfGuests || 1}</dd>
            <dt>
              <Trans>Option</Trans>
            </dt>
            <dd>{optionName(booking, t`Option`) ?? '—'}</dd>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{formatKrw(booking.totalPrice, i18n.locale)}</dd>
            {booking.promoCode ? <PromoFacts booking={booking} /> : null}
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>{displayPhone(booking.guestPhone)}</dd>
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
          <StatusForm booking={booking} onClose={onClose} />
          <MovePanel booking={booking} />
          {booking.status === 'confirmed' ? <PaymentsPanel bookingId={booking.id} /> : null}
          {booking.status === 'cancelled' ? <PaymentsPanel bookingId={booking.id} cancelled /> : null}
        </div>
        <ActivityLog bookingId={booking.id} />
      </Columns>
    </Dialog>
  );
}

/** The promo code's snapshot (issue 41): the code and what it took off the list total, fixed at booking. */
function PromoFacts({ booking }: { booking: AdminBookingRowFragment }) {
  const { i18n } = useLingui();
  const code = booking.promoCode;
  const discount = formatKrw(booking.discount, i18n.locale);
  const list = formatKrw(booking.totalPrice + booking.discount, i18n.locale);
  return (
    <>
      <dt>
        <Trans>Promo code</Trans>
      </dt>
      <dd>
        <Trans>
          {code}: {discount} off {list}
        </Trans>
      </dd>
    </>
  );
}
