import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../common/base.entity.js';
import { LanguageEnum } from '../../common/enums.js';

export const MailStatusEnum = { pending: 'pending', sent: 'sent', failed: 'failed' } as const;
export type MailStatusEnum = (typeof MailStatusEnum)[keyof typeof MailStatusEnum];

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** Shown inline by the HTML part (`<img src="cid:...">`). */
  cid?: string;
  /** A text to draw as a QR code PNG when the mail is sent (`content` is then empty): see mail.transport.ts. */
  qrText?: string;
}

/**
 * The mail outbox: written in the same transaction as the change that causes a mail, delivered by the
 * job queue with retries, so an SMTP outage delays mail and never loses it.
 */
@Entity({ tableName: 'mail_outbox' })
@Index({ properties: ['status', 'nextAttemptAt'] })
export class MailOutbox extends BaseEntity {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'language'
    | 'attachments'
    | 'headers'
    | 'status'
    | 'attempts'
    | 'nextAttemptAt'
    | 'withheld';

  /**
   * The booking the mail is about, as a plain id: the outbox knows no business entity. The column keeps
   * its foreign key in the database (set null when the booking is deleted), made by the migrations.
   */
  @Property({ type: 'integer', nullable: true, fieldName: 'booking_id' })
  bookingId?: number | null;

  @Property({ length: 50 })
  kind!: string;

  @Property({ length: 254 })
  recipient!: string;

  @Enum({ items: () => LanguageEnum, default: LanguageEnum.ENG })
  language: LanguageEnum = LanguageEnum.ENG;

  /**
   * The mail as sent. Null while a mail queued by its template (below) waits for the dispatcher, which
   * renders it, stores it here and sends it: rendering (React) stays out of the request that queued it.
   */
  @Property({ type: 'text', nullable: true })
  subject?: string | null;

  @Property({ type: 'text', nullable: true })
  html?: string | null;

  @Property({ type: 'text', nullable: true })
  text?: string | null;

  /** The template to render it with (templates/registry.ts) and its props, for a mail queued unrendered. */
  @Property({ length: 60, nullable: true })
  template?: string | null;

  @Property({ type: 'json', nullable: true })
  props?: Record<string, unknown> | null;

  /**
   * Set on a mail that may exist only once, e.g. `reminder:42`: the unique index makes a second
   * insert a no-op, however many schedulers run at once or restart (modules/booking-mail/booking-mail.schedule.ts).
   */
  @Property({ length: 100, nullable: true, unique: true })
  dedupeKey?: string | null;

  @Property({ type: 'json', default: '[]' })
  attachments: MailAttachment[] = [];

  /** Extra headers, such as List-Unsubscribe on newsletter mail. */
  @Property({ type: 'json', default: '{}' })
  headers: Record<string, string> = {};

  /**
   * The one-time link tokens the mail carries, sealed (mail.secrets.ts); the content above has
   * placeholders (`[secret-1]`) instead. Dropped once the mail is sent or given up.
   */
  @Property({ type: 'text', nullable: true })
  secrets?: string | null;

  /** How many secrets were withheld from the stored content (0: the mail is stored whole). */
  @Property({ type: 'smallint', default: 0 })
  withheld: number = 0;

  @Enum({ items: () => MailStatusEnum, default: MailStatusEnum.pending })
  status: MailStatusEnum = MailStatusEnum.pending;

  @Property({ type: 'smallint', default: 0 })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  /**
   * Not after this instant: a mail rendered ahead of its sending that states a deadline (a payment
   * reminder's "Pay by") is withdrawn instead of being sent once the deadline has passed. Mails queued
   * by their template need none: they are rendered when they are sent (issue 34).
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sendBefore?: Date | null;

  /** Not before this instant: the retry backoff, and a lease while a dispatcher is sending it. */
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  nextAttemptAt: Date = new Date();
}
