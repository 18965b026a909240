import { useParams } from 'react-router';
import { BookingScheduler, openSchedule } from '@/features/booking';
import { ExperienceDetail } from '@/features/experiences';
import { Reviews } from '@/features/reviews';

const renderReviews = (experienceId: number) => <Reviews itemId={experienceId} />;

/**
 * /experiences/{id}. Schedule (without an external booking link) goes through the booking
 * feature's bridge to its scheduler, mounted here once; the reviews feature fills the Reviews tab.
 */
export function ExperienceDetailPage() {
  const { id } = useParams();
  return (
    <>
      <ExperienceDetail key={id} id={id} onSchedule={openSchedule} renderReviews={renderReviews} />
      <BookingScheduler />
    </>
  );
}
