import type { I18n } from '@lingui/core';
import { ActionButton, Paragraph, SummaryCard } from './parts.js';
import { formatVisitDate, formatVisitTime } from './i18n.js';
import { formatKrw } from '../../../../../domain/pricing.js';
import { MailLayout } from './Layout.js';
import { bookingRows, greeting } from './summary.js';
import { paymentRows } from './guest.js';
import { TicketSection } from './ticket.js';
import type { BookingMailProps, MailTemplate } from './types.js';

/**
 * The mails of a booking's move (issue 41 point 1): to the guest in their language (moved, with the new
 * calendar file; change requested; change declined) and to the team in Korean (a guest's move or request).
 */
type Kind = NonNullable<BookingMailProps['move']>['kind'];

const slotText = (i18n: I18n, slot: { date: string; time: string }) =>
  `${formatVisitDate(i18n, slot.date)} ${formatVisitTime(i18n, slot.time)}`;

const GUEST_COPY = {
  moved: {
    subject: /*i18n*/ { id: 'mail.moved.subject', message: 'Your booking has moved: {title} on {date}' },
    heading: /*i18n*/ { id: 'mail.moved.heading', message: 'Your booking has moved' },
    intro: /*i18n*/ {
      id: 'mail.moved.intro',
      message:
        'Your booking now takes place on {date} at {seoulTime}. Your booking number, look-up code and ticket stay the same.',
    },
  },
  requested: {
    subject: /*i18n*/ {
      id: 'mail.changeRequested.subject',
      message: 'We received your change request: {title}',
    },
    heading: /*i18n*/ { id: 'mail.changeRequested.heading', message: 'Your request is with our staff' },
    intro: /*i18n*/ {
      id: 'mail.changeRequested.intro',
      message:
        'We are holding the seats of the new date for you until our staff answer. Until then your booking stays on {date} at {seoulTime}.',
    },
  },
  declined: {
    subject: /*i18n*/ { id: 'mail.changeDeclined.subject', message: 'Your booking was not moved: {title}' },
    heading: /*i18n*/ { id: 'mail.changeDeclined.heading', message: 'Your booking was not moved' },
    intro: /*i18n*/ {
      id: 'mail.changeDeclined.intro',
      message:
        'We could not move your booking to the date you asked for. Your booking stays on {date} at {seoulTime}.',
    },
  },
} as const satisfies Record<Kind, unknown>;

/**
 * The rows a move adds to the booking's summary: where it came from or what was asked, the price
 * difference, and, when the move changed how or by when it is paid, what is owed and the new deadline.
 */
function moveRows(i18n: I18n, props: BookingMailProps): [string, string][] {
  const move = props.move!;
  const rows: [string, string][] =
    move.kind === 'moved'
      ? [[i18n._({ id: 'mail.label.movedFrom', message: 'Moved from' }), slotText(i18n, move.from)]]
      : [[i18n._({ id: 'mail.label.requestedSlot', message: 'Date asked for' }), slotText(i18n, move.to)]];
  if (move.priceDifference !== 0 && move.kind !== 'declined')
    rows.push([
      i18n._({ id: 'mail.label.priceDifference', message: 'Price difference' }),
      `${move.priceDifference > 0 ? '+' : ''}${formatKrw(move.priceDifference, i18n.locale)}`,
    ]);
  const { due } = props;
  if (move.kind === 'moved' && move.paymentChanged && due && due.amount > due.paid)
    rows.push(...paymentRows(i18n, due, props.renderedAt));
  return rows;
}

/** To the guest: their booking moved, a change request arrived, or it was declined. */
export const bookingMoved: MailTemplate<BookingMailProps> = (i18n, props) => {
  const { booking, links, move, ticket } = props;
  const kind: Kind = move?.kind ?? 'moved';
  const copy = GUEST_COPY[kind];
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
        <SummaryCard rows={bookingRows(i18n, booking, move ? moveRows(i18n, props) : [])} />
        {kind === 'moved' ? <TicketSection i18n={i18n} ticket={ticket} /> : null}
        <ActionButton href={links.lookup}>
          {i18n._({ id: 'mail.button.lookup', message: 'View my booking' })}
        </ActionButton>
      </MailLayout>
    ),
  };
};

const STAFF_COPY = {
  moved: {
    subject: /*i18n*/ {
      id: 'mail.staffMoved.subject',
      message: '[Booking moved] #{id} {title} {date} {time}',
    },
    heading: /*i18n*/ { id: 'mail.staffMoved.heading', message: 'A guest moved their booking' },
    intro: /*i18n*/ {
      id: 'mail.staffMoved.intro',
      message:
        'The guest moved this booking to another date or time themselves. The details below are the new ones.',
    },
  },
  requested: {
    subject: /*i18n*/ {
      id: 'mail.staffChangeRequest.subject',
      message: '[Change request] #{id} {title} {date} {time}',
    },
    heading: /*i18n*/ {
      id: 'mail.staffChangeRequest.heading',
      message: 'A guest asks to move their booking',
    },
    intro: /*i18n*/ {
      id: 'mail.staffChangeRequest.intro',
      message:
        'The guest asks to move this booking. The seats of the date asked for are held until you approve or decline the request in the back office.',
    },
  },
} as const;

/** To the team, in Korean: a guest moved their booking, or asks to (approve or decline it). */
export const staffBookingMoved: MailTemplate<BookingMailProps> = (i18n, props) => {
  const { booking, links, move } = props;
  const copy = STAFF_COPY[move?.kind === 'requested' ? 'requested' : 'moved'];
  const heading = i18n._(copy.heading);
  const values = { id: booking.id, title: booking.title, date: booking.date, time: booking.time };
  return {
    subject: i18n._({ ...copy.subject, values }),
    element: (
      <MailLayout i18n={i18n} preview={heading} heading={heading} audience="staff">
        <Paragraph>{i18n._(copy.intro)}</Paragraph>
        <SummaryCard rows={bookingRows(i18n, booking, move ? moveRows(i18n, props) : [])} />
        <ActionButton href={links.admin}>
          {i18n._({ id: 'mail.staff.button', message: 'Open this slot in the back office' })}
        </ActionButton>
      </MailLayout>
    ),
  };
};
