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
  onClose: () => void;
};

/**
 * The booking dialog (spec §4): the form step with the chosen date and time preset and one
 * guest, then the success step with the details and the verification number.
 */
export function BookingDialog({ experience, title, date, time, onClose }: BookingDialogProps) {
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
        <BookingForm experience={experience} date={date} time={time} onBooked={setBooked} />
      )}
    </Modal>
  );
}
