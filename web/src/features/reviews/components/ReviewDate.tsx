import { useLingui } from '@lingui/react/macro';
import { formatReviewDate } from '../hooks/reviewDate';

/** A review's date as "25.06.20 (Fri)", with the full date for assistive technology. */
export function ReviewDate({ date, className }: { date: string; className?: string }) {
  const { i18n } = useLingui();
  const shown = formatReviewDate(date, i18n.locale);
  return (
    <time className={className} dateTime={date}>
      {shown.date} ({shown.weekday})
    </time>
  );
}
