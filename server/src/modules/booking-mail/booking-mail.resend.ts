import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../common/errors.js';
import { queueMail, queueTemplateMail } from '../../platform/mail/mail-outbox.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { audit } from '../audit/audit.js';
import { BOOKING_ERRORS } from '../booking/booking.errors.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { renderQueued } from '../mail/templates/registry.js';
import { mailSecrets, putBackSecrets } from '../../platform/mail/mail.secrets.js';
import { ticketCodeFor } from '../booking/booking.ticket.js';

/** The mails that carry the booking's ticket, its code withheld from the stored copy (booking-mails.ts). */
const TICKET_MAIL_KINDS = ['booking_approved', 'booking_reminder'];
import { BOOKING_MAIL_ERRORS } from './booking-mail.errors.js';

/**
 * Queues the booking's last mail to the guest again (the last one without a one-time link: such a link
 * is not kept); the dispatcher logs it as email_sent on delivery.
 */
export async function resendLastMail(ctx: AppContext, bookingId: number) {
  const em = ctx.em.fork();
  const booking = await em.findOne(GuestBooking, { id: bookingId });
  if (!booking) throw notFound(BOOKING_ERRORS.notFound);
  // A mail that carried a one-time link (a review invitation) keeps no copy of it: the last one stored
  // whole, or one whose only withheld secret is the booking's ticket code, which the server key makes again.
  const last = await em.findOne(
    MailOutbox,
    {
      bookingId,
      recipient: booking.guestEmail,
      $or: [{ withheld: 0 }, { withheld: 1, kind: { $in: TICKET_MAIL_KINDS } }],
    },
    { orderBy: { id: 'desc' } },
  );
  if (!last) throw conflict(BOOKING_MAIL_ERRORS.noMailToResend);
  const ticket = last.withheld ? ticketCodeFor(ctx.hasher, booking) : null;
  // The ticket code back where the stored copy has its placeholder, withheld again in the new copy.
  const again = <T>(content: T): T => (ticket ? putBackSecrets(content, [ticket]) : content);
  const secrets = ticket ? { secrets: mailSecrets(ctx.hasher, ticket) } : {};
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
      props: again(last.props),
      attachments: again(last.attachments),
      bookingId,
      sendBefore: last.sendBefore,
      ...secrets,
    });
  } else {
    subject = last.subject ?? '';
    queueMail(em, {
      kind: last.kind,
      to: booking.guestEmail,
      language: last.language,
      subject,
      html: again(last.html ?? ''),
      text: again(last.text ?? ''),
      attachments: again(last.attachments),
      bookingId,
      sendBefore: last.sendBefore,
      ...secrets,
    });
  }
  audit(em, ctx, 'booking.resend-mail', { type: 'booking', id: bookingId }, null, { mail: last.kind });
  await em.flush();
  ctx.mail.kick();
  return { bookingId, recipient: booking.guestEmail, subject };
}
