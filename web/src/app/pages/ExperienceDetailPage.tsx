import { useParams } from 'react-router';
import { openSchedule } from '@/features/booking/scheduleBridge';
import { ExperienceDetail } from '@/features/experiences';
import { Reviews } from '@/features/reviews';

const renderReviews = (experienceId: number) => <Reviews itemId={experienceId} />;

/**
 * /experiences/{id}. Schedule (without an external booking link) goes through the booking
 * feature's bridge; the reviews feature fills the Reviews tab.
 */
export function ExperienceDetailPage() {
  const { id } = useParams();
  return <ExperienceDetail key={id} id={id} onSchedule={openSchedule} renderReviews={renderReviews} />;
}
