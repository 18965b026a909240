import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../common/errors.js';
import { queueMail, queueTemplateMail } from '../../platform/mail/mail-outbox.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { audit } from '../audit/audit.js';
import { BOOKING_ERRORS } from '../booking/booking.errors.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { renderQueued } from '../mail/templates/registry.js';
import { BOOKING_MAIL_ERRORS } from './booking-mail.errors.js';

/**
 * Queues the booking's last mail to the guest again (the last one without a one-time link: such a link
 * is not kept); the dispatcher logs it as email_sent on delivery.
 */
export async function resendLastMail(ctx: AppContext, bookingId: number) {
  const em = ctx.em.fork();
  const booking = await em.findOne(GuestBooking, { id: bookingId });
  if (!booking) throw notFound(BOOKING_ERRORS.notFound);
  // A mail that carried a one-time link (a review invitation) keeps no copy of it: the last one stored whole.
  const last = await em.findOne(
    MailOutbox,
    { bookingId, recipient: booking.guestEmail, withheld: 0 },
    { orderBy: { id: 'desc' } },
  );
  if (!last) throw conflict(BOOKING_MAIL_ERRORS.noMailToResend);
  let subject: string;
  if (last.template && last.props) {
    // Queued by its template again: rendered when it is sent, so it promises nothing (a free
    // cancellation, a payment deadline) that has ended since the first one (issue 34). Rendered now
    // as well, for the subject the answer gives.
    subject = (await renderQueued(last.template, last.language, last.props)).subject;
    queueTemplateMail(em, {
      kind: last.kind,
      to: booking.guestEmail,
      language: last.language,
      template: last.template,
      props: last.props,
      attachments: last.attachments,
      bookingId,
      sendBefore: last.sendBefore,
    });
  } else {
    subject = last.subject ?? '';
    queueMail(em, {
      kind: last.kind,
      to: booking.guestEmail,
      language: last.language,
      subject,
      html: last.html ?? '',
      text: last.text ?? '',
      attachments: last.attachments,
      bookingId,
      sendBefore: last.sendBefore,
    });
  }
  audit(em, ctx, 'booking.resend-mail', { type: 'booking', id: bookingId }, null, { mail: last.kind });
  await em.flush();
  ctx.mail.kick();
  return { bookingId, recipient: booking.guestEmail, subject };
}
