import { useParams } from 'react-router';
import { BookingScheduler, openSchedule } from '@/features/booking';
import { ExperienceDetail } from '@/features/experiences';

/**
 * /experiences/{id}. Schedule (without an external booking link) goes through the booking
 * feature's bridge to its scheduler, mounted here once; the reviews feature is composed into
 * the Reviews tab here when it exists.
 */
export function ExperienceDetailPage() {
  const { id } = useParams();
  return (
    <>
      <ExperienceDetail key={id} id={id} onSchedule={openSchedule} />
      <BookingScheduler />
    </>
  );
}
