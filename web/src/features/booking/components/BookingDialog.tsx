import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '@/components/Modal';
import type { BookingExperience } from '../schedule';
import { BookingForm, type BookedDetails } from './BookingForm';
import { BookingSuccess } from './BookingSuccess';
import { BookingPaymentStep } from './BookingPaymentStep';

type BookingDialogProps = {
  experience: BookingExperience;
  title: string;
  date: string;
  time: string;
  /** The guest count chosen in the schedule (the spec's one guest when none was). */
  guests?: number;
  /** The methods guests may pay online with (none while online payment is off). */
  onlineMethods?: readonly string[];
  onClose: () => void;
};

/**
 * The booking dialog (spec §4): the form step with the chosen date, time and guest count preset,
 * then the success step with the details and the verification number, or, for an instant item with
 * online payment, the pay step (issue 37).
 */
export function BookingDialog({
  experience,
  title,
  date,
  time,
  guests = 1,
  onlineMethods = [],
  onClose,
}: BookingDialogProps) {
  const { t } = useLingui();
  const [booked, setBooked] = useState<BookedDetails | null>(null);
  return (
    <Modal
      open
      onClose={onClose}
      title={
        !booked
          ? t`Book ${title}`
          : booked.payment
            ? t`Pay for your booking`
            : booked.status === 'confirmed'
              ? t`Booking confirmed`
              : t`Booking request received`
      }
      width="640px"
    >
      {booked?.payment ? (
        <BookingPaymentStep booking={booked} payment={booked.payment} />
      ) : booked ? (
        <BookingSuccess title={title} booking={booked} onClose={onClose} />
      ) : (
        <BookingForm
          experience={experience}
          date={date}
          time={time}
          guests={guests}
          onlineMethods={onlineMethods}
          onBooked={setBooked}
        />
      )}
    </Modal>
  );
}
