import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { KrwAmount } from '@/components/ApproxPrice';
import { Button } from '@/components/Button';
import { formatFullDate } from '@/lib/dates';
import type { BookedDetails } from './BookingForm';
import { DetailList } from './DetailList';
import { STATUS_LABELS } from '../messages';
import { displayPhone } from '@domain/phone';

const Code = styled.div`
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;

  p {
    margin: 0;
  }

  strong {
    display: block;
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    letter-spacing: 0.2em;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The verification number to keep, on its own card (the success step, the pay step of an instant booking). */
export function VerificationCode({ code }: { code: string }) {
  return (
    <Code>
      <p>
        <Trans>Your verification number</Trans>
      </p>
      <strong>{code}</strong>
      <small>
        <Trans>Keep it: with your e-mail and phone number it lets you look up your booking.</Trans>
      </small>
    </Code>
  );
}

type BookingSuccessProps = { title: string; booking: BookedDetails; onClose: () => void };

/** The dialog's success step: what was booked and the verification number to keep. */
export function BookingSuccess({ title, booking, onClose }: BookingSuccessProps) {
  const { t, i18n } = useLingui();
  return (
    <div>
      <p>
        {booking.status === 'confirmed' ? (
          <Trans>Thank you! Your booking is confirmed. We have e-mailed you the details.</Trans>
        ) : (
          <Trans>
            Thank you! We have received your booking application. We will review it and e-mail you the
            approval and payment information.
          </Trans>
        )}
      </p>
      <VerificationCode code={booking.verificationCode} />
      <DetailList
        label={t`Booking details`}
        rows={[
          [t`Booking number`, `#${booking.id}`],
          [t`Status`, i18n._(STATUS_LABELS[booking.status])],
          [t`Experience`, title],
          [t`Date`, formatFullDate(booking.bookingDate, i18n.locale)],
          [t`Time (Seoul)`, booking.timeSlot],
          [t`Number of guests`, booking.numberOfGuests],
          ...(booking.option ? [[t`Option`, booking.option] as [string, string]] : []),
          [t`Full name`, booking.guestName],
          [t`Email`, booking.guestEmail],
          [t`Phone number`, displayPhone(booking.guestPhone)],
          [t`Total price`, <KrwAmount krw={booking.totalPrice} />],
        ]}
      />
      <Actions>
        <Link to="/booking-verification">
          <Trans>Look up a booking</Trans>
        </Link>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Actions>
    </div>
  );
}
