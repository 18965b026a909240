import { useEffect, useState } from 'react';
import { lazyComponent } from '@/lib/lazyComponent';
import { subscribeSchedule } from '../scheduleBridge';

// The schedule, its calendar and the booking form (formik) load when a guest first opens them.
const ScheduleFlow = lazyComponent(() => import('./ScheduleFlow').then((m) => m.ScheduleFlow));

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
