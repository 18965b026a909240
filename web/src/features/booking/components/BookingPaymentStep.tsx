import { Trans } from '@lingui/react/macro';
import type { OnlinePaymentFieldsFragment } from '@/generated/graphql';
import { PaymentStep } from '../payment/PaymentStep';
import type { BookedDetails } from './BookingForm';
import { VerificationCode } from './BookingSuccess';

type BookingPaymentStepProps = { booking: BookedDetails; payment: OnlinePaymentFieldsFragment };

/**
 * The dialog's step after booking an instant item with online payment: the booking waits for its
 * payment with its seats held; the verification number comes first, since the guest may leave for
 * PortOne's window and needs it to find the booking again.
 */
export function BookingPaymentStep({ booking, payment }: BookingPaymentStepProps) {
  const number = booking.id;
  return (
    <div>
      <p>
        <Trans>
          Booking #{number} is waiting for your payment. It is confirmed as soon as the payment goes through.
        </Trans>
      </p>
      <VerificationCode code={booking.verificationCode} />
      <PaymentStep
        payment={payment}
        customer={{
          fullName: booking.guestName,
          email: booking.guestEmail,
          phoneNumber: booking.guestPhone,
        }}
      />
    </div>
  );
}
