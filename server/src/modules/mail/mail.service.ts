import type { EntityManager } from '@mikro-orm/postgresql';
import type { LanguageEnum } from '../../common/enums.js';
import type { GuestBooking } from '../booking/guest-booking.entity.js';
import { MailOutbox, type MailAttachment } from './mail-outbox.entity.js';

export interface OutgoingMail {
  kind: string;
  to: string;
  language?: LanguageEnum;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  booking?: GuestBooking;
  /** Extra headers (List-Unsubscribe on newsletter mail). */
  headers?: Record<string, string>;
}

/**
 * Writes a mail to the outbox. Call it inside the transaction of the change that causes the mail:
 * the mail exists exactly when the change does, and delivery happens from the outbox.
 */
export function queueMail(em: EntityManager, mail: OutgoingMail): MailOutbox {
  return em.create(MailOutbox, {
    kind: mail.kind,
    recipient: mail.to,
    language: mail.language ?? 'ENG',
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments ?? [],
    headers: mail.headers ?? {},
    booking: mail.booking ?? null,
  });
}
