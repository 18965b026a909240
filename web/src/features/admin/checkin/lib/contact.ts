import { displayPhone, toE164 } from '@domain/phone';

export type ContactLinks = {
  /** The number for people (+82 10-1234-5678). */
  display: string;
  /** `tel:+82...`: every phone dials it. */
  tel: string;
  /** `sms:+82...`. */
  sms: string;
  /** WhatsApp's click-to-chat takes the number's digits with the country code and nothing else. */
  whatsapp: string;
};

/**
 * The links a guide can honestly offer from a booking's phone number. KakaoTalk and LINE open a chat
 * by an account id, not a number (LINE's `line.me/R/ti/p/` wants its id; KakaoTalk has no public
 * link at all): for them the screen offers to copy the number, which both apps can search for.
 * Null when the stored text is no phone number.
 */
export function contactLinks(phone: string | null | undefined): ContactLinks | null {
  if (!phone) return null;
  const e164 = toE164(phone);
  if (!e164) return null;
  return {
    display: displayPhone(e164),
    tel: `tel:${e164}`,
    sms: `sms:${e164}`,
    whatsapp: `https://wa.me/${e164.slice(1)}`,
  };
}
