import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { BookingExperienceDocument } from '@/generated/graphql';
import { localizeExperience } from '@/lib/experience';
import { useLanguage } from '@/lib/useLanguage';
import { subscribeSchedule } from '../scheduleBridge';
import { BookingDialog } from './BookingDialog';
import { ScheduleModal } from './ScheduleModal';

type View = { step: 'schedule' } | { step: 'booking'; date: string; time: string };

/**
 * Mounted once: opens the schedule of the experience whose Schedule button was pressed (through
 * the bridge), then the booking dialog for the chosen date and slot. Closing either resets all.
 */
export function BookingScheduler() {
  const [experienceId, setExperienceId] = useState<number | null>(null);
  useEffect(() => subscribeSchedule(setExperienceId), []);
  if (experienceId === null) return null;
  return (
    <ScheduleFlow key={experienceId} experienceId={experienceId} onClose={() => setExperienceId(null)} />
  );
}

function ScheduleFlow({ experienceId, onClose }: { experienceId: number; onClose: () => void }) {
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
