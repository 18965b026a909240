import { useEffect, useRef, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OnlinePayRefusal } from '@domain/payment';
import { KrwAmount } from '@/components/ApproxPrice';
import { PageHero } from '@/components/PageHero';
import { Spinner } from '@/components/Spinner';
import { StartBookingPaymentDocument } from '@/generated/graphql';
import { formatFullDate } from '@/lib/dates';
import { hasErrorCode } from '@/lib/serverError';
import { DetailList } from '../components/DetailList';
import { STATUS_LABELS } from '../messages';
import { PaymentStep } from './PaymentStep';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 640px;

  p {
    margin: 0;
  }
`;

/** Why nothing can be paid online now, in the guest's words (the server's `refusal`). */
const REFUSALS: Record<OnlinePayRefusal | 'off', MessageDescriptor> = {
  paid: msg`This booking is paid. Thank you!`,
  not_due: msg`Nothing is to be paid yet: we will e-mail you once our team has approved your booking.`,
  deadline_passed: msg`The payment deadline for this booking has passed, so it can no longer be paid online. Please contact us.`,
  hold_ended: msg`The seats were no longer held for this booking, so it can no longer be paid. Please book again.`,
  cancelled: msg`This booking is cancelled: there is nothing to pay.`,
  off: msg`Online payment is not available at the moment. Find your booking to see how to pay.`,
};

const isRefusal = (value: string | null | undefined): value is keyof typeof REFUSALS =>
  typeof value === 'string' && value in REFUSALS;

/**
 * /pay/<token>: the "Pay now" link of the approval mail and the look-up page. The booking it was made
 * for (nothing personal: item, date, time, guests, amount) and the pay step, or why nothing can be paid.
 * The visit starts (or reuses) the payment attempt; the token alone never shows who booked.
 */
export function PayWithToken({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const [start, { data, error }] = useMutation(StartBookingPaymentDocument);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (asked.current === token) return;
    asked.current = token;
    start({ variables: { token } }).catch(() => undefined);
  }, [start, token]);

  if (error) {
    return (
      <PageHero title={t`Pay for your booking`}>
        <Body role="alert">
          <p>
            {hasErrorCode(error, 'NOT_FOUND') ? (
              <Trans>
                This payment link is not valid. Please use the link in your e-mail, or find your booking.
              </Trans>
            ) : (
              <Trans>We could not open this payment right now. Please reload the page in a moment.</Trans>
            )}
          </p>
          <p>
            <Link to="/booking-verification">
              <Trans>Find your booking</Trans>
            </Link>
          </p>
        </Body>
      </PageHero>
    );
  }

  if (!data) {
    return (
      <PageHero title={t`Pay for your booking`}>
        <Spinner label={t`Loading`} />
      </PageHero>
    );
  }

  const booking = data.startBookingPayment;
  const refusal = booking.payment ? null : isRefusal(booking.refusal) ? booking.refusal : 'off';
  return (
    <PageHero title={t`Pay for your booking`}>
      <Body>
        <DetailList
          label={t`Booking details`}
          rows={[
            [t`Booking number`, `#${booking.bookingId}`],
            [t`Experience`, booking.itemTitle],
            [t`Date`, formatFullDate(booking.bookingDate, i18n.locale)],
            [t`Time (Seoul)`, booking.timeSlot],
            [t`Number of guests`, booking.numberOfGuests],
            [t`Status`, i18n._(STATUS_LABELS[booking.status])],
            ...(booking.amount > 0
              ? [[t`Amount due`, <KrwAmount krw={booking.amount} />] as [string, ReactNode]]
              : []),
          ]}
        />
        {booking.payment ? (
          <PaymentStep payment={booking.payment} />
        ) : (
          <>
            <p role="status">{i18n._(REFUSALS[refusal ?? 'off'])}</p>
            <p>
              <Link to="/booking-verification">
                <Trans>Find your booking</Trans>
              </Link>
            </p>
          </>
        )}
      </Body>
    </PageHero>
  );
}
