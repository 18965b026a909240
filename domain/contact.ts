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

/** How guests reach the team on the day of their experience (the DAY_OF_CONTACT setting). */
export const DAY_CONTACT_CHANNELS = ['phone', 'kakaotalk', 'whatsapp', 'line'] as const;
export type DayContactChannel = (typeof DAY_CONTACT_CHANNELS)[number];

export interface DayContact {
  channel: DayContactChannel;
  /** A phone number, an ID, or the channel's own link (KakaoTalk open chat, LINE add-friend). */
  value: string;
}

const isUrl = (value: string) => /^https:\/\/\S+$/.test(value);
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Where a tap on the contact goes: a call, a chat, or the link staff gave; null for a bare ID. */
export function dayContactHref({ channel, value }: DayContact): string | null {
  if (isUrl(value)) return value;
  switch (channel) {
    case 'phone':
      return `tel:+${digitsOf(value)}`;
    case 'whatsapp':
      return `https://wa.me/${digitsOf(value)}`;
    case 'line':
      return `https://line.me/R/ti/p/${encodeURIComponent(value.startsWith('@') ? value : `~${value}`)}`;
    case 'kakaotalk':
      // A KakaoTalk ID cannot be linked to: the guest searches it in the app.
      return null;
  }
}

/**
 * Reads `channel:value` entries separated by commas ('phone:+82 10-1234-5678, whatsapp:+821012345678');
 * answers the contacts or the first problem in words.
 */
export function parseDayContacts(text: string | undefined): DayContact[] | { error: string } {
  const contacts: DayContact[] = [];
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.indexOf(':');
    const channel = entry.slice(0, at).trim().toLowerCase();
    const value = entry.slice(at + 1).trim();
    if (at < 0 || !(DAY_CONTACT_CHANNELS as readonly string[]).includes(channel) || !value) {
      return {
        error: `'${entry}' is not channel:value with a channel of ${DAY_CONTACT_CHANNELS.join(', ')}`,
      };
    }
    if ((channel === 'phone' || channel === 'whatsapp') && !isUrl(value) && digitsOf(value).length < 7) {
      return { error: `'${entry}' needs an international number such as +82 10-1234-5678` };
    }
    contacts.push({ channel: channel as DayContactChannel, value });
  }
  return contacts;
}
