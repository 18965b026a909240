import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BookingLogType, LogAuthor } from '@/generated/graphql';

/** The spec's status labels live in the admin kit (the promo codes' bookings show them too). */
export { STATUS_LABELS } from '@/features/admin/kit/BookingStatusBadge';

export const LOG_TYPE_LABELS: Record<BookingLogType, MessageDescriptor> = {
  booking_created: msg`Application received`,
  status_change: msg`Status changed`,
  email_sent: msg`E-mail sent`,
  memo_update: msg`Memo updated`,
  payment_recorded: msg`Payment recorded`,
  payment_voided: msg`Payment voided`,
  refund_recorded: msg`Refund recorded`,
  refund_voided: msg`Refund voided`,
  refund_requested: msg`Refund requested`,
  refund_failed: msg`Refund failed`,
  checked_in: msg`Checked in`,
  check_in_undone: msg`Check-in undone`,
  no_show: msg`No-show`,
  no_show_undone: msg`No-show taken back`,
  moved: msg`Moved`,
};

export const AUTHOR_LABELS: Record<LogAuthor, MessageDescriptor> = {
  customer: msg`Customer`,
  admin: msg`Admin`,
  system: msg`System`,
};

/** The option a booking chose, by the item's text (`fallback` when staff gave none); null without one. */
export function optionName(b: { withOption: boolean; chosenOption?: string | null }, fallback: string) {
  if (!b.withOption) return null;
  return b.chosenOption?.trim() || fallback;
}
