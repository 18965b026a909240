import type { ReactNode } from 'react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { DayContactLinks, MailLayout } from './Layout.js';
import { ActionButton, BulletList, MeetingPoint, Paragraph, SectionTitle, SummaryCard } from './parts.js';
import { formatSeoulInstant, formatVisitDate, formatVisitTime } from './i18n.js';
import { freeCancellation, STANDARD_CANCEL_REASONS } from '../../../../../domain/cancellation.js';
import { paymentDeadlineEnd } from '../../../../../domain/payment.js';
import { formatKrw } from '../../../../../domain/pricing.js';
import { bookingRows, greeting } from './summary.js';
import { TicketSection } from './ticket.js';
import { refundRows, guestRefundSection } from './refund.js';
import type { BookingMailProps, MailTemplate } from './types.js';

interface GuestCopy {
  subject: MessageDescriptor;
  heading: MessageDescriptor;
  intro: MessageDescriptor;
}

/**
 * A mail to the guest: subject, heading, greeting and intro, then what this mail has to say. The copy
 * may name the booking's {title}, {date} (written out), {time} (HH:MM) and {seoulTime} ("14:00 (Seoul time)").
 */
function guestMail(
  copyOf: GuestCopy | ((props: BookingMailProps) => GuestCopy),
  body: (i18n: I18n, props: BookingMailProps) => ReactNode,
): MailTemplate<BookingMailProps> {
  return (i18n, props) => {
    const { booking } = props;
    const copy = typeof copyOf === 'function' ? copyOf(props) : copyOf;
    const values = {
      title: booking.title,
      date: formatVisitDate(i18n, booking.date),
      time: booking.time,
      seoulTime: formatVisitTime(i18n, booking.time),
    };
    const heading = i18n._(copy.heading);
    return {
      subject: i18n._({ ...copy.subject, values }),
      element: (
        <MailLayout i18n={i18n} preview={heading} heading={heading} dayContacts={props.dayContacts}>
          <Paragraph>{greeting(i18n, booking.guestName)}</Paragraph>
          <Paragraph>{i18n._({ ...copy.intro, values })}</Paragraph>
          {body(i18n, props)}
        </MailLayout>
      ),
    };
  };
}

/**
 * What "confirmed" means, and that payment is its own step: one rule, said in the same words by the
 * terms page, the look-up page (the web's catalog), these mails and the calendar file's STATUS
 * (issue 34; templates.test checks the catalogs agree). It holds whoever confirms (staff today, an
 * online payment later).
 */
export const CONFIRMED_RULE = /*i18n*/ {
  id: 'mail.rule.confirmed',
  message: 'Confirmed means your place is reserved for you.',
};
export const PAYMENT_RULE = /*i18n*/ {
  id: 'mail.rule.payment',
  message:
    'Payment has its own status and deadline: a confirmed booking that is still unpaid after its payment deadline may be cancelled.',
};

const lookupButton = (i18n: I18n, href: string) => (
  <ActionButton href={href}>{i18n._({ id: 'mail.button.lookup', message: 'View my booking' })}</ActionButton>
);

/**
 * Under the amounts of a mail about money (issue 40): the charge is in KRW; the site's figures in the
 * guest's currency were approximations. The mail itself shows KRW alone: it is kept, and a rate is not.
 */
const chargedInKrw = (i18n: I18n) => (
  <Paragraph>
    {i18n._({
      id: 'mail.currency.krw',
      message:
        'All amounts are in Korean won (KRW), the currency you are charged in. An amount in another currency shown on our site is an approximation, for information only.',
    })}
  </Paragraph>
);

/**
 * The item's cancellation policy for this booking, judged when the mail is rendered to be sent
 * (domain/cancellation.ts): free cancellation is promised only while its deadline is still ahead.
 */
const cancellationPolicy = (i18n: I18n, props: BookingMailProps) => {
  const { booking, cancellation, renderedAt } = props;
  const offer = freeCancellation(booking.date, booking.time, cancellation?.hours, new Date(renderedAt));
  let text: string;
  switch (offer.kind) {
    case 'until':
      text = i18n._({
        id: 'mail.policy.free',
        message:
          'Free cancellation until {hours} hours before the start, that is until {deadline} (Seoul time). You can cancel on the booking look-up page.',
        values: { hours: cancellation?.hours, deadline: formatSeoulInstant(i18n, offer.deadline) },
      });
      break;
    case 'closed':
      text = i18n._({
        id: 'mail.policy.closed',
        message:
          'The free cancellation period of this booking ended on {deadline} (Seoul time), so it can no longer be cancelled online. If your plans change, please write to us.',
        values: { deadline: formatSeoulInstant(i18n, offer.deadline) },
      });
      break;
    case 'none':
      text = i18n._({
        id: 'mail.policy.none',
        message: 'This experience has no free cancellation. If your plans change, please write to us.',
      });
  }
  return (
    <>
      <SectionTitle>{i18n._({ id: 'mail.policy.title', message: 'Cancellation policy' })}</SectionTitle>
      <Paragraph>{text}</Paragraph>
    </>
  );
};

/** Whom to reach on the day itself (the office keeps weekday hours; experiences run every day). */
const onTheDay = (i18n: I18n, contacts: BookingMailProps['dayContacts']) =>
  contacts && contacts.length > 0 ? (
    <>
      <SectionTitle>{i18n._({ id: 'mail.dayOf.title', message: 'On the day' })}</SectionTitle>
      <Paragraph>
        {i18n._({
          id: 'mail.dayOf.intro',
          message: 'Running late or cannot find the meeting point? Reach us on the day, weekends included:',
        })}{' '}
        <DayContactLinks i18n={i18n} contacts={contacts} />
      </Paragraph>
    </>
  ) : null;

const calendarNote = (i18n: I18n) => (
  <Paragraph>
    {i18n._({
      id: 'mail.calendar.note',
      message: 'The attached calendar file adds the experience to your calendar.',
    })}
  </Paragraph>
);

/** To the guest, right after applying: the application waits for the team's confirmation. */
export const bookingReceived = guestMail(
  {
    subject: /*i18n*/ {
      id: 'mail.received.subject',
      message: 'We received your booking application: {title}',
    },
    heading: /*i18n*/ { id: 'mail.received.heading', message: 'We received your application' },
    intro: /*i18n*/ {
      id: 'mail.received.intro',
      message:
        'Thank you for your application. It is waiting for confirmation by our team; we will reply within 24 hours.',
    },
  },
  (i18n, { booking, links }) => (
    <>
      <SummaryCard rows={bookingRows(i18n, booking, [], 'pending')} />
      {chargedInKrw(i18n)}
      <Paragraph>
        {i18n._({
          id: 'mail.lookup.note',
          message:
            'You can look your booking up at any time with your e-mail, phone and the 6-digit verification number you chose.',
        })}
      </Paragraph>
      {lookupButton(i18n, links.lookup)}
    </>
  ),
);

/** To the guest, when the team confirms: how to pay, where to meet, the .ics attached. */
export const bookingApproved = guestMail(
  {
    subject: /*i18n*/ { id: 'mail.approved.subject', message: 'Your booking is confirmed: {title}' },
    heading: /*i18n*/ { id: 'mail.approved.heading', message: 'Your booking is confirmed' },
    intro: /*i18n*/ {
      id: 'mail.approved.intro',
      message: 'Good news: your booking is confirmed. We look forward to seeing you in Seoul!',
    },
  },
  (i18n, props) => (
    <>
      <SummaryCard rows={bookingRows(i18n, props.booking, [], 'confirmed')} />
      {chargedInKrw(i18n)}
      <Paragraph>{i18n._(CONFIRMED_RULE)}</Paragraph>
      <TicketSection i18n={i18n} ticket={props.ticket} />
      {paymentSection(i18n, props)}
      {cancellationPolicy(i18n, props)}
      <MeetingPoint i18n={i18n} booking={props.booking} />
      {onTheDay(i18n, props.dayContacts)}
      {calendarNote(i18n)}
      {lookupButton(i18n, props.links.lookup)}
    </>
  ),
);

/**
 * A transfer's deadline as the mail says it when rendered: the date, or, once it has ended (a mail that
 * waited in the outbox), that it has passed: never a deadline already gone as if it were still ahead.
 */
function payBy(i18n: I18n, date: string, renderedAt: string): string {
  const written = formatVisitDate(i18n, date);
  if (paymentDeadlineEnd(date).getTime() > new Date(renderedAt).getTime()) return written;
  return i18n._({
    id: 'mail.payment.deadlinePassed',
    message: '{date} (passed: please pay as soon as you can)',
    values: { date: written },
  });
}

/** What is owed and how (the booking's payment way): for a transfer, by when and with which reference. */
export function paymentRows(
  i18n: I18n,
  due: BookingMailProps['due'],
  renderedAt: string,
): [string, string][] {
  if (!due) return [];
  const rows: [string, string][] = [
    [i18n._({ id: 'mail.payment.due', message: 'Amount due' }), formatKrw(due.amount - due.paid)],
  ];
  switch (due.way ?? 'bank_transfer') {
    case 'on_site':
      rows.push([
        i18n._({ id: 'mail.payment.how', message: 'How to pay' }),
        i18n._({ id: 'mail.payment.howOnSite', message: 'On site, on the day' }),
      ]);
      break;
    case 'bank_transfer':
      if (due.date) {
        rows.push([
          i18n._({ id: 'mail.payment.deadline', message: 'Pay by' }),
          payBy(i18n, due.date, renderedAt),
        ]);
      }
      rows.push([
        i18n._({ id: 'mail.payment.reference', message: 'Reference on the transfer' }),
        due.reference,
      ]);
  }
  return rows;
}

/**
 * The payment part (approval, payment reminder): what is owed and how, then the provider's instructions
 * for the booking's way (`payment`: the bank account, or paying on site).
 */
function paymentSection(i18n: I18n, { due, payment, renderedAt, links }: BookingMailProps) {
  if (!due && !payment) return null;
  // Paid online before it was confirmed (an instant booking): nothing more to pay, nowhere to send it.
  if (due && due.amount > 0 && due.paid >= due.amount) {
    return (
      <>
        <SectionTitle>{i18n._({ id: 'mail.approved.payment', message: 'Payment' })}</SectionTitle>
        <SummaryCard
          rows={[[i18n._({ id: 'mail.payment.paid', message: 'Amount paid' }), formatKrw(due.paid)]]}
        />
      </>
    );
  }
  return (
    <>
      <SectionTitle>{i18n._({ id: 'mail.approved.payment', message: 'Payment' })}</SectionTitle>
      {due ? <SummaryCard rows={paymentRows(i18n, due, renderedAt)} /> : null}
      {links.pay ? (
        <>
          <Paragraph>
            {i18n._({
              id: 'mail.payment.online',
              message: 'You can pay online now, no bank transfer needed:',
            })}
          </Paragraph>
          <ActionButton href={links.pay}>
            {i18n._({ id: 'mail.button.payNow', message: 'Pay now' })}
          </ActionButton>
        </>
      ) : null}
      {payment ? <Paragraph>{payment}</Paragraph> : null}
      {/* The deadline rule concerns a transfer: a booking paid on the day has no deadline to miss. */}
      {due?.way === 'on_site' ? null : <Paragraph>{i18n._(PAYMENT_RULE)}</Paragraph>}
    </>
  );
}

const reasonIn = (i18n: I18n, reason: string) => {
  const standard = Object.values(STANDARD_CANCEL_REASONS).find((known) => known.message === reason);
  return standard ? i18n._(standard) : reason;
};

/** To the guest, when the booking is cancelled (by the team or by the guest), with the reason. */
export const bookingCancelled = guestMail(
  {
    subject: /*i18n*/ { id: 'mail.cancelled.subject', message: 'Your booking was cancelled: {title}' },
    heading: /*i18n*/ { id: 'mail.cancelled.heading', message: 'Your booking was cancelled' },
    intro: /*i18n*/ {
      id: 'mail.cancelled.intro',
      message: 'The booking below will not take place. If you have any question about it, just write to us.',
    },
  },
  (i18n, { booking, links, reason, refund }) => {
    const extra: [string, string][] = reason
      ? [[i18n._({ id: 'mail.label.reason', message: 'Reason' }), reasonIn(i18n, reason)]]
      : [];
    return (
      <>
        <SummaryCard rows={bookingRows(i18n, booking, extra, 'cancelled')} />
        {guestRefundSection(i18n, refund)}
        {lookupButton(i18n, links.lookup)}
      </>
    );
  },
);

/** What an expired booking's mail says, by what it was waiting for. */
const EXPIRED_COPY: Record<'request' | 'payment', GuestCopy> = {
  request: {
    subject: /*i18n*/ {
      id: 'mail.expired.subject',
      message: 'Your booking application has expired: {title}',
    },
    heading: /*i18n*/ { id: 'mail.expired.heading', message: 'Your application has expired' },
    intro: /*i18n*/ {
      id: 'mail.expired.intro',
      message:
        'We could not confirm your application in time, so the seats held for you have been released. We are sorry. You are welcome to book another date or time.',
    },
  },
  payment: {
    subject: /*i18n*/ {
      id: 'mail.expired.paymentSubject',
      message: 'Your booking was not completed: {title}',
    },
    heading: /*i18n*/ { id: 'mail.expired.paymentHeading', message: 'Your booking was not completed' },
    intro: /*i18n*/ {
      id: 'mail.expired.paymentIntro',
      message:
        'The payment was not completed in time, so the seats held for you have been released. If a payment still went through, it is refunded in full automatically. You can book again while seats are free.',
    },
  },
};

/** To the guest, when a hold ends before staff decided or the payment came: the seats are released. */
export const bookingExpired = guestMail(
  ({ expiredWaitingFor }) => EXPIRED_COPY[expiredWaitingFor ?? 'request'],
  (i18n, { booking, links }) => (
    <>
      <SummaryCard rows={bookingRows(i18n, booking, [], 'expired')} />
      {lookupButton(i18n, links.lookup)}
    </>
  ),
);

/** To the guest, 24 hours before the slot starts: when, where, what to bring, the .ics attached. */
const REMINDER_INTRO = /*i18n*/ {
  id: 'mail.reminder.intro',
  message: 'A reminder of your experience on {date} at {seoulTime}. Please arrive 10 minutes early.',
};

/** Written the day before, as scheduled; on the visit's day itself (sent late, after an outage), "today". */
const REMINDER_COPY: Record<'tomorrow' | 'today', GuestCopy> = {
  tomorrow: {
    subject: /*i18n*/ { id: 'mail.reminder.subject', message: 'Reminder: {title} tomorrow at {time}' },
    heading: /*i18n*/ { id: 'mail.reminder.heading', message: 'See you tomorrow!' },
    intro: REMINDER_INTRO,
  },
  today: {
    subject: /*i18n*/ { id: 'mail.reminder.subjectToday', message: 'Reminder: {title} today at {time}' },
    heading: /*i18n*/ { id: 'mail.reminder.headingToday', message: 'See you today!' },
    intro: REMINDER_INTRO,
  },
};

export const bookingReminder = guestMail(
  ({ booking, writtenOn }) => REMINDER_COPY[booking.date === writtenOn ? 'today' : 'tomorrow'],
  (i18n, { booking, links, dayContacts, ticket }) => (
    <>
      <SummaryCard rows={bookingRows(i18n, booking)} />
      <TicketSection i18n={i18n} ticket={ticket} />
      <MeetingPoint i18n={i18n} booking={booking} />
      {onTheDay(i18n, dayContacts)}
      {booking.goodToKnow.length > 0 ? (
        <>
          <SectionTitle>
            {i18n._({ id: 'mail.reminder.bring', message: 'What to bring and good to know' })}
          </SectionTitle>
          <BulletList items={booking.goodToKnow} />
        </>
      ) : null}
      {calendarNote(i18n)}
      {lookupButton(i18n, links.lookup)}
    </>
  ),
);

/** To the guest, the day after the visit: an invitation to write a review. */
export const reviewInvitation = guestMail(
  {
    subject: /*i18n*/ { id: 'mail.review.subject', message: 'How was {title}? Share your review' },
    heading: /*i18n*/ { id: 'mail.review.heading', message: 'How was your experience?' },
    intro: /*i18n*/ {
      id: 'mail.review.intro',
      message:
        'Thank you for joining {title} on {date}. We would love to hear how it went: your review helps other travellers choose, and helps us do better.',
    },
  },
  (i18n, { booking, links }) => (
    <>
      <SummaryCard rows={bookingRows(i18n, booking).slice(0, 3)} />
      <ActionButton href={links.review}>
        {i18n._({ id: 'mail.review.button', message: 'Write a review' })}
      </ActionButton>
      <Paragraph>
        {i18n._({
          id: 'mail.review.pin',
          message: 'It takes two minutes. You choose a 6-digit PIN to edit or delete your review later.',
        })}
      </Paragraph>
    </>
  ),
);

/** To the guest, two days before the payment deadline, while money is still missing. */
export const paymentReminder = guestMail(
  {
    subject: /*i18n*/ { id: 'mail.payment_reminder.subject', message: 'Payment reminder: {title}' },
    heading: /*i18n*/ { id: 'mail.payment_reminder.heading', message: 'Your payment is due soon' },
    intro: /*i18n*/ {
      id: 'mail.payment_reminder.intro',
      message:
        'We have not yet received the full payment for your booking. Please pay by the date below, with your booking number on the transfer, so that we can keep your place.',
    },
  },
  (i18n, props) => (
    <>
      <SummaryCard rows={bookingRows(i18n, props.booking)} />
      {paymentSection(i18n, props)}
      {chargedInKrw(i18n)}
      {lookupButton(i18n, props.links.lookup)}
    </>
  ),
);

/** To the guest, when the booking becomes paid in full: the receipt. */
export const paymentReceived = guestMail(
  {
    subject: /*i18n*/ { id: 'mail.payment_received.subject', message: 'Payment received: {title}' },
    heading: /*i18n*/ { id: 'mail.payment_received.heading', message: 'Thank you for your payment' },
    intro: /*i18n*/ {
      id: 'mail.payment_received.intro',
      message: 'We have received your payment in full. Your booking is all set.',
    },
  },
  (i18n, { booking, links, due }) => (
    <>
      <SummaryCard
        rows={bookingRows(
          i18n,
          booking,
          due ? [[i18n._({ id: 'mail.payment.paid', message: 'Amount paid' }), formatKrw(due.paid)]] : [],
        )}
      />
      {chargedInKrw(i18n)}
      {lookupButton(i18n, links.lookup)}
    </>
  ),
);

/** The refund just sent (amount and day), then what was paid, refunded in all and still owed back. */
function refundSent(i18n: I18n, refund: BookingMailProps['refund']): [string, string][] {
  if (!refund) return [];
  return [
    ...(refund.amount
      ? [
          [
            i18n._({ id: 'mail.payment_refunded.amount', message: 'Refund sent' }),
            formatKrw(refund.amount, i18n.locale),
          ] as [string, string],
        ]
      : []),
    ...(refund.on
      ? [
          [
            i18n._({ id: 'mail.payment_refunded.on', message: 'Refund date' }),
            formatVisitDate(i18n, refund.on),
          ] as [string, string],
        ]
      : []),
    ...refundRows(i18n, refund),
  ];
}

/** To the guest, when staff record a refund: how much went back, when, and what is still owed back. */
export const paymentRefunded = guestMail(
  {
    subject: /*i18n*/ { id: 'mail.payment_refunded.subject', message: 'Refund sent: {title}' },
    heading: /*i18n*/ { id: 'mail.payment_refunded.heading', message: 'We have sent your refund' },
    intro: /*i18n*/ {
      id: 'mail.payment_refunded.intro',
      message:
        'We have sent money back to you for the booking below. Depending on the banks, it may take a few business days to reach your account.',
    },
  },
  (i18n, { booking, links, refund }) => (
    <>
      <SummaryCard rows={bookingRows(i18n, booking, refundSent(i18n, refund))} />
      {lookupButton(i18n, links.lookup)}
    </>
  ),
);
