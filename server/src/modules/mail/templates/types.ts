import type { ReactElement } from 'react';
import type { I18n } from '@lingui/core';
import type { MapLinks } from '../../../../../domain/maps.js';

/** What a booking mail says about the booking, already in the mail's language where it has one. */
export interface BookingFacts {
  id: number;
  /** The experience's title in the mail's language. */
  title: string;
  /** YYYY-MM-DD and HH:MM, Seoul. */
  date: string;
  time: string;
  guests: number;
  /** KRW, after any discount. */
  total: number;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  specialRequests: string;
  /** The meeting point as the experience states it, and where it is on the map services. */
  location: string;
  mapLinks: MapLinks;
  /** The experience's good-to-know notes: what to bring, what to wear. */
  goodToKnow: string[];
}

/** The props of every booking mail; each template reads what it needs. */
export interface BookingMailProps {
  booking: BookingFacts;
  links: {
    /** The booking look-up page, in the mail's language. */
    lookup: string;
    /** The experience page with its review writer open. */
    review: string;
    /** The booking's slot in the back office, its applications listed (staff mails). */
    admin: string;
  };
  /** The Seoul date (YYYY-MM-DD) the mail is written: a reminder sent on the visit's day says "today". */
  writtenOn: string;
  /** How to pay (approval mail). */
  payment?: string;
  /** Why the booking was cancelled (cancellation mail). */
  reason?: string;
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
