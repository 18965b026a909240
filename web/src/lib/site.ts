/** The brand as shown in the logo, the footer and document titles (a name: not translated). */
export const BRAND_NAME = 'K-Culture Booking';

/**
 * The brand's social account (spec: guests get direct-message replies within 24 hours).
 * Points at the network's home until the operator's handle is configured here.
 */
export const SOCIAL_LINK = { name: 'Instagram', href: 'https://www.instagram.com/' } as const;
