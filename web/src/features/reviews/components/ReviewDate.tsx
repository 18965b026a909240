import { useLingui } from '@lingui/react/macro';
import { formatDateWithWeekday } from '@/lib/dates';

/** A review's visit date as "20 Nov 2026 (Fri)" / "2026年11月20日(金)", machine-readable in `dateTime`. */
export function ReviewDate({ date, className }: { date: string; className?: string }) {
  const { i18n } = useLingui();
  return (
    <time className={className} dateTime={date}>
      {formatDateWithWeekday(date, i18n.locale)}
    </time>
  );
}
