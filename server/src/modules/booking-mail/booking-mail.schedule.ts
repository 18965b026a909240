import type pg from 'pg';
import { SEOUL_TIME_ZONE } from '../../../../domain/constants.js';
import { PAYMENT_REMINDER_DAYS_BEFORE } from '../../../../domain/payment.js';
import type { Config } from '../../config.js';
import type { Logger } from '../../common/logger.js';
import type { SecretHasher } from '../../common/secrets.js';
import type { Orm } from '../../db/orm.js';
import type { Job } from '../../platform/jobs/jobs.js';
import { newReviewInvitation, storeInvitationSql } from '../review/review-invitation.service.js';
import { OWING_SQL, PAID_SQL } from '../../common/payment-state.sql.js';
import { mailSecrets, withholdSecrets } from '../../platform/mail/mail.secrets.js';
import { payLinkOf } from '../payment/online/online-payment-start.service.js';
import { renderBookingMail, type BookingMailKind } from './booking-mails.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { ticketCodeFor } from '../booking/booking.ticket.js';

const QUEUE = 'booking-mail-schedule';

/** The reminder goes out 24 hours before the slot starts, to bookings confirmed before that moment. */
export const REMINDER_HOURS_BEFORE = 24;
/** The review invitation goes out at this Seoul time on the day after the visit... */
export const REVIEW_INVITATION_TIME = '10:00';
/** ...or later after downtime, but not once the visit is this many days old. */
export const REVIEW_INVITATION_MAX_DAYS_AFTER = 7;

// The slot's start as an instant: a Seoul date plus HH:MM read as Seoul wall-clock time.
const SLOT_START = `((b.booking_date + b.time_slot::time) at time zone '${SEOUL_TIME_ZONE}')`;
// When the booking was last confirmed (bookings confirmed outside the app: their creation).
const CONFIRMED_AT = `coalesce((select max(l.created_at) from booking_log l
   where l.booking_id = b.id and l.log_type = 'status_change' and l.new_value = 'confirmed'), b.created_at)`;

// Only bookings dated near now can be due (the date index narrows the search before any arithmetic).
const SEOUL_TODAY = `($1::timestamptz at time zone '${SEOUL_TIME_ZONE}')::date`;
const NEAR_NOW = `b.booking_date between ${SEOUL_TODAY} - ${REVIEW_INVITATION_MAX_DAYS_AFTER + 1} and ${SEOUL_TODAY} + 2`;

interface ScheduledMail {
  kind: Extract<BookingMailKind, 'reminder' | 'review_invitation' | 'payment_reminder'>;
  /** Bookings whose mail is due at `now` ($1) and not queued yet ($2: the dedupe-key prefix). */
  due: string;
  /** An indexed range the due bookings are in (the visit's date near now, unless told otherwise). */
  near?: string;
  /** Still true of the booking `b` when the mail is written (the same statement): else it is not. */
  still?: string;
}

// The end of a booking's payment deadline (midnight in Seoul after its day; domain paymentDeadlineEnd).
const PAYMENT_DEADLINE_END = `((b.payment_due_date + 1)::timestamp at time zone '${SEOUL_TIME_ZONE}')`;

const SCHEDULED: ScheduledMail[] = [
  {
    kind: 'reminder',
    due: `${SLOT_START} > $1
      and ${SLOT_START} - interval '${REMINDER_HOURS_BEFORE} hours' <= $1
      and ${CONFIRMED_AT} <= ${SLOT_START} - interval '${REMINDER_HOURS_BEFORE} hours'`,
  },
  {
    // At the moment approval fixed (domain/payment.ts paymentReminderAt: two days before the deadline,
    // never within a day of the approval), never after the deadline, while money is missing (a booking
    // paid or cancelled meanwhile is skipped in the very statement that writes the mail).
    kind: 'payment_reminder',
    near: `b.payment_due_date between ${SEOUL_TODAY} and ${SEOUL_TODAY} + ${PAYMENT_REMINDER_DAYS_BEFORE}`,
    due: `b.payment_reminder_at <= $1 and ${PAYMENT_DEADLINE_END} > $1 and ${OWING_SQL}`,
    still: OWING_SQL,
  },
  {
    kind: 'review_invitation',
    due: `((b.booking_date + 1 + time '${REVIEW_INVITATION_TIME}') at time zone '${SEOUL_TIME_ZONE}') <= $1
      and ((b.booking_date + ${REVIEW_INVITATION_MAX_DAYS_AFTER + 1})::timestamp at time zone '${SEOUL_TIME_ZONE}') > $1`,
  },
];

export interface BookingScheduleOptions {
  /** The clock: tests run the schedule at fixed Seoul times. */
  now?: () => Date;
}

/**
 * The mails that follow the calendar rather than an action: a reminder 24 hours before a confirmed
 * visit and a review invitation the day after it. A pg-boss job looks every minute for what is due
 * and writes it to the outbox with a dedupe key (`reminder:<id>`) under a unique index, so each
 * goes out exactly once however many instances run the job, and a restart only catches up.
 * Cancelled bookings are never picked; a booking confirmed less than 24 hours before its start gets
 * no reminder (its approval mail said it all).
 */
export class BookingMailSchedule {
  private readonly now: () => Date;

  constructor(
    private readonly orm: Orm,
    private readonly pool: pg.Pool,
    private readonly config: Config,
    private readonly logger: Logger,
    private readonly mail: { kick(): void },
    /** Keys the review invitations' one-time tokens (the app's hasher, which checks them). */
    private readonly hasher: SecretHasher,
    options: BookingScheduleOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  job(): Job {
    return { queue: QUEUE, cron: '* * * * *', run: () => this.queueDue() };
  }

  /** Writes every due reminder and review invitation to the outbox; resolves with how many it wrote. */
  async queueDue(): Promise<number> {
    const now = this.now();
    let queued = 0;
    for (const scheduled of SCHEDULED) queued += await this.queueKind(scheduled, now);
    if (queued > 0) this.mail.kick();
    return queued;
  }

  private async paidSoFar(bookingId: number): Promise<number> {
    const { rows } = await this.pool.query<{ paid: string }>(
      `select ${PAID_SQL} as paid from guest_booking b where b.id = $1`,
      [bookingId],
    );
    return Number(rows[0].paid);
  }

  private async queueKind(
    { kind, due, near = NEAR_NOW, still = 'true' }: ScheduledMail,
    now: Date,
  ): Promise<number> {
    const prefix = `${kind}:`;
    const { rows } = await this.pool.query<{ id: number }>(
      `select b.id from guest_booking b
       where b.status = 'confirmed' and ${near} and ${due}
         and not exists (select 1 from mail_outbox o where o.dedupe_key = $2::text || b.id)
       order by b.id limit 200`,
      [now, prefix],
    );
    if (!rows.length) return 0;
    const em = this.orm.em.fork();
    const bookings = await em.find(
      GuestBooking,
      { id: { $in: rows.map((r) => r.id) } },
      { populate: ['experience'], orderBy: { id: 'asc' } },
    );
    let queued = 0;
    for (const booking of bookings) {
      // The invitation's link carries a one-time token, stored (as a hash) with the mail or not at all.
      const invitation = kind === 'review_invitation' ? newReviewInvitation(this.hasher) : undefined;
      const paid = kind === 'payment_reminder' ? await this.paidSoFar(booking.id) : 0;
      // With online payment on, the reminder carries the "Pay now" link the approval did.
      const payLink =
        kind === 'payment_reminder' ? await payLinkOf(em, this.config, this.hasher, booking, now) : null;
      // The reminder carries the booking's ticket again (issue 39), for the guest at the meeting point.
      const ticketCode = kind === 'reminder' ? ticketCodeFor(this.hasher, booking) : undefined;
      const rendered = await renderBookingMail(this.config, kind, booking, booking.experience, {
        now,
        reviewInvitation: invitation?.token,
        paid,
        payLink: payLink?.url,
        ticketCode,
      });
      // The outbox keeps the invitation's token and the ticket code sealed, never in the stored mail
      // (mail.secrets.ts).
      const { subject, html, text, attachments } = rendered;
      const secret = invitation?.token ?? ticketCode;
      const { content, sealed, withheld } = secret
        ? withholdSecrets({ subject, html, text, attachments }, rendered.to, mailSecrets(this.hasher, secret))
        : { content: { subject, html, text, attachments }, sealed: null, withheld: 0 };
      const mail = { ...rendered, ...content };
      // The unique dedupe key decides: another instance that got here first makes this a no-op.
      // The status is checked again in the same statement, so a cancellation just now is respected.
      const { rows: written } = await this.pool.query<{ queued: number }>(
        `with mail as (
           insert into mail_outbox (booking_id, kind, recipient, language, subject, html, text, attachments,
             dedupe_key, send_before, secrets, withheld)
           select $1, $2, $3, $4, $5, $6, $7, $8, $9, $11, $12, $13
           where exists (select 1 from guest_booking b where b.id = $1 and b.status = 'confirmed' and ${still})
           on conflict (dedupe_key) do nothing
           returning booking_id
         ), invitation as (${storeInvitationSql('$10')})
         select count(*)::int as queued from mail`,
        [
          booking.id,
          mail.kind,
          mail.to,
          mail.language,
          mail.subject,
          mail.html,
          mail.text,
          JSON.stringify(mail.attachments ?? []),
          prefix + booking.id,
          invitation?.tokenHash ?? null,
          mail.sendBefore ?? null,
          sealed,
          withheld,
        ],
      );
      if (written[0].queued) {
        queued++;
        this.logger.info({ bookingId: booking.id, kind }, 'scheduled mail queued');
      }
    }
    return queued;
  }
}
