import { slotStartInstant } from '../../../../domain/cancellation.js';
import { LogAuthorEnum } from '../../common/enums.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { BookingEvents } from '../booking/booking.events.js';
import { moneyOf } from '../payment/payment.service.js';
import { payLinkOf } from '../payment/online/online-payment-start.service.js';
import { ticketCodeFor } from '../booking/booking.ticket.js';
import {
  bookingOutboxMail,
  bookingTemplateMail,
  queueBookingMail,
  ticketMailSecrets,
} from './booking-mails.js';

/**
 * Whether the guest of a booking is mailed: always for the storefront's and staff's bookings; for a
 * reseller's (OCTO API) only when the reseller asked (`emailReceipt`) and gave an address: the reseller
 * tells its own customer.
 */
const mailsGuest = (booking: { resellerId?: number | null; guestEmail: string }, asked?: boolean) =>
  !booking.resellerId || (asked === true && booking.guestEmail !== '');

/**
 * The booking's mails, written in the transaction of what caused them (so a mail exists exactly when
 * its change does): the guest's "received" and the team's "new application", the approval, the
 * cancellation (with what happens to money paid), the receipt and the refund.
 */
export function subscribeBookingMails(events: EventBus<BookingEvents>): void {
  events.within('received', ({ booking, experience, mailGuest }, tx) => {
    const mail = (kind: 'received' | 'staff_new') => ({
      ...bookingOutboxMail(tx.config, kind, booking, experience),
      bookingId: booking.id,
    });
    // A few "received" mails per address an hour (the booking module's limit): the team is told anyway.
    if (mailGuest) tx.queueMail(mail('received'), true);
    tx.queueMail(mail('staff_new'));
  });

  // Written through the handle (tx.queueMail): a reseller's confirmation is written without the unit of
  // work (booking-hold-confirm.ts), in its one statement.
  events.within('confirmed', async ({ booking, experience, now, paidNow, mailGuest }, tx) => {
    const { config, signer } = tx;
    // A reseller's booking is confirmed without staff: the team hears of it now ("new booking"), as
    // of a storefront booking when it arrives; a reseller's hold mailed no one.
    if (booking.resellerId)
      tx.queueMail(bookingTemplateMail(config, 'staff_new', booking, experience, { now }));
    if (!mailsGuest(booking, mailGuest)) return;
    // Approved and still to pay, with online payment on: the mail carries the "Pay now" link. A
    // reseller's guest paid the reseller: nothing to pay us (payment.subscribers.ts).
    const link =
      !paidNow && !booking.resellerId && signer ? await payLinkOf(tx.em, config, signer, booking, now) : null;
    // The ticket (issue 39) needs the server key: every confirming path hands it (booking.events.ts).
    const ticketCode = signer ? ticketCodeFor(signer, booking) : undefined;
    tx.queueMail(
      bookingTemplateMail(
        config,
        'approved',
        booking,
        experience,
        { now, paid: paidNow ?? 0, payLink: link?.url, ticketCode },
        signer && ticketMailSecrets(signer, ticketCode),
      ),
    );
  });

  events.within('cancelled', async (event, { em, config }) => {
    const { booking, experience, author, reason, mailGuest, previousStatus } = event;
    // A waitlist's offer withdrawn by staff was never a booking to the guest (the waitlist mails them).
    if (previousStatus === 'offered') return;
    // A reminder queued just before the cancellation and not yet sent is withdrawn; its key is
    // freed, so a booking confirmed again later can have its reminder.
    await em.execute(
      `update mail_outbox set status = 'failed', last_error = 'Withdrawn: the booking was cancelled',
         dedupe_key = null
       where booking_id = ? and dedupe_key is not null and status = 'pending'`,
      [booking.id],
    );
    // A paid booking's mails say what was paid and what happens to it (a refund due).
    const refund = await moneyOf(em, booking.id);
    if (mailsGuest(booking, mailGuest))
      queueBookingMail(em, config, 'cancelled', booking, experience, { reason, refund });
    if (author === LogAuthorEnum.customer) {
      queueBookingMail(em, config, 'staff_guest_cancelled', booking, experience, { refund });
    }
  });

  events.within('expired', ({ booking, experience, previousStatus, now }, { em, config }) => {
    // A waitlist's offer that ran out or was declined: the waitlist module tells the guest, if anyone.
    if (previousStatus === 'offered') return;
    // A reseller's hold that ran out: the reseller knows (its own clock, OCTO `utcExpiresAt`).
    if (!mailsGuest(booking)) return;
    // A stale application found after its slot (an upgrade, a long outage): no mail about the past.
    const start = slotStartInstant(booking.bookingDate, booking.timeSlot);
    if (start && start.getTime() <= (now ?? new Date()).getTime()) return;
    queueBookingMail(em, config, 'expired', booking, experience, {
      expiredWaitingFor: previousStatus === 'awaiting_payment' ? 'payment' : 'request',
    });
  });

  // A move (issue 41): the guest hears what happened (moved, with the new calendar file and ticket of a
  // confirmed booking; a change request; its decline) and the team hears of the guest's own moves and requests.
  events.within('moved', async (moved, tx) => {
    const { booking, experience, kind, from, to, byGuest, priceDifference, paymentPlanChanged, now } = moved;
    const { em, config, signer } = tx;
    const move = {
      kind,
      from,
      to,
      priceDifference,
      byGuest,
      ...(paymentPlanChanged ? { paymentChanged: true } : {}),
    };
    // A new deadline is said with what is still owed.
    const money = paymentPlanChanged ? await moneyOf(em, booking.id) : null;
    const paid = money ? money.paid - money.refunded : 0;
    if (mailsGuest(booking)) {
      const confirmed = kind === 'moved' && booking.status === 'confirmed';
      const ticketCode = confirmed && signer ? ticketCodeFor(signer, booking) : undefined;
      queueBookingMail(
        em,
        config,
        'moved',
        booking,
        experience,
        { now, move, paid, ticketCode, calendar: confirmed },
        signer && ticketMailSecrets(signer, ticketCode),
      );
    }
    if (byGuest && kind !== 'declined')
      queueBookingMail(em, config, 'staff_moved', booking, experience, { now, move, paid });
  });

  events.within('paid', async ({ booking, experience, paid }, { em, config }) => {
    // The reminder not sent yet would ask for money already here.
    await em.execute(
      `update mail_outbox set status = 'failed', last_error = 'Withdrawn: the booking was paid', dedupe_key = null
        where booking_id = ? and kind = 'booking_payment_reminder' and status = 'pending'`,
      [booking.id],
    );
    queueBookingMail(em, config, 'payment_received', booking, experience, { paid });
  });

  events.within('refunded', async ({ booking, experience, amount, refundedOn }, { em, config }) => {
    queueBookingMail(em, config, 'payment_refunded', booking, experience, {
      refund: { ...(await moneyOf(em, booking.id))!, amount, on: refundedOn },
    });
  });
}
