import type { I18n } from '@lingui/core';
import { formatKrw } from '../../../../../domain/pricing.js';
import { formatVisitDate, formatVisitTime } from './i18n.js';
import type { BookingFacts } from './types.js';
import { displayPhone } from '../../../../../domain/phone.js';
import type { BookingStatus } from '../../../../../domain/constants.js';

/**
 * A booking's status as the guest reads it: the same words as the booking dialog and the look-up page
 * (web `STATUS_LABELS`; templates.test checks they agree in every language).
 */
export function statusRow(i18n: I18n, status: BookingStatus): [string, string] {
  const words: Record<BookingStatus, string> = {
    pending: i18n._({ id: 'mail.status.pending', message: 'Pending approval' }),
    awaiting_payment: i18n._({ id: 'mail.status.awaiting_payment', message: 'Awaiting payment' }),
    confirmed: i18n._({ id: 'mail.status.confirmed', message: 'Confirmed' }),
    cancelled: i18n._({ id: 'mail.status.cancelled', message: 'Cancelled' }),
    expired: i18n._({ id: 'mail.status.expired', message: 'Expired' }),
    offered: i18n._({ id: 'mail.status.offered', message: 'Offered from the waitlist' }),
  };
  return [i18n._({ id: 'mail.label.status', message: 'Status' }), words[status]];
}

/**
 * The booking's facts as summary-card rows, labelled in the mail's language (number, status when given,
 * experience and date first).
 */
export function bookingRows(
  i18n: I18n,
  b: BookingFacts,
  extra: [string, string][] = [],
  status?: Parameters<typeof statusRow>[1],
): [string, string][] {
  return [
    [i18n._({ id: 'mail.label.booking', message: 'Booking number' }), `#${b.id}`],
    ...(status ? [statusRow(i18n, status)] : []),
    [i18n._({ id: 'mail.label.experience', message: 'Experience' }), b.title],
    [i18n._({ id: 'mail.label.date', message: 'Date' }), formatVisitDate(i18n, b.date)],
    [i18n._({ id: 'mail.label.time', message: 'Time' }), formatVisitTime(i18n, b.time)],
    [i18n._({ id: 'mail.label.guests', message: 'Guests' }), String(b.guests)],
    ...(b.option ? [optionRow(i18n, b.option)] : []),
    [i18n._({ id: 'mail.label.total', message: 'Total' }), formatKrw(b.total, i18n.locale)],
    [i18n._({ id: 'mail.label.name', message: 'Name' }), b.guestName],
    [i18n._({ id: 'mail.label.email', message: 'E-mail' }), b.guestEmail],
    [i18n._({ id: 'mail.label.phone', message: 'Phone' }), displayPhone(b.guestPhone)],
    ...(b.specialRequests
      ? [
          [i18n._({ id: 'mail.label.requests', message: 'Special requests' }), b.specialRequests] as [
            string,
            string,
          ],
        ]
      : []),
    ...extra,
  ];
}

/** "Option: Solo filming (+₩20,000 per guest)"; an option staff left without text is just "Option". */
function optionRow(i18n: I18n, option: { text: string; price: number }): [string, string] {
  const label = i18n._({ id: 'mail.label.option', message: 'Option' });
  const price = formatKrw(option.price, i18n.locale);
  return [
    label,
    i18n._({
      id: 'mail.option.value',
      message: '{text} (+{price} per guest)',
      values: { text: option.text || label, price },
    }),
  ];
}

/** "Dear Sam," in the mail's language. */
export const greeting = (i18n: I18n, name: string) =>
  i18n._({ id: 'mail.greeting', message: 'Dear {name},', values: { name } });
