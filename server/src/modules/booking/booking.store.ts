import type pg from 'pg';
import { BookingStatusEnum, LogAuthorEnum, type LanguageEnum } from '../../common/enums.js';
import type { OutboxMail } from '../../platform/mail/mail-outbox.js';

/** A guest's application as it is stored (the code already hashed). */
export interface ApplicationRow {
  experienceId: number;
  bookingDate: string;
  timeSlot: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  verificationCodeHash: string;
  numberOfGuests: number;
  language: LanguageEnum;
  specialRequests: string;
  withOption: boolean;
  totalPrice: number;
  idempotencyKey: string | null;
  idempotencyFingerprint: string | null;
}

/**
 * What goes with the application, made once its id is known: its log line, and what the subscribers to
 * `received` handed its transaction (booking.events.ts): outbox mails, notifications.
 */
export interface ApplicationExtras {
  logDetails: string;
  mails: OutboxMail[];
  notifications: { channel: string; payload: string }[];
}

/**
 * Counts the address's pending applications (taken after the lock, so in a statement of its own
 * snapshot) and, when under the cap, stores the booking, its `booking_created` log line, its mails
 * and its notifications (sent at commit): all of it or nothing, in one statement. Prepared once per
 * connection.
 */
const STORE = {
  name: 'booking-store-application',
  text: `with allowed as (
      select count(*) < $2 as ok from guest_booking where guest_email = $7 and status = '${BookingStatusEnum.pending}'
    ), booking as (
      insert into guest_booking (id, experience_id, booking_date, time_slot, guest_name, guest_email, guest_phone,
        verification_code_hash, number_of_guests, language, special_requests, with_option, total_price,
        idempotency_key, idempotency_fingerprint)
      select $1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16 from allowed where ok
      returning id
    ), log as (
      insert into booking_log (booking_id, log_type, details, new_value, created_by)
      select id, 'booking_created', $17, '${BookingStatusEnum.pending}', '${LogAuthorEnum.customer}' from booking
    ), mail as (
      insert into mail_outbox (booking_id, kind, recipient, language, template, props, attachments)
      select booking.id, m.mail->>'kind', m.mail->>'to', m.mail->>'language', m.mail->>'template',
             m.mail->'props', coalesce(m.mail->'attachments', '[]')
      from booking, jsonb_array_elements($18::jsonb) with ordinality as m(mail, n)
      order by m.n
    ), event as (
      select pg_notify(n.note->>'channel', n.note->>'payload')
      from booking, jsonb_array_elements($19::jsonb) with ordinality as n(note, k)
      order by n.k
    )
    select (select ok from allowed) as ok, (select count(*) from event) as announced`,
};

/**
 * Stores a guest's application in three round trips on one connection: `begin`, the address's lock
 * and the booking's id (one simple query); the STORE statement; `commit`. The lock per e-mail
 * address makes parallel applications of one address count one after another, so none passes the
 * cap with another. Answers the booking's id, or null when the address is at `pendingLimit`
 * (nothing stored). A unique violation (another application under the idempotency key committed
 * first) is thrown as pg raised it.
 */
export async function storeApplication(
  pool: pg.Pool,
  row: ApplicationRow,
  pendingLimit: number,
  extras: (id: number) => Promise<ApplicationExtras>,
): Promise<number | null> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const opened = (await client.query(
      `begin; select pg_advisory_xact_lock(hashtext(${client.escapeLiteral(`pending:${row.guestEmail}`)}));
       select nextval('guest_booking_id_seq')::int as id`,
    )) as unknown as pg.QueryResult<{ id: number }>[];
    const id = opened[2].rows[0].id;
    const { logDetails, mails, notifications } = await extras(id);
    const { rows } = await client.query<{ ok: boolean }>({
      ...STORE,
      values: [
        id,
        pendingLimit,
        row.experienceId,
        row.bookingDate,
        row.timeSlot,
        row.guestName,
        row.guestEmail,
        row.guestPhone,
        row.verificationCodeHash,
        row.numberOfGuests,
        row.language,
        row.specialRequests,
        row.withOption,
        row.totalPrice,
        row.idempotencyKey,
        row.idempotencyFingerprint,
        logDetails,
        JSON.stringify(mails),
        JSON.stringify(notifications),
      ],
    });
    await client.query(rows[0].ok ? 'commit' : 'rollback');
    return rows[0].ok ? id : null;
  } catch (error) {
    // Whatever failed, the transaction ends here; a connection that cannot even roll back is not
    // handed to the next caller.
    await client.query('rollback').catch((lost: unknown) => (broken = lost as Error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** A pg error for a unique constraint (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505';
