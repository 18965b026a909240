import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BookingLogType, BookingStatus, LogAuthor } from '@/generated/graphql';

/** The spec's labels: pending shows as 'waiting'. */
export const STATUS_LABELS: Record<BookingStatus, MessageDescriptor> = {
  pending: msg`Waiting`,
  confirmed: msg`Confirmed`,
  cancelled: msg`Cancelled`,
};

export const LOG_TYPE_LABELS: Record<BookingLogType, MessageDescriptor> = {
  booking_created: msg`Application received`,
  status_change: msg`Status changed`,
  email_sent: msg`E-mail sent`,
  memo_update: msg`Memo updated`,
  payment_recorded: msg`Payment recorded`,
  payment_voided: msg`Payment voided`,
  refund_recorded: msg`Refund recorded`,
  refund_voided: msg`Refund voided`,
};

export const AUTHOR_LABELS: Record<LogAuthor, MessageDescriptor> = {
  customer: msg`Customer`,
  admin: msg`Admin`,
  system: msg`System`,
};

const seoulDateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/** An instant in Seoul time, Korean format (e.g. 2026. 11. 23. 17:05). */
export const formatSeoulDateTime = (iso: string) => seoulDateTime.format(new Date(iso));

/** A calendar date (YYYY-MM-DD, already Seoul) in Korean format with its weekday (the shell's). */
export { formatSeoulDate as formatBookingDate } from '../shell/slotFill';

/** The option a booking chose, by the item's text (`fallback` when staff gave none); null without one. */
export function optionName(b: { withOption: boolean; chosenOption?: string | null }, fallback: string) {
  if (!b.withOption) return null;
  return b.chosenOption?.trim() || fallback;
}
