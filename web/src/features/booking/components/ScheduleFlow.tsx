import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { BookingExperienceDocument } from '@/generated/graphql';
import { localizeExperience } from '@/lib/experience';
import { useLanguage } from '@/lib/useLanguage';
import type { ScheduleOptions } from '../scheduleBridge';
import { BookingDialog } from './BookingDialog';
import { ScheduleModal, type ScheduleChosen } from './ScheduleModal';

type View = { step: 'schedule' } | ({ step: 'booking' | 'waitlist' } & ScheduleChosen);

/** What the page composes for a full slot's waitlist (another feature's dialog). */
export type WaitlistSlot = ScheduleChosen & { experienceId: number; title: string; onClose: () => void };

type ScheduleFlowProps = {
  experienceId: number;
  /** The dates the guest searched for on the list, if any. */
  dates: NonNullable<ScheduleOptions['dates']> | null;
  onClose: () => void;
  /** The waitlist's join dialog for a full slot; absent: the schedule offers none. */
  renderWaitlist?: (slot: WaitlistSlot) => ReactNode;
};

/**
 * The schedule of one experience, then the booking dialog for the chosen slot and guest count
 * (BookingScheduler).
 */
export function ScheduleFlow({ experienceId, dates, onClose, renderWaitlist }: ScheduleFlowProps) {
  const language = useLanguage();
  const [view, setView] = useState<View>({ step: 'schedule' });
  const { data, error } = useQuery(BookingExperienceDocument, { variables: { id: experienceId } });
  const experience = data?.experience;
  const title = experience ? localizeExperience(experience, language).title : '';

  if (view.step === 'waitlist' && renderWaitlist) {
    const { date, time, guests } = view;
    return renderWaitlist({ experienceId, title, date, time, guests, onClose });
  }
  return view.step === 'booking' && experience ? (
    <BookingDialog
      experience={experience}
      title={title}
      date={view.date}
      time={view.time}
      guests={view.guests}
      onlineMethods={data?.onlinePaymentMethods ?? []}
      onClose={onClose}
    />
  ) : (
    <ScheduleModal
      experience={experience}
      failed={Boolean(error)}
      title={title}
      dates={dates}
      onClose={onClose}
      onChoose={(chosen) => setView({ step: 'booking', ...chosen })}
      onWaitlist={renderWaitlist ? (chosen) => setView({ step: 'waitlist', ...chosen }) : undefined}
    />
  );
}
