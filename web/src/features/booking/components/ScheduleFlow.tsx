import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { BookingExperienceDocument } from '@/generated/graphql';
import { localizeExperience } from '@/lib/experience';
import { useLanguage } from '@/lib/useLanguage';
import { BookingDialog } from './BookingDialog';
import { ScheduleModal } from './ScheduleModal';

type View = { step: 'schedule' } | { step: 'booking'; date: string; time: string };

/** The schedule of one experience, then the booking dialog for the chosen slot (BookingScheduler). */
export function ScheduleFlow({ experienceId, onClose }: { experienceId: number; onClose: () => void }) {
  const language = useLanguage();
  const [view, setView] = useState<View>({ step: 'schedule' });
  const { data, error } = useQuery(BookingExperienceDocument, { variables: { id: experienceId } });
  const experience = data?.experience;
  const title = experience ? localizeExperience(experience, language).title : '';

  return view.step === 'booking' && experience ? (
    <BookingDialog
      experience={experience}
      title={title}
      date={view.date}
      time={view.time}
      onClose={onClose}
    />
  ) : (
    <ScheduleModal
      experience={experience}
      failed={Boolean(error)}
      title={title}
      onClose={onClose}
      onChoose={(date, time) => setView({ step: 'booking', date, time })}
    />
  );
}
