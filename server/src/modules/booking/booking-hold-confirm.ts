import type pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { SecretHasher } from '../../common/secrets.js';
import { BookingStatusEnum, LogAuthorEnum } from '../../common/enums.js';
import { AfterCommit, type ErrorLog } from '../../platform/events/event-bus.js';
import { outboxRow, type TemplateMail } from '../../platform/mail/mail-outbox.js';
import { bookingMetrics } from '../../platform/metrics/metrics.counters.js';
import type { Experience } from '../experience/experience.entity.js';
import { CONFIRM_TAKEN, confirmCapacity, SLOT_LOCK_SQL } from './booking.capacity.js';
import { bookingEvents, type BookingTx, type WebhookEvent } from './booking.events.js';
import { statusChangeDetails } from './booking-status.service.js';
import { ensurePrepared, literal, type PreparedStatement } from './booking.store.js';
import { webhookFanOutSql } from './booking.webhooks.sql.js';
import { GuestBooking } from './guest-booking.entity.js';
import { experienceColumns, experienceOfRow, storedProps } from './booking.experience-row.js';
import { notFound } from '../../common/errors.js';
import { BOOKING_ERRORS } from './booking.errors.js';

/**
 * A reseller's live hold confirmed (OCTO's confirm, the resellers' hottest write), without the ORM's unit
 * of work: the rules and writes of changeStatusIn's confirmation (the booking under its row lock, the
 * slot's lock and the one count under it, the status's log line, what the `confirmed` subscribers hand
 * the transaction: mails, webhook deliveries, notifications after the commit) in three round trips on one
 * connection, each statement prepared once per connection (where changeStatusIn's unit of work sends ten,
 * each parsed and planned every time, and computes its change sets):
 * 1. `begin` and the caller's statement reading the booking under its row lock (with its item);
 * 2. the slot's lock, then its count in a statement of its own (so after the lock was granted);
 * 3. the booking's columns that a confirmation writes, its log line, its mails and deliveries, `commit`.
 */

/** The prefix of the item's columns in a locked booking's row (lockedBookingSql). */
const ITEM = '__item_';

/** The booking entity's columns (by name: a column added later does not change a prepared statement's answer). */
let bookingColumnList: readonly string[] | undefined;
const bookingColumns = (em: EntityManager) =>
  (bookingColumnList ??= storedProps(em, GuestBooking).flatMap((prop) => prop.fieldNames ?? []));

/**
 * A statement reading the booking that `where` picks (`g`) under its row lock, with its item's columns
 * in the same row (prefixed: lockedBookingOf splits them): a hold confirmation's `locked`.
 */
export const lockedBookingSql = (em: EntityManager, where: string) =>
  `select ${bookingColumns(em)
    .map((column) => `g."${column}"`)
    .join(', ')},
       ${experienceColumns(em)
         .map((column) => `e."${column}" as "${ITEM}${column}"`)
         .join(', ')}
     from guest_booking g join experience e on e.id = g.experience_id
     where ${where} for update of g`;

/**
 * The booking (mapped into `em`, its changes never flushed there) and its item (a plain object:
 * experienceOfRow) of a row of lockedBookingSql, or null without one.
 */
export function lockedBookingOf(
  em: EntityManager,
  row: Record<string, unknown> | undefined,
): { booking: GuestBooking; item: Experience } | null {
  if (!row) return null;
  const columns: Record<string, unknown> = {};
  const itemColumns: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column.startsWith(ITEM)) itemColumns[column.slice(ITEM.length)] = value;
    else columns[column] = value;
  }
  return { booking: em.map(GuestBooking, columns), item: experienceOfRow(em, itemColumns) };
}

/** What a hold confirmation reads, and the caller's rules on what it read. */
export interface HoldConfirmation {
  /** The statement reading the booking under its row lock (`for update`), and its values. */
  locked: { statement: PreparedStatement; values: unknown[] };
  /** The booking (an entity mapped into `em`, never flushed) and its item of the row read; throws without one. */
  map(row: Record<string, unknown> | undefined): { booking: GuestBooking; item: Experience };
  /**
   * The caller's rules on the locked booking: true to confirm it (having set on it what the confirmation
   * changes of the CONFIRM_COLUMNS: contact, persons, price, unit items), false to leave it as it is.
   * Throwing rolls back.
   */
  decide(booking: GuestBooking, item: Experience): boolean;
  /** Whether the guest is mailed (OCTO `emailReceipt`; booking-mail). */
  mailGuest: boolean;
}

/** What a hold confirmation read and, when it confirmed, when and with how many seats taken in the slot. */
export interface HoldConfirmed {
  booking: GuestBooking;
  item: Experience;
  confirmed?: { at: Date; slotTaken: number };
}

/**
 * The booking's properties a confirmation writes, with their columns (a subscriber that changed another
 * one would lose it: refused, see `unwritten`).
 */
const CONFIRM_COLUMNS = {
  guestName: 'guest_name',
  guestEmail: 'guest_email',
  guestPhone: 'guest_phone',
  language: 'language',
  specialRequests: 'special_requests',
  octoContact: 'octo_contact',
  resellerReference: 'reseller_reference',
  numberOfGuests: 'number_of_guests',
  totalPrice: 'total_price',
  octoUnitItems: 'octo_unit_items',
  status: 'status',
  holdExpiresAt: 'hold_expires_at',
  updatedAt: 'updated_at',
  // What a guest's booking owes, fixed at its confirmation (payment.subscribers.ts); a reseller's none.
  amountDue: 'amount_due',
  paymentWay: 'payment_way',
  paymentDueDate: 'payment_due_date',
  paymentReminderAt: 'payment_reminder_at',
} as const satisfies Partial<Record<keyof GuestBooking, string>>;
const WRITTEN = Object.keys(CONFIRM_COLUMNS) as (keyof typeof CONFIRM_COLUMNS)[];
const JSON_COLUMNS = new Set<string>(['octoContact', 'octoUnitItems']);

/** The confirmation's writes: the booking's columns ($1 its id, then CONFIRM_COLUMNS'), log, mails, deliveries. */
const CONFIRM_WRITE: PreparedStatement = (() => {
  const name = 'booking_confirm_hold';
  const n = WRITTEN.length;
  const param = (property: string) => `$${WRITTEN.indexOf(property as never) + 2}`;
  const set = WRITTEN.map(
    (property) =>
      `${CONFIRM_COLUMNS[property]} = ${param(property)}${JSON_COLUMNS.has(property) ? '::jsonb' : ''}`,
  ).join(', ');
  const [details, oldValue, author, mails, webhooks] = [n + 2, n + 3, n + 4, n + 5, n + 6].map(
    (i) => `$${i}`,
  );
  return {
    name,
    prepare: `prepare ${name} as with changed as (
        update guest_booking set ${set} where id = $1 returning id
      ), log as (
        insert into booking_log (booking_id, log_type, details, old_value, new_value, created_by, created_at)
        select id, 'status_change', ${details}, ${oldValue}, ${param('status')}, ${author}, ${param('updatedAt')}
        from changed
      ), mail as (
        insert into mail_outbox (booking_id, kind, recipient, language, template, props, attachments, secrets,
          withheld, send_before)
        select (m.mail->>'bookingId')::int, m.mail->>'kind', m.mail->>'recipient', m.mail->>'language',
               m.mail->>'template', m.mail->'props', coalesce(m.mail->'attachments', '[]'), m.mail->>'secrets',
               coalesce((m.mail->>'withheld')::smallint, 0), (m.mail->>'sendBefore')::timestamptz
        from changed, jsonb_array_elements(${mails}::jsonb) with ordinality as m(mail, n)
        order by m.n
      ), hook as (
        ${webhookFanOutSql(`${webhooks}::jsonb`, { from: 'changed' })}
      )
      select count(*)::int as changed from changed`,
  };
})();

/**
 * Confirms a reseller's live hold as `confirmation` reads and decides it, on a connection of `pool` (the
 * ORM's, whose parsers read the row as the ORM does). `em` is the one its booking is mapped into and
 * what the `confirmed` subscribers read with: outside the transaction, so they may only read (a live hold
 * confirmed took its seats before and after: the webhooks' seat count reads nothing); one that wrote
 * through it would write outside the transaction: refused.
 */
export async function confirmHold(
  pool: pg.Pool,
  deps: { em: EntityManager; config: Config; signer: SecretHasher; logger?: ErrorLog },
  confirmation: HoldConfirmation,
  now: Date = new Date(),
): Promise<HoldConfirmed> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const values = (list: unknown[]) => list.map(literal).join(', ');
  try {
    const { statement, values: read } = confirmation.locked;
    for (const prepared of [statement, CONFIRM_TAKEN, CONFIRM_WRITE]) await ensurePrepared(client, prepared);
    const locked = (await client.query(
      `begin; set local plan_cache_mode = force_generic_plan; execute ${statement.name}(${values(read)})`,
    )) as unknown as pg.QueryResult<Record<string, unknown>>[];
    const { booking, item } = confirmation.map(locked[2].rows[0]);
    if (!confirmation.decide(booking, item)) {
      await client.query('commit');
      return { booking, item };
    }
    // The slot's lock, then its count in a statement of its own: a snapshot taken once the lock was granted.
    const slot = [booking.itemId, booking.bookingDate, booking.timeSlot] as const;
    const [experienceId, date, time] = slot.map(literal);
    const counted = (await client.query(
      `select ${SLOT_LOCK_SQL(experienceId, date, time)};
       execute ${CONFIRM_TAKEN.name}(${values([...slot, booking.id])})`,
    )) as unknown as pg.QueryResult<{ guests: string | null }>[];
    const capacity = confirmCapacity(Number(counted[1].rows[0]?.guests ?? 0), booking, item);

    const previousStatus = booking.status;
    const previousHoldExpiresAt = booking.holdExpiresAt ?? null;
    const before = { ...booking } as Record<string, unknown>;
    const at = new Date();
    booking.status = BookingStatusEnum.confirmed;
    // A hold lasts only while the booking waits (changeStatusIn).
    booking.holdExpiresAt = null;
    booking.updatedAt = at;
    const mails: TemplateMail[] = [];
    const webhooks: WebhookEvent[] = [];
    const after = new AfterCommit();
    const tx: BookingTx = {
      em: deps.em,
      config: deps.config,
      signer: deps.signer,
      afterCommit: after.afterCommit,
      queueMail: (mail) => void mails.push(mail),
      queueWebhook: async (...events) => void webhooks.push(...events),
    };
    await bookingEvents.publish(tx, 'confirmed', {
      booking,
      experience: item,
      previousStatus,
      previousHoldExpiresAt,
      author: LogAuthorEnum.system,
      now,
      mailGuest: confirmation.mailGuest,
    });
    unwritten(deps.em, before, booking);
    await client.query(
      `execute ${CONFIRM_WRITE.name}(${values([
        booking.id,
        ...WRITTEN.map((property) =>
          JSON_COLUMNS.has(property) && booking[property] != null
            ? JSON.stringify(booking[property])
            : booking[property],
        ),
        statusChangeDetails(previousStatus, BookingStatusEnum.confirmed),
        previousStatus,
        LogAuthorEnum.system,
        JSON.stringify(mails.map(outboxRow)),
        JSON.stringify(webhooks),
      ])}); commit`,
    );
    after.committed(deps.logger);
    bookingMetrics.approved();
    return { booking, item, confirmed: { at, slotTaken: capacity.confirmed + booking.numberOfGuests } };
  } catch (error) {
    // Whatever failed, the transaction ends here; a connection that cannot even roll back is not reused.
    await client.query('rollback').catch((lost: unknown) => (broken = lost as Error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Refuses what this confirmation would not write: a property of the booking outside CONFIRM_COLUMNS that
 * a subscriber changed, or anything a subscriber handed the ORM's unit of work (never flushed here).
 */
function unwritten(em: EntityManager, before: Record<string, unknown>, booking: GuestBooking) {
  const after = booking as unknown as Record<string, unknown>;
  const changed = Object.keys(after).filter(
    (key) => !(WRITTEN as string[]).includes(key) && after[key] !== before[key],
  );
  if (changed.length || em.getUnitOfWork().getPersistStack().size)
    throw new Error(
      `A confirmed subscriber changed what a hold's confirmation does not write: ${changed.join(', ') || 'a new entity'}`,
    );
}

let lockedById: PreparedStatement | undefined;
/**
 * A guest's application to an item confirmed at once (issue 37: `instant`, no online payment), just
 * stored and holding its seats: confirmed as confirmHold confirms a reseller's hold (the confirmation of
 * a staff approval: the slot's lock and count, the amount due, the guest's confirmation with its
 * ticket, webhooks, the live update) in three round trips, by the system. Answers the booking as it
 * now stands: still pending when it no longer waited (nothing changed), or the slot's conflict (409)
 * when its seats were counted over (it is then left pending for staff).
 */
export async function confirmApplication(
  deps: { em: EntityManager; config: Config; signer: SecretHasher; logger?: ErrorLog },
  id: number,
  now: Date = new Date(),
): Promise<GuestBooking> {
  const em = deps.em.fork();
  lockedById ??= {
    name: 'booking_locked_by_id',
    prepare: `prepare booking_locked_by_id as ${lockedBookingSql(em, 'g.id = $1::int')}`,
  };
  const { booking } = await confirmHold(
    await em.getConnection().getNativeClient(),
    { ...deps, em },
    {
      locked: { statement: lockedById, values: [id] },
      map: (row) => {
        const found = lockedBookingOf(em, row);
        if (!found) throw notFound(BOOKING_ERRORS.notFound);
        return found;
      },
      decide: (held) => held.status === BookingStatusEnum.pending,
      mailGuest: true,
    },
    now,
  );
  return booking;
}
