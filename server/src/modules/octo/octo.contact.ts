import { languageFromTag } from '../../../../domain/locales.js';
import { toE164 } from '../../../../domain/phone.js';
import type { LanguageEnum } from '../../common/enums.js';
import type { GuestBooking, OctoContactRow, OctoUnitItemRow } from '../booking/guest-booking.entity.js';

/** An OCTO contact as a reseller sends it (booking or unit item), as a unit item stores it. */
export type ContactInput = NonNullable<OctoUnitItemRow['contact']>;

/**
 * The language of the contact's first locale the site writes in (OCTO lists them in preference order),
 * by the storefront's own rule: zh-CN, zh-SG, zh → CHS; zh-TW, zh-HK → CHN.
 */
function languageOfLocales(locales: readonly string[] | null | undefined): LanguageEnum | undefined {
  for (const tag of locales ?? []) {
    const language = typeof tag === 'string' ? languageFromTag(tag) : undefined;
    if (language) return language;
  }
  return undefined;
}

/** A contact as the booking's columns store it (empty strings when the reseller gave none). */
export function contactColumns(contact: ContactInput | undefined, fallback: LanguageEnum) {
  const name =
    contact?.fullName?.trim() || [contact?.firstName, contact?.lastName].filter(Boolean).join(' ').trim();
  const phone = contact?.phoneNumber?.trim() ?? '';
  return {
    guestName: name.slice(0, 200),
    guestEmail: (contact?.emailAddress ?? '').trim().toLowerCase().slice(0, 254),
    guestPhone: (phone ? (toE164(phone) ?? phone) : '').slice(0, 32),
    language: languageOfLocales(contact?.locales) ?? fallback,
  };
}

const EXTRA_FIELDS = ['firstName', 'lastName', 'postalCode', 'country', 'notes'] as const;

/**
 * What the booking's columns do not hold of a contact (first and last names, postal code, country, and
 * the contact's own notes beside the booking's), as given (`base`: what was kept before; a field left
 * out keeps it); null when none is there.
 */
export function contactExtras(
  contact: ContactInput | undefined,
  base: OctoContactRow | null = null,
): OctoContactRow | null {
  const kept: OctoContactRow = { ...base };
  for (const field of EXTRA_FIELDS) {
    const value = contact?.[field];
    if (value !== undefined)
      kept[field] =
        typeof value === 'string' ? value.trim().slice(0, field === 'notes' ? 2000 : 200) || null : null;
  }
  return EXTRA_FIELDS.some((field) => kept[field]) ? kept : null;
}

/** The reseller's contact changes on a stored booking (only the fields given). */
export function applyContact(
  booking: GuestBooking,
  contact: ContactInput | undefined,
  language: LanguageEnum,
) {
  if (!contact) return;
  const columns = contactColumns(contact, booking.language ?? language);
  if (contact.fullName !== undefined || contact.firstName !== undefined || contact.lastName !== undefined)
    booking.guestName = columns.guestName;
  if (contact.emailAddress !== undefined) booking.guestEmail = columns.guestEmail;
  if (contact.phoneNumber !== undefined) booking.guestPhone = columns.guestPhone;
  if (contact.locales?.length) booking.language = columns.language;
  if (contact.notes !== undefined) booking.specialRequests = (contact.notes ?? '').slice(0, 2000);
  booking.octoContact = contactExtras(contact, booking.octoContact ?? null);
}
