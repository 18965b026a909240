import type { Language } from '../../../../../domain/constants.js';
import {
  bookingApproved,
  bookingCancelled,
  bookingExpired,
  bookingReceived,
  bookingReminder,
  paymentReceived,
  paymentRefunded,
  paymentReminder,
  reviewInvitation,
} from './guest.js';
import { renderMail, type RenderedMail } from './render.js';
import { staffGuestCancelled, staffNewBooking } from './staff.js';
import { bookingMoved, staffBookingMoved } from './move.js';
import { WAITLIST_MAIL_TEMPLATES } from './waitlist.js';
import type { BookingMailProps, MailTemplate } from './types.js';

/**
 * The booking mails: guest mails in the booking's language, staff mails in Korean, each a React
 * template with its copy in the mail catalogs.
 */
export type BookingMailKind =
  | 'received'
  | 'staff_new'
  | 'approved'
  | 'cancelled'
  | 'expired'
  | 'staff_guest_cancelled'
  | 'reminder'
  | 'review_invitation'
  | 'payment_reminder'
  | 'payment_received'
  | 'payment_refunded'
  | 'moved'
  | 'staff_moved';

export const BOOKING_MAIL_TEMPLATES: Record<BookingMailKind, MailTemplate<BookingMailProps>> = {
  received: bookingReceived,
  staff_new: staffNewBooking,
  approved: bookingApproved,
  cancelled: bookingCancelled,
  expired: bookingExpired,
  staff_guest_cancelled: staffGuestCancelled,
  reminder: bookingReminder,
  review_invitation: reviewInvitation,
  payment_reminder: paymentReminder,
  payment_received: paymentReceived,
  payment_refunded: paymentRefunded,
  moved: bookingMoved,
  staff_moved: staffBookingMoved,
};

/**
 * The templates a mail may be queued by (unrendered, `mail_outbox.template`): the dispatcher renders
 * it when it sends it, so React stays out of the request that queued it.
 */
export const MAIL_TEMPLATES: Record<string, MailTemplate<never>> = Object.fromEntries([
  ...Object.entries(BOOKING_MAIL_TEMPLATES).map(([kind, template]) => [`booking:${kind}`, template]),
  ...Object.entries(WAITLIST_MAIL_TEMPLATES).map(([kind, template]) => [`waitlist:${kind}`, template]),
]);

/**
 * Renders a mail queued by its template: subject, HTML and text as they will be sent. `now` is the
 * moment it is rendered for (`renderedAt`: the dispatcher renders a mail just before it sends it), so
 * a deadline that has passed by then is not promised, however long the mail waited in the outbox.
 */
export function renderQueued(
  template: string,
  language: Language,
  props: unknown,
  now: Date = new Date(),
): Promise<RenderedMail> {
  const found = MAIL_TEMPLATES[template];
  if (!found) throw new Error(`No mail template "${template}"`);
  return renderMail(found as MailTemplate<unknown>, language, {
    ...(props as object),
    renderedAt: now.toISOString(),
  });
}
