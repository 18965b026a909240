import type { EntityManager } from '@mikro-orm/postgresql';
import { REVIEW_INVITATION_PARAM, REVIEW_PARAM, REVIEW_WRITE } from '../../../../domain/links.js';
import { fromLanguageCode, LANG_PARAM } from '../../../../domain/locales.js';
import { mapLinks, type MapLink } from '../../../../domain/maps.js';
import { hasOption } from '../../../../domain/pricing.js';
import { cancellationDeadline } from '../../../../domain/cancellation.js';
import { CONTACT, dayContactHref } from '../../../../domain/contact.js';
import { seoulToday } from '../../../../domain/calendar.js';
import { paymentDeadlineEnd } from '../../../../domain/payment.js';
import type { Config } from '../../config.js';
import type { LanguageEnum } from '../../common/enums.js';
import type { Experience } from '../experience/experience.entity.js';
import { titleIn } from '../experience/item-title.js';
import { guestPaymentProvider } from '../payment/payment.provider.js';
import {
  queueTemplateMail,
  type OutboxMail,
  type OutgoingMail,
  type TemplateMail,
} from '../../platform/mail/mail-outbox.js';
import type { MailAttachment } from '../../platform/mail/mail-outbox.entity.js';
import { mailSecrets, type MailSecrets } from '../../platform/mail/mail.secrets.js';
import type { SecretHasher } from '../../common/secrets.js';
import { mailI18n, seoulInstant } from '../mail/templates/i18n.js';
import type { BookingMailProps, RefundFacts } from '../mail/templates/types.js';
import { CONFIRMED_RULE } from '../mail/templates/guest.js';
import { dayContactLabel } from '../mail/templates/Layout.js';
import { statusRow } from '../mail/templates/summary.js';
import { seoulEventIcs } from './booking-mail.ics.js';
import { renderQueued, type BookingMailKind } from '../mail/templates/registry.js';
import type { GuestBooking } from '../booking/guest-booking.entity.js';
import type { BookingFacts } from '../booking/booking.events.js';
import { parseDurationMinutes } from '../../../../domain/duration.js';

export { BOOKING_MAIL_TEMPLATES, type BookingMailKind } from '../mail/templates/registry.js';

const STAFF_KINDS: readonly BookingMailKind[] = ['staff_new', 'staff_guest_cancelled', 'staff_moved'];
/** The mails that carry the visit as an .ics calendar event, and the booking's ticket (issue 39). */
const ICS_KINDS: readonly BookingMailKind[] = ['approved', 'reminder', 'moved'];
const TICKET_KINDS = ICS_KINDS;

/** The Content-ID of a mail's ticket QR image (`<img src="cid:...">`). */
export const TICKET_CID = 'ticket-qr';

/** The ticket's QR image: a PNG drawn from the code when the mail is sent (platform/mail/mail.transport.ts). */
const ticketAttachment = (code: string): MailAttachment => ({
  filename: 'ticket.png',
  contentType: 'image/png',
  content: '',
  cid: TICKET_CID,
  qrText: code,
});

/**
 * The secrets of a mail that carries a ticket: its code is withheld from the stored outbox (a copy of the
 * database gives no ticket) and put back only into what goes to the mail server (mail.secrets.ts).
 */
export const ticketMailSecrets = (hasher: SecretHasher, code: string | undefined) =>
  code ? mailSecrets(hasher, code) : undefined;

/** What the booking mails read of a booking (a stored one, or one being stored): its facts but its status. */
export type MailBooking = Omit<BookingFacts, 'status'>;

/** The experience's length in minutes when its duration text says it ('2hrs', '90min', '3시간'); else 2 hours. */
export function durationMinutes(duration: string | null | undefined): number {
  const minutes = parseDurationMinutes(duration ?? '');
  return minutes && minutes <= 24 * 60 ? minutes : 120;
}

/** The calendar's alarm: two hours before the start, time enough to reach the meeting point. */
export const ICS_ALARM_MINUTES = 120;

/**
 * The visit as an .ics event in Seoul time (`TZID=Asia/Seoul`), in the mail's language: the booking
 * number and guests, its status in the mails' words with what "confirmed" means (issue 34: one rule),
 * the meeting point, the look-up link and whom to reach on the day; an alarm two hours before.
 * It goes with the mails of confirmed bookings only (approval, reminder), hence STATUS:CONFIRMED.
 */
export function bookingIcs(
  booking: MailBooking,
  experience: Experience,
  config: Config,
  props: BookingMailProps,
  now: Date = new Date(),
): string {
  const i18n = mailI18n(booking.language);
  const [statusLabel, statusWord] = statusRow(i18n, 'confirmed');
  const contacts = (props.dayContacts ?? []).map((c) => `${dayContactLabel(i18n, c.channel)} ${c.value}`);
  const contact = [...contacts, CONTACT.helpEmail].join(' · ');
  const { booking: facts, links } = props;
  return seoulEventIcs({
    uid: `booking-${booking.id}@${new URL(config.publicUrl).hostname}`,
    stamp: now,
    start: seoulInstant(booking.bookingDate, booking.timeSlot),
    minutes: durationMinutes(experience.duration),
    title: facts.title,
    location: facts.location,
    description: [
      `${i18n._({ id: 'mail.label.booking', message: 'Booking number' })}: #${booking.id}`,
      `${i18n._({ id: 'mail.label.guests', message: 'Guests' })}: ${booking.numberOfGuests}`,
      `${statusLabel}: ${statusWord}. ${i18n._(CONFIRMED_RULE)}`,
      ...(facts.location
        ? [`${i18n._({ id: 'mail.meeting.title', message: 'Meeting point' })}: ${facts.location}`]
        : []),
      `${i18n._({ id: 'mail.button.lookup', message: 'View my booking' })}: ${links.lookup}`,
      `${i18n._({ id: 'mail.dayOf.title', message: 'On the day' })}: ${contact}`,
    ],
    url: links.lookup,
    contact,
    status: 'CONFIRMED',
    alarmMinutesBefore: ICS_ALARM_MINUTES,
    alarmText: facts.title,
  });
}

/** A storefront address in a language (`?lang=ja`; English, the default, has none). */
function inLanguage(url: URL, language: LanguageEnum): string {
  const locale = fromLanguageCode(language);
  if (locale && locale !== 'en') url.searchParams.set(LANG_PARAM, locale);
  return url.href;
}

/**
 * Links to a place on the map services (Amap too for Simplified Chinese): by its coordinates, else by
 * searching its Korean address, else the address in the mail's language, else the title.
 */
function placeLinks(
  experience: Experience,
  title: string,
  location: string,
  language: LanguageEnum,
): MapLink[] {
  const place = {
    name: title,
    latitude: experience.latitude,
    longitude: experience.longitude,
    addressKo: experience.addressKo,
    address: location || title,
  };
  return mapLinks(place, language) ?? [];
}

/**
 * Why and when a mail is written: the cancellation's reason; the clock (a schedule's, an approval's, in
 * tests); the review invitation's one-time token (its link then writes a verified review).
 */
export interface MailOccasion {
  reason?: string;
  /** KRW kept so far (payment mails). */
  paid?: number;
  /** The guest's money, for the mails that say what happens to it (cancellation, refund). */
  refund?: RefundFacts | null;
  now?: Date;
  reviewInvitation?: string;
  /** What an expired booking was waiting for (the expiry mail). */
  expiredWaitingFor?: 'request' | 'payment';
  /** The booking's "Pay now" link (the approval of a booking that may be paid online). */
  payLink?: string;
  /** The booking's ticket code (approval and reminder of a confirmed booking): its QR code goes with the mail. */
  ticketCode?: string;
  /** The move a move mail tells (issue 41): moved, requested or declined, from and to. */
  move?: BookingMailProps['move'];
  /** False: no calendar file even for a kind that carries one (a move of a booking not confirmed). */
  calendar?: boolean;
}

/** The back office's list of the booking's slot (bookings by item, level 3), where it is approved or cancelled. */
function adminSlotLink(publicUrl: string, booking: MailBooking, experience: Experience): string {
  const url = new URL('/admin', publicUrl);
  url.searchParams.set('section', 'bookings');
  url.searchParams.set('view', 'by-item');
  url.searchParams.set('item', String(experience.id));
  url.searchParams.set('slot', `${booking.bookingDate} ${booking.timeSlot}`);
  return url.href;
}

/** The item's policy for this booking: free until the deadline, or none. */
function cancellationOf(booking: MailBooking, experience: Experience) {
  const hours = experience.freeCancellationHours;
  const deadline = cancellationDeadline(booking.bookingDate, booking.timeSlot, hours);
  return deadline && hours !== null ? { hours, deadline: deadline.toISOString() } : null;
}

/** What the templates need to know about a booking, in a language. */
export function bookingMailProps(
  config: Pick<Config, 'publicUrl' | 'paymentInstructions'> & Partial<Pick<Config, 'dayContacts'>>,
  booking: MailBooking,
  experience: Experience,
  language: LanguageEnum,
  {
    reason,
    now = new Date(),
    reviewInvitation,
    paid = 0,
    refund = null,
    expiredWaitingFor,
    payLink,
    move,
  }: MailOccasion = {},
): BookingMailProps {
  const title = titleIn(experience, language);
  const location = experience.translations?.[language]?.location?.trim() || experience.location;
  const review = new URL(`/experiences/${experience.id}`, config.publicUrl);
  review.searchParams.set(REVIEW_PARAM, REVIEW_WRITE);
  if (reviewInvitation) review.searchParams.set(REVIEW_INVITATION_PARAM, reviewInvitation);
  const pay = guestPaymentProvider(config, booking.paymentWay).instructions({ id: booking.id, language });
  const way = booking.paymentWay ?? 'bank_transfer';
  return {
    booking: {
      id: booking.id,
      title,
      date: booking.bookingDate,
      time: booking.timeSlot,
      guests: booking.numberOfGuests,
      option:
        booking.withOption && hasOption(experience)
          ? { text: experience.optionText?.trim() ?? '', price: experience.optionPrice ?? 0 }
          : null,
      total: booking.totalPrice,
      guestName: booking.guestName,
      guestEmail: booking.guestEmail,
      guestPhone: booking.guestPhone,
      specialRequests: booking.specialRequests,
      location,
      addressKo: experience.addressKo?.trim() || null,
      mapLinks: placeLinks(experience, title, location, language),
      goodToKnow: (experience.goodToKnow ?? []).filter((note) => note.trim()),
    },
    links: {
      lookup: inLanguage(new URL('/booking-verification', config.publicUrl), language),
      review: inLanguage(review, language),
      admin: adminSlotLink(config.publicUrl, booking, experience),
      ...(payLink ? { pay: inLanguage(new URL(payLink), language) } : {}),
    },
    payment: pay.text,
    due:
      booking.amountDue != null && (booking.paymentDueDate || way === 'on_site')
        ? {
            amount: booking.amountDue,
            paid,
            date: booking.paymentDueDate ?? null,
            reference: pay.reference,
            way,
          }
        : null,
    cancellation: cancellationOf(booking, experience),
    refund,
    dayContacts: (config.dayContacts ?? []).map((contact) => ({ ...contact, href: dayContactHref(contact) })),
    reason,
    ...(expiredWaitingFor ? { expiredWaitingFor } : {}),
    ...(move ? { move } : {}),
    writtenOn: seoulToday(now),
    renderedAt: now.toISOString(),
  };
}

/** Who gets a booking mail, in which language, by which template, with which props and attachments. */
export function bookingOutboxMail(
  config: Config,
  kind: BookingMailKind,
  booking: MailBooking,
  experience: Experience,
  occasion: MailOccasion = {},
): OutboxMail {
  const staff = STAFF_KINDS.includes(kind);
  const language: LanguageEnum = staff ? 'KOR' : booking.language;
  const ticket =
    occasion.ticketCode && TICKET_KINDS.includes(kind)
      ? { code: occasion.ticketCode, cid: TICKET_CID }
      : null;
  const props = { ...bookingMailProps(config, booking, experience, language, occasion), ticket };
  return {
    kind: `booking_${kind}`,
    to: staff ? config.staffEmail : booking.guestEmail,
    language,
    template: `booking:${kind}`,
    props,
    // A payment reminder after the deadline would ask the impossible: never sent then (issue 34).
    sendBefore:
      kind === 'payment_reminder' && booking.paymentDueDate
        ? paymentDeadlineEnd(booking.paymentDueDate)
        : null,
    attachments:
      ICS_KINDS.includes(kind) && occasion.calendar !== false
        ? [
            {
              filename: `booking-${booking.id}.ics`,
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              content: bookingIcs(booking, experience, config, props, occasion.now),
            },
            ...(ticket ? [ticketAttachment(ticket.code)] : []),
          ]
        : [],
  };
}

/**
 * One booking mail, rendered now (at `occasion.now`): to the guest in the booking's language, to the team
 * in Korean. The schedule stores it so; what it states holds until its `sendBefore` at least.
 */
export async function renderBookingMail(
  config: Config,
  kind: BookingMailKind,
  booking: GuestBooking,
  experience: Experience,
  occasion: MailOccasion = {},
): Promise<OutgoingMail> {
  const { props, template, ...mail } = bookingOutboxMail(config, kind, booking, experience, occasion);
  const rendered = await renderQueued(template, mail.language, props, occasion.now);
  return {
    ...mail,
    bookingId: booking.id,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
  };
}

/**
 * Writes one booking mail to the outbox, in the caller's transaction, by its template: the
 * dispatcher renders it when it sends it, so the request spends nothing on React.
 */
export function queueBookingMail(em: EntityManager, ...mail: Parameters<typeof bookingTemplateMail>): void {
  queueTemplateMail(em, bookingTemplateMail(...mail));
}

/** A booking's mail as the outbox takes it (queueBookingMail; a handle's `queueMail`). */
export const bookingTemplateMail = (
  config: Config,
  kind: BookingMailKind,
  booking: GuestBooking,
  experience: Experience,
  occasion: MailOccasion = {},
  secrets?: MailSecrets,
): TemplateMail => ({
  ...bookingOutboxMail(config, kind, booking, experience, occasion),
  bookingId: booking.id,
  ...(secrets ? { secrets } : {}),
});
