import type { ReactElement } from 'react';
import type { I18n } from '@lingui/core';
import type { MapLink } from '../../../../../domain/maps.js';
import type { PaymentWay } from '../../../../../domain/payment.js';

/** What a booking mail says about the booking, already in the mail's language where it has one. */
export interface BookingFacts {
  id: number;
  /** The experience's title in the mail's language. */
  title: string;
  /** YYYY-MM-DD and HH:MM, Seoul. */
  date: string;
  time: string;
  guests: number;
  /** The item's option the guest chose: its text as staff wrote it and its price per guest (KRW). */
  option?: { text: string; price: number } | null;
  /** KRW, after any discount, with the option when chosen. */
  total: number;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  specialRequests: string;
  /** The meeting point as the experience states it (in the mail's language when translated). */
  location: string;
  /** The meeting point's address in Korean, for a taxi driver; null when staff gave none. */
  addressKo: string | null;
  /** Where it is on the map services, in the order the mail lists them. */
  mapLinks: MapLink[];
  /** The experience's good-to-know notes: what to bring, what to wear. */
  goodToKnow: string[];
}

/** The props of every booking mail; each template reads what it needs. */
/** One way to reach the team on the day (DAY_OF_CONTACT), with its link when it has one. */
export interface DayContactFact {
  channel: 'phone' | 'kakaotalk' | 'whatsapp' | 'line';
  value: string;
  href: string | null;
}

/** What a guest paid and got back (KRW, voided records left out); `amount`/`on`: the refund just sent. */
export interface RefundFacts {
  paid: number;
  refunded: number;
  amount?: number;
  /** YYYY-MM-DD (Asia/Seoul). */
  on?: string;
}

export interface BookingMailProps {
  booking: BookingFacts;
  /**
   * A confirmed booking's ticket (approval and reminder mails): its code, and the Content-ID of the QR
   * image attached to the mail. The outbox stores the code withheld (mail.secrets.ts); absent: no ticket.
   */
  ticket?: { code: string; cid: string } | null;
  links: {
    /** The booking look-up page, in the mail's language. */
    lookup: string;
    /** The experience page with its review writer open. */
    review: string;
    /** The booking's slot in the back office, its applications listed (staff mails). */
    admin: string;
    /** The "Pay now" page (/pay/<token>), while the booking may be paid online. */
    pay?: string;
  };
  /** The Seoul date (YYYY-MM-DD) the mail is written: a reminder sent on the visit's day says "today". */
  writtenOn: string;
  /**
   * The instant the mail is rendered for (ISO): deadlines are judged against it, so none that has passed
   * by then is promised (issue 34). The dispatcher renders a queued mail just before sending it.
   */
  renderedAt: string;
  /** How to pay (approval mail). */
  payment?: string;
  /**
   * What the guest owes once staff approved (KRW), what came in, how it is paid (absent in mails queued
   * before issue 34: by transfer), the deadline of a transfer (YYYY-MM-DD, Asia/Seoul; null on site) and
   * the reference to write on it; null before approval.
   */
  due?: {
    amount: number;
    paid: number;
    date: string | null;
    reference: string;
    way?: PaymentWay;
  } | null;
  /** Why the booking was cancelled (cancellation mail). */
  reason?: string;
  /**
   * A move of the booking (issue 41, the move mails): done (`moved`, the booking facts already on the new
   * slot), asked for (`requested`) or declined (`declined`, the facts still on the old slot); from and to
   * are Seoul YYYY-MM-DD and HH:MM; the price difference in KRW.
   */
  move?: {
    kind: 'moved' | 'requested' | 'declined';
    from: { date: string; time: string };
    to: { date: string; time: string };
    priceDifference: number;
    byGuest: boolean;
    /** How or by when it is paid changed with the move: the mail says it again (`due`). */
    paymentChanged?: boolean;
  };
  /** What an expired booking was waiting for (expiry mail): staff's decision, or its online payment. */
  expiredWaitingFor?: 'request' | 'payment';
  /** The guest's money, when some came: the cancellation mails say what happens to it; the refund mail. */
  refund?: RefundFacts | null;
  /**
   * The item's cancellation policy: free until `hours` before the slot, i.e. `deadline` (an ISO instant:
   * props are stored as JSON in the outbox); null: none.
   */
  cancellation?: { hours: number; deadline: string } | null;
  /** How to reach the team on the day, weekends included (guest mails' footer, approval, reminder). */
  dayContacts?: DayContactFact[];
}

export interface InquiryMailProps {
  name: string;
  email: string;
  /** The storefront language the guest wrote in (ENG, JPN, CHN, KOR). */
  language: string;
  subject: string;
  message: string;
}

/** A mail's subject and body, made with one i18n instance so both speak the same language. */
export interface MailContent {
  subject: string;
  element: ReactElement;
}

export type MailTemplate<P> = (i18n: I18n, props: P) => MailContent;

/** Every newsletter mail carries the address that ends the subscription (it works without an account). */
export interface NewsletterMailProps {
  unsubscribeUrl: string;
  /** The storefront's home page in the subscriber's language. */
  home: string;
}

/** A reply staff wrote to a contact-form message, with the message it answers. */
export interface InquiryReplyMailProps {
  name: string;
  subject: string;
  reply: string;
  original: { subject: string; message: string; sentAt: Date };
}
