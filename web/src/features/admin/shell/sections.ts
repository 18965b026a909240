import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The dashboard home and the back office's areas, in sidebar order. */
export const ADMIN_SECTIONS = [
  'dashboard',
  'checkin',
  'items',
  'bookings',
  'carousels',
  'popups',
  'promo-codes',
  'reviews',
  'inquiries',
  'staff',
  'settings',
  'webhooks',
  'resellers',
  'activity',
  'sessions',
  'security',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export const DEFAULT_ADMIN_SECTION: AdminSection = 'dashboard';

export const SECTION_TITLES: Record<AdminSection, MessageDescriptor> = {
  dashboard: msg`Dashboard`,
  checkin: msg`Check-in`,
  items: msg`Items`,
  bookings: msg`Bookings`,
  carousels: msg`Carousels`,
  popups: msg`Popups`,
  'promo-codes': msg`Promo codes`,
  reviews: msg`Reviews`,
  inquiries: msg`Inquiries`,
  staff: msg`Staff`,
  settings: msg`Settings`,
  webhooks: msg`Webhooks`,
  resellers: msg`Resellers`,
  activity: msg`Activity`,
  sessions: msg`Sessions`,
  security: msg`Account security`,
};

export const SECTION_DESCRIPTIONS: Record<AdminSection, MessageDescriptor> = {
  dashboard: msg`What needs attention today: pending applications, today's and tomorrow's slots, reviews to moderate.`,
  checkin: msg`Today's slots at the meeting point: scan tickets, check guests in, collect what is due, mark no-shows.`,
  items: msg`Experiences, tours and tickets offered on the storefront.`,
  bookings: msg`Booking applications from guests, to confirm or cancel.`,
  carousels: msg`Slides of the home page carousel, per language.`,
  popups: msg`Promotional popups shown on the home page.`,
  'promo-codes': msg`Discount codes guests enter when they book: their rules, uses and the discount given.`,
  reviews: msg`Guest reviews and their approval.`,
  inquiries: msg`Contact-form messages and their replies; newsletter subscribers.`,
  staff: msg`The team's accounts and invitations (owners only).`,
  settings: msg`What guests are told about paying: the bank account (owners only).`,
  webhooks: msg`Signed notices of bookings, seats, payments and reviews sent to other systems (owners only).`,
  resellers: msg`Travel platforms and agencies selling your seats through the OCTO API, their keys and figures (owners only).`,
  activity: msg`Every change made in the back office: who, when, from where, before and after.`,
  sessions: msg`Where you are signed in; end any session you do not recognise.`,
  security: msg`Your two-factor sign-in; for owners, whether every account needs it.`,
};

/** Sections only an owner sees (the server refuses their operations to anyone else). */
const OWNER_SECTIONS: readonly AdminSection[] = ['staff', 'settings', 'webhooks', 'resellers'];

/** The sections a role may open, in sidebar order. */
export function sectionsFor(role: string): readonly AdminSection[] {
  return role === 'owner' ? ADMIN_SECTIONS : ADMIN_SECTIONS.filter((s) => !OWNER_SECTIONS.includes(s));
}

export function isAdminSection(value: unknown): value is AdminSection {
  return typeof value === 'string' && (ADMIN_SECTIONS as readonly string[]).includes(value);
}
