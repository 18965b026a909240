import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { LogAuthorEnum } from '../../common/enums.js';
import type { SecretHasher } from '../../common/secrets.js';
import { EventBus, type Transaction } from '../../platform/events/event-bus.js';
import { queueTemplateMail, type TemplateMail } from '../../platform/mail/mail-outbox.js';
import { webhookFanOutSql } from './booking.webhooks.sql.js';
import type { Experience } from '../experience/experience.entity.js';
import type { GuestBooking } from './guest-booking.entity.js';

/**
 * What happens to a booking, as the booking module tells it (docs/architecture.md, "Events"). The
 * modules that act on it subscribe here: the booking's mails (booking-mail), the amount due (payment),
 * the back office's live updates (admin-event); the booking module imports none of them.
 *
 * Each event names the transaction handle its subscribers write with: a status change holds the ORM's
 * unit of work inside its transaction; a guest's application is written by one prepared statement
 * (booking.store.ts), so its subscribers hand it their mails and webhook events to write with it, and
 * their notifications to send once it committed.
 */
export interface BookingEvents {
  /** A guest's application was stored (pending). */
  received: { event: BookingReceived; tx: ApplicationTx };
  /** Staff (or a job) confirmed the booking: its seats are taken. */
  confirmed: { event: BookingStatusChanged; tx: BookingTx };
  /** The booking was cancelled, by staff, the guest or a job. */
  cancelled: { event: BookingCancelled; tx: BookingTx };
  /** A hold ended before staff decided or the payment came (a job): its seats came back. */
  expired: { event: BookingStatusChanged; tx: BookingTx };
  /** Any other change of status (back to pending). */
  changed: { event: BookingStatusChanged; tx: BookingTx };
  /**
   * The booking moved to another date or slot (`moved`: at once or a change request approved), a change
   * request was made (`requested`: the target's seats held) or declined (`declined`: they came back).
   */
  moved: { event: BookingMoved; tx: BookingTx };
  /** Published by payment: the booking is now paid in full. */
  paid: { event: BookingPaid; tx: BookingTx };
  /** Published by payment: money went back to the guest. */
  refunded: { event: BookingRefunded; tx: BookingTx };
}

/**
 * What every booking transaction's subscribers may read: the process's configuration, and the server key
 * that signs the links a mail carries (the "Pay now" link) when the change came with one (a request).
 */
interface BookingTransaction extends Transaction {
  config: Config;
  signer?: SecretHasher;
}

/**
 * A status change's transaction: `em` is the ORM's unit of work inside it (flushed by the publisher), what
 * a subscriber reads with. Its mails and webhook events go through `queueMail` and `queueWebhook`, so a
 * publisher that writes without the unit of work (booking-hold-confirm.ts) writes them in its statement.
 */
export interface BookingTx extends BookingTransaction {
  em: EntityManager;
  /** Queues a mail in the outbox with the change. */
  queueMail(mail: TemplateMail): void;
  /** Queues webhook events with the change: one delivery per active subscription to each (webhookFanOutSql). */
  queueWebhook(...events: WebhookEvent[]): Promise<void>;
}

/** The application's transaction: what a subscriber hands it is written by its one statement. */
export interface ApplicationTx extends BookingTransaction {
  /**
   * Queues a mail in the outbox with the application (in the order handed); a `limited` one only while
   * the guest's address has "received" mails left this hour (the booking module's limit).
   */
  queueMail(mail: TemplateMail, limited?: boolean): void;
  /** Sends a notification on `channel` once the application committed (never when it is refused). */
  notify(channel: string, payload: string): void;
  /**
   * Queues a webhook event (`{ type, timestamp, data }`) with the application: one delivery per active
   * subscription to its type. A `data.seatsLeft` key is filled with the slot's seats left after it.
   */
  queueWebhook(event: WebhookEvent): void;
}

/** A webhook event as a subscriber to `received` hands it (modules/webhook names the types). */
export interface WebhookEvent {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
  /** Only for this reseller's own subscriptions (its booking, with its OCTO data); absent: the operator's. */
  resellerId?: number;
}

/** A booking as it stood in the event: the entity on a status change, the stored row on an application. */
export type BookingFacts = Pick<
  GuestBooking,
  | 'id'
  | 'bookingDate'
  | 'timeSlot'
  | 'guestName'
  | 'guestEmail'
  | 'guestPhone'
  | 'numberOfGuests'
  | 'language'
  | 'specialRequests'
  | 'withOption'
  | 'totalPrice'
  | 'status'
  | 'holdExpiresAt'
  | 'amountDue'
  | 'paymentDueDate'
  | 'paymentWay'
> & {
  /** A reseller's hold (booking.store.ts ApplicationRow): who, its reference, its OCTO uuid. */
  reseller?: { id: number; reference: string | null; uuid: string };
};

export interface BookingReceived {
  booking: BookingFacts;
  experience: Experience;
  /**
   * Whether the guest is told the application arrived (false: confirmed at once or paid first, or a
   * reseller's hold); its mail is queued `limited` (a few an hour per address; the staff are told anyway).
   */
  mailGuest: boolean;
}

export interface BookingStatusChanged {
  /** The booking, with its new status; a subscriber may set what it owns on it (the amount due). */
  booking: GuestBooking;
  experience: Experience;
  previousStatus: GuestBooking['status'];
  /**
   * When the booking's hold ended before the change (null: no hold), when the publisher read it (the one
   * status path): with `previousStatus`, whether it took seats before, without reading its row again.
   */
  previousHoldExpiresAt?: Date | null;
  author: LogAuthorEnum;
  /** The instant of the change (tests and jobs pass their own clock). */
  now?: Date;
  /** KRW paid with the change (an online payment that confirms its booking): its mail says it is paid. */
  paidNow?: number;
  /**
   * A reseller's booking (booking.resellerId) mails its guest only when the reseller asked (OCTO
   * `emailReceipt`); other bookings always mail theirs.
   */
  mailGuest?: boolean;
}

/** A slot: its Seoul date (YYYY-MM-DD) and start (HH:MM). */
export interface SlotAt {
  date: string;
  time: string;
}

export interface BookingMoved {
  /** The booking as it now stands (moved: on its new slot; requested or declined: still on its old one). */
  booking: GuestBooking;
  experience: Experience;
  kind: 'moved' | 'requested' | 'declined';
  from: SlotAt;
  to: SlotAt;
  /** The guest moved or asked (their mails say it so); false: staff. */
  byGuest: boolean;
  /** What the booking costs on the new slot less what it cost, KRW. */
  priceDifference: number;
  /** The move changed how or by when it is paid (a transfer deadline brought before the new visit, or on site). */
  paymentPlanChanged?: boolean;
  author: LogAuthorEnum;
  now?: Date;
}

export interface BookingCancelled extends BookingStatusChanged {
  /** Why, as the guest reads it (a standard reason's code or staff's words). */
  reason?: string;
}

export interface BookingPaid {
  booking: GuestBooking;
  experience: Experience;
  /** What has been paid so far, KRW. */
  paid: number;
}

export interface BookingRefunded {
  booking: GuestBooking;
  experience: Experience;
  /** The refund just recorded, KRW, and its date. */
  amount: number;
  refundedOn: string;
}

/** The booking events of this process: modules subscribe at start (server/src/event-subscriptions.ts). */
export const bookingEvents = new EventBus<BookingEvents>();

/** A status change's handle on its transaction (`after` from inTransaction). */
export const bookingTx = (
  em: EntityManager,
  config: Config,
  after: Transaction,
  signer?: SecretHasher,
): BookingTx => ({
  em,
  config,
  ...(signer ? { signer } : {}),
  afterCommit: after.afterCommit,
  queueMail: (mail) => void queueTemplateMail(em, mail),
  queueWebhook: webhookQueue(em),
});

/** Queues webhook events in `em`'s transaction, at once: one statement (webhookFanOutSql). */
export const webhookQueue =
  (em: EntityManager) =>
  async (...events: WebhookEvent[]): Promise<void> => {
    if (events.length) await em.execute(webhookFanOutSql('?::jsonb'), [JSON.stringify(events)]);
  };
