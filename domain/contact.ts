/**
 * The brand's social account (spec: guests get direct-message replies within 24 hours).
 * Points at the network's home until the operator's handle is configured here.
 */
export const SOCIAL_LINK = { name: 'Instagram', href: 'https://www.instagram.com/' } as const;

/**
 * Contact details shown on /contact and in the footer of every mail. PLACEHOLDERS: the e-mail
 * domain is reserved for examples (RFC 2606) and the handle is illustrative; replace them with the
 * operator's own before launch. Addresses and names are not translated.
 */
export const CONTACT = {
  /** Guests get a direct-message reply within 24 hours (spec §9). */
  socialHandle: '@kculture.experiences',
  /** Business and programme inquiries (partners, group programmes). */
  partnersEmail: 'partners@kculture.example.com',
  /** Questions about the website and bookings. */
  helpEmail: 'help@kculture.example.com',
  companyName: 'K-Culture Experiences Co., Ltd.',
  address: 'Jung-gu, Seoul, Republic of Korea',
  /** Business hours, Monday to Friday in Korea time (spec §2); closed on weekends. */
  hours: { open: '09:00', close: '18:00' },
} as const;
