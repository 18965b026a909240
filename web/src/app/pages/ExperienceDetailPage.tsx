import { useParams } from 'react-router';
import { openSchedule } from '@/features/booking/scheduleBridge';
import { ExperienceDetail } from '@/features/experiences';

/**
 * /experiences/{id}. Schedule (without an external booking link) goes through the booking
 * feature's bridge; the reviews feature is composed into the Reviews tab here when it exists.
 */
export function ExperienceDetailPage() {
  const { id } = useParams();
  return <ExperienceDetail key={id} id={id} onSchedule={openSchedule} />;
}
