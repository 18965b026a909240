import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '@/components/Modal';
import type { BookingExperience } from '../schedule';
import { BookingForm, type BookedDetails } from './BookingForm';
import { BookingSuccess } from './BookingSuccess';

type BookingDialogProps = {
  experience: BookingExperience;
  title: string;
  date: string;
  time: string;
  /** The guest count chosen in the schedule (the spec's one guest when none was). */
  guests?: number;
  onClose: () => void;
};

/**
 * The booking dialog (spec §4): the form step with the chosen date, time and guest count preset,
 * then the success step with the details and the verification number.
 */
export function BookingDialog({ experience, title, date, time, guests = 1, onClose }: BookingDialogProps) {
  const { t } = useLingui();
  const [booked, setBooked] = useState<BookedDetails | null>(null);
  return (
    <Modal
      open
      onClose={onClose}
      title={booked ? t`Booking request received` : t`Book ${title}`}
      width="640px"
    >
      {booked ? (
        <BookingSuccess title={title} booking={booked} onClose={onClose} />
      ) : (
        <BookingForm experience={experience} date={date} time={time} guests={guests} onBooked={setBooked} />
      )}
    </Modal>
  );
}
