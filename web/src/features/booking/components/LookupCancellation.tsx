import { useLingui } from '@lingui/react/macro';
import type { BookingLookupFieldsFragment, FindBookingInput, GuestCancelRefusal } from '@/generated/graphql';
import { formatSeoulDeadline } from '@/lib/cancellationPolicy';
import { CancelBooking } from './CancelBooking';
import { DayContacts } from './DayContacts';
import { LookupPanel as Panel } from './LookupPanel';

type LookupCancellationProps = {
  booking: BookingLookupFieldsFragment;
  input: FindBookingInput;
  onChange: (booking: BookingLookupFieldsFragment) => void;
};

/**
 * The item's cancellation policy applied to this booking (domain/cancellation.ts, decided by the
 * server): until the deadline the guest cancels here; after it, or without free cancellation, the
 * page says why and whom to contact. Nothing for a booking already cancelled.
 */
export function LookupCancellation({ booking, input, onChange }: LookupCancellationProps) {
  const { t, i18n } = useLingui();
  if (booking.cancelRefusal === 'already_cancelled' || booking.status === 'cancelled') return null;
  const deadline = booking.cancellationDeadline
    ? formatSeoulDeadline(booking.cancellationDeadline, i18n.locale)
    : null;
  const refuse = (reason: GuestCancelRefusal) =>
    onChange({ ...booking, canCancel: false, cancelRefusal: reason });

  return (
    <Panel aria-labelledby="lookup-cancellation-title">
      <h3 id="lookup-cancellation-title">{t`Cancellation`}</h3>
      {booking.canCancel ? (
        <>
          <p>{t`You can cancel free of charge until ${deadline} (Seoul time).`}</p>
          <div>
            <CancelBooking input={input} onCancelled={onChange} onRefused={refuse} />
          </div>
        </>
      ) : (
        <>
          <p>
            {booking.cancelRefusal === 'window_closed' && deadline
              ? t`Free cancellation ended on ${deadline} (Seoul time), so this booking can no longer be cancelled online. To change or cancel it, please contact us:`
              : t`This experience has no free cancellation, so this booking cannot be cancelled online. To change or cancel it, please contact us:`}
          </p>
          <DayContacts contacts={booking.dayContacts} label={t`How to contact us`} />
        </>
      )}
    </Panel>
  );
}
