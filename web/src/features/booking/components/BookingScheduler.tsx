import { useEffect, useState, type ReactNode } from 'react';
import type { WaitlistSlot } from './ScheduleFlow';
import { lazyComponent } from '@/lib/lazyComponent';
import { subscribeSchedule, type ScheduleOptions } from '../scheduleBridge';

// The schedule, its calendar and the booking form (formik) load when a guest first opens them.
const ScheduleFlow = lazyComponent(() => import('./ScheduleFlow').then((m) => m.ScheduleFlow));

type Opened = { experienceId: number; options: ScheduleOptions };

/**
 * Mounted once: opens the schedule of the experience whose Schedule button was pressed (through
 * the bridge), then the booking dialog for the chosen date and slot. Closing either resets all.
 */
export function BookingScheduler({
  renderWaitlist,
}: { renderWaitlist?: (slot: WaitlistSlot) => ReactNode } = {}) {
  const [opened, setOpened] = useState<Opened | null>(null);
  useEffect(() => subscribeSchedule((experienceId, options) => setOpened({ experienceId, options })), []);
  if (opened === null) return null;
  return (
    <ScheduleFlow
      key={opened.experienceId}
      experienceId={opened.experienceId}
      dates={opened.options.dates ?? null}
      onClose={() => setOpened(null)}
      renderWaitlist={renderWaitlist}
    />
  );
}
