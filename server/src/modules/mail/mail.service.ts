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
  /** Not sent after this instant: what it states no longer holds then (see MailOutbox.sendBefore). */
  sendBefore?: Date | null;
}

/** A mail queued by its template: rendered by the dispatcher when it sends it (templates/registry.ts). */
export interface OutboxMail {
  kind: string;
  to: string;
  language: LanguageEnum;
  template: string;
  props: object;
  attachments?: MailAttachment[];
  /** Not sent after this instant (see MailOutbox.sendBefore). */
  sendBefore?: Date | null;
}

export interface TemplateMail extends OutboxMail {
  booking?: GuestBooking;
}

/**
 * Writes a mail to the outbox unrendered, in the caller's transaction: the request that causes it
 * spends nothing on rendering; the dispatcher renders, stores and sends it.
 */
export function queueTemplateMail(em: EntityManager, mail: TemplateMail): MailOutbox {
  return em.create(MailOutbox, {
    kind: mail.kind,
    recipient: mail.to,
    language: mail.language,
    template: mail.template,
    props: mail.props as Record<string, unknown>,
    attachments: mail.attachments ?? [],
    booking: mail.booking ?? null,
    sendBefore: mail.sendBefore ?? null,
  });
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
    sendBefore: mail.sendBefore ?? null,
  });
}
