import type { EntityManager } from '@mikro-orm/postgresql';
import type { LanguageEnum } from '../../common/enums.js';
import { MailOutbox, type MailAttachment } from './mail-outbox.entity.js';
import { withholdSecrets, type MailSecrets } from './mail.secrets.js';

export interface OutgoingMail {
  kind: string;
  to: string;
  language?: LanguageEnum;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** The booking it is about (see MailOutbox.bookingId). */
  bookingId?: number | null;
  /** Extra headers (List-Unsubscribe on newsletter mail). */
  headers?: Record<string, string>;
  /** Not sent after this instant: what it states no longer holds then (see MailOutbox.sendBefore). */
  sendBefore?: Date | null;
  /** The tokens of one-time links in it: never stored in clear (mail.secrets.ts). */
  secrets?: MailSecrets;
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
  /** The tokens of one-time links in its props: never stored in clear (mail.secrets.ts). */
  secrets?: MailSecrets;
}

export interface TemplateMail extends OutboxMail {
  /** The booking it is about (see MailOutbox.bookingId). */
  bookingId?: number | null;
}

/**
 * Writes a mail to the outbox unrendered, in the caller's transaction: the request that causes it
 * spends nothing on rendering; the dispatcher renders, stores and sends it.
 */
export function queueTemplateMail(em: EntityManager, mail: TemplateMail): MailOutbox {
  return em.create(MailOutbox, outboxRow(mail));
}

/**
 * A mail as its outbox row stores it (MailOutbox's properties): its secrets withheld from its content and
 * sealed. For a writer without the ORM's unit of work (booking-hold-confirm.ts), the same row as JSON.
 */
export function outboxRow(mail: TemplateMail) {
  const { content, ...secrets } = withheld(mail.to, mail.secrets, {
    props: mail.props as Record<string, unknown>,
    attachments: mail.attachments ?? [],
  });
  return {
    kind: mail.kind,
    recipient: mail.to,
    language: mail.language,
    template: mail.template,
    ...content,
    ...secrets,
    bookingId: mail.bookingId ?? null,
    sendBefore: mail.sendBefore ?? null,
  };
}

/** Content with its secrets withheld (and their sealed values), or as it is when it carries none. */
function withheld<T>(recipient: string, secrets: MailSecrets | undefined, content: T) {
  if (!secrets?.values.length) return { content, secrets: null, withheld: 0 };
  const out = withholdSecrets(content, recipient, secrets);
  return { content: out.content, secrets: out.sealed, withheld: out.withheld };
}

/**
 * Writes a mail to the outbox. Call it inside the transaction of the change that causes the mail:
 * the mail exists exactly when the change does, and delivery happens from the outbox.
 */
export function queueMail(em: EntityManager, mail: OutgoingMail): MailOutbox {
  const { content, ...secrets } = withheld(mail.to, mail.secrets, {
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments ?? [],
    headers: mail.headers ?? {},
  });
  return em.create(MailOutbox, {
    kind: mail.kind,
    recipient: mail.to,
    language: mail.language ?? 'ENG',
    ...content,
    ...secrets,
    bookingId: mail.bookingId ?? null,
    sendBefore: mail.sendBefore ?? null,
  });
}
