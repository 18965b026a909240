import type pg from 'pg';
import { HOLDING_STATUSES } from '../../../../domain/constants.js';
import { seatsTakenForSaleSql } from '../../../../domain/waitlist.js';
import { seatClaimsSql } from '../../../../domain/holds.js';
import { LogAuthorEnum, type BookingStatusEnum, type LanguageEnum } from '../../common/enums.js';
import { SLOT_LOCK_SQL } from './booking.capacity.js';
import { webhookFanOutSql } from './booking.webhooks.sql.js';
import type { OutboxMail } from '../../platform/mail/mail-outbox.js';
import { counterValues, spendPointSql, type Counter } from '../../platform/rate-limit/counter.sql.js';
import { VOLUME_COUNTERS } from '../../platform/rate-limit/rate-limit.service.js';
import type { WebhookEvent } from './booking.events.js';
import { PROMO_LIVE_USE_SQL, type PromoApplied } from '../promo-code/promo-code.apply.js';
import type { OctoContactRow, OctoUnitItemRow } from './guest-booking.entity.js';
import { GroupCommit } from '../../common/group-commit.js';

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
  /** `pending` (waiting for staff) or `awaiting_payment` (waiting for its online payment): both hold seats. */
  status: Extract<BookingStatusEnum, 'pending' | 'awaiting_payment'>;
  /** When the hold ends (domain/holds.ts `holdUntil`). */
  holdExpiresAt: Date;
  /** The slot's seats (maxGuestsOf the item). */
  maxGuests: number;
  /**
   * The promo code applied (issue 41): its row, the code as stored and the KRW it took off (totalPrice is
   * already less it). Its limits are counted again in STORE, under the code's lock.
   */
  promo?: PromoApplied | null;
  /** A reseller's hold through the OCTO API (modules/octo): who, its reference, and its OCTO uuid. */
  reseller?: {
    id: number;
    reference: string | null;
    uuid: string;
    unitItems: OctoUnitItemRow[];
    contact: OctoContactRow | null;
  };
  /**
   * The `offered` booking (a waitlist's offer, domain/waitlist.ts) whose seats this application takes
   * over: removed in its transaction, under the slot's lock, before the seats are counted, so they pass
   * from the offer to the booking without ever being free. Gone or ended meanwhile: nothing is stored.
   */
  takesOverOffer?: number;
}

/**
 * What goes with the application, made once its id is known: its log line, and what the subscribers to
 * `received` handed its transaction (booking.events.ts): outbox mails, webhook events (its notifications go
 * after the commit: booking.events.ts `notify`).
 */
export interface ApplicationExtras {
  logDetails: string;
  /** In order; a `limited` one is written only while `mailLimit` has points left (none: always). */
  mails: (OutboxMail & { limited?: boolean })[];
  /** Webhook events (booking.events.ts `queueWebhook`), fanned out to their subscriptions here. */
  webhooks: WebhookEvent[];
  /**
   * The counter a stored application spends a point of (the guest's "received" mails an hour), in
   * STORE itself: an application not stored spends none. Its `limited` mails go only with a point.
   */
  mailLimit?: { counter: Counter; key: string };
}

/** A pendingLimit that never refuses (a reseller's holds: no cap per address, so no address lock either). */
export const NO_PENDING_LIMIT = 2_147_483_647;

const HOLDING = HOLDING_STATUSES.map((status) => `'${status}'`).join(', ');
/**
 * The slot's taken seats in STORE ($3, $4, $5: its experience, date and time) as a sale counts them:
 * live holds, and ended ones whose seats the slot's waitlist is still owed (domain/waitlist.ts).
 */
const SLOT_TAKEN = seatsTakenForSaleSql({ experienceId: '$3', date: '$4', time: '$5' });

/**
 * Counts the address's live holds and the slot's taken seats (both after the locks, so in a statement
 * of its own snapshot) and, when the address is under its cap and the seats are free, stores the
 * booking, its `booking_created` log line, its mails and its webhook deliveries: all of it or nothing, in
 * one statement. Prepared once per connection. `answersRow`: it also answers the stored booking's row and
 * the slot's seats taken with it (`__taken`), for a caller that answers with them (a reseller's hold).
 */
const storeText = (counterTable: string, answersRow: boolean) => `with allowed as (
      -- Without a cap (a reseller's hold) nothing is counted: its address is often empty, and the live
      -- holds of the empty address would be looked for among all the resellers' bookings on every call.
      -- The address's bookings are found by its index first (\`offset 0\` plans them apart): left to
      -- itself, the planner took the live holds' index (its statistics, from before a rush, show few
      -- holds) and read every live hold of the site to find this address's, on every application.
      select $2::int >= ${NO_PENDING_LIMIT} or (select count(*) from (
          select status, hold_expires_at from guest_booking where guest_email = $7 offset 0
        ) own where status in (${HOLDING}) and hold_expires_at > now()) < $2 as ok
    ), seats as (
      select $19::int - ${SLOT_TAKEN} >= $10 as ok, $19::int - ${SLOT_TAKEN} - $10 as left_after,
        ${SLOT_TAKEN} + $10 as taken_after from (
        select status, hold_expires_at, number_of_guests from ${seatClaimsSql()} claim
        where experience_id = $3 and booking_date = $4 and time_slot = $5
      ) slot
    ), promo as (
      select $31::int is null or coalesce((
        select p.active
          and (p.max_uses is null or p.max_uses > (select count(*) from guest_booking g
            where g.promo_code_id = p.id and ${PROMO_LIVE_USE_SQL}))
          and (p.max_uses_per_email is null or p.max_uses_per_email > (select count(*) from guest_booking g
            where g.promo_code_id = p.id and g.guest_email = $7 and ${PROMO_LIVE_USE_SQL}))
        from promo_code p where p.id = $31), false) as ok
    ), booking as (
      insert into guest_booking (id, experience_id, booking_date, time_slot, guest_name, guest_email, guest_phone,
        verification_code_hash, number_of_guests, language, special_requests, with_option, total_price,
        idempotency_key, idempotency_fingerprint, status, hold_expires_at, reseller_id, reseller_reference, octo_uuid, octo_unit_items,
        promo_code_id, promo_code, discount, octo_contact)
      select $1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $20, $21, $23, $24, $25, $26::jsonb,
        $31, $32, $33, $34::jsonb
      from allowed, seats, promo where allowed.ok and seats.ok and promo.ok
      returning ${answersRow ? '*' : 'id'}
    ), log as (
      insert into booking_log (booking_id, log_type, details, new_value, created_by)
      select id, 'booking_created', $17, $20, '${LogAuthorEnum.customer}' from booking
    ), mailed as (
      ${spendPointSql(counterTable, { key: '$27', expire: '$28', now: '$29' }, 'from booking where $27::text is not null')}
    ), mail as (
      insert into mail_outbox (booking_id, kind, recipient, language, template, props, attachments)
      select booking.id, m.mail->>'kind', m.mail->>'to', m.mail->>'language', m.mail->>'template',
             m.mail->'props', coalesce(m.mail->'attachments', '[]')
      from booking, jsonb_array_elements($18::jsonb) with ordinality as m(mail, n)
      where not coalesce((m.mail->>'limited')::boolean, false)
        or coalesce((select points <= $30::int from mailed), true)
      order by m.n
    ), hook as (
      ${webhookFanOutSql('$22::jsonb', { from: 'booking, seats', seatsLeft: 'seats.left_after' })}
    )
    select (select ok from allowed) as ok, (select ok from seats) as seats, (select ok from promo) as promo,
      coalesce((select points <= $30::int from mailed), true) as mailed${
        answersRow
          ? `, (select taken_after from seats) as "__taken", stored.*
      from (values (1)) as one (x) left join booking stored on true`
          : ''
      }`;

/**
 * STORE for the counters' table, as an SQL prepared statement (PREPARE: once per connection, so its
 * EXECUTE goes in one simple query with `begin`, the locks and `commit`).
 */
const STORE_NAME = 'booking_store_application';
const stores = new Map<string, PreparedStatement>();
function storeStatement(counterTable: string, answersRow: boolean) {
  const key = `${counterTable}:${answersRow}`;
  let statement = stores.get(key);
  if (!statement) {
    const name = `${STORE_NAME}_${stores.size}`;
    statement = { name, prepare: `prepare ${name} as ${storeText(counterTable, answersRow)}` };
    stores.set(key, statement);
  }
  return statement;
}
/** The statements PREPAREd on a connection (by name). */
const PREPARED = Symbol('booking-store-prepared');
type PreparingClient = pg.PoolClient & { [PREPARED]?: Set<string> };

/** An SQL prepared statement: its name and its PREPARE (sent once per connection: ensurePrepared). */
export interface PreparedStatement {
  name: string;
  prepare: string;
}

/** PREPAREs `statement` on `client` unless this connection has it already (a round trip the first time only). */
export async function ensurePrepared(client: pg.PoolClient, statement: PreparedStatement) {
  const prepared = ((client as PreparingClient)[PREPARED] ??= new Set());
  if (prepared.has(statement.name)) return;
  // Another writer on the connection may have PREPAREd it (booking.capacity.ts checks by name): kept.
  await client.query(statement.prepare).catch((error: unknown) => {
    if ((error as { code?: unknown })?.code !== DUPLICATE_PREPARED_STATEMENT) throw error;
  });
  prepared.add(statement.name);
}
/** SQLSTATE of a PREPARE whose name the connection has already. */
const DUPLICATE_PREPARED_STATEMENT = '42P05';

/**
 * A value as an SQL literal for EXECUTE (typed by the prepared statement's parameters), escaped as pg's
 * escapeLiteral escapes it (standard_conforming_strings, PostgreSQL's default since 9.1): quotes
 * doubled, and with a backslash the E'' form with backslashes doubled. pg's walks the text a character
 * at a time, a cost an application's mails (kilobytes of JSON) made visible; the same in two replaces.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`Not a number: ${value}`);
  const text = String(value);
  if (!text.includes('\\')) return `'${text.replaceAll("'", "''")}'`;
  return ` E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** What an application's checks read before its transaction, in one round trip (applicationChecks). */
export interface ApplicationChecks {
  /** The experience's row as stored (its columns; shared, frozen), or null when there is none of that id. */
  experience: Readonly<Record<string, unknown>> | null;
  /** Seats the slot's bookings take now as a sale counts them (domain/waitlist.ts takesSeatsForSaleSql). */
  taken: number;
  /** The new booking's id (from its sequence), when there is no earlier booking under the key. */
  nextId: number | null;
  /** The point spent of the per-address counter (its points in the window, this one with them), if asked. */
  spent: { points: number; expire: string | null } | null;
  /** The booking stored earlier under the idempotency key, if any. */
  first: {
    id: number;
    fingerprint: string | null;
    status: BookingStatusEnum;
    holdExpiresAt: Date | null;
  } | null;
}

/**
 * The checks' reads in one statement (prepared once per connection): the experience's row version
 * (its `xmin`: every change of the row makes a new one; the row itself is read apart and kept while its
 * version stays: experienceRow), the slot's taken seats as every sale reads them
 * (seatsTakenForSaleSql), the booking under the idempotency key (none without a key) and, when there is
 * none, the new booking's id (so its mails are made before its transaction starts; an application
 * refused afterwards leaves a gap in the ids, as a rolled-back one always did).
 */
const checksStatement = (counterTable: string) => ({
  name: `booking-application-checks:${counterTable}`,
  text: `with spent as (
       ${spendPointSql(counterTable, { key: '$5', expire: '$6', now: '$7' }, 'where $5::text is not null')}
     )
     select e.id is not null as "__found", e.xmin::text as "__version",
            (select ${seatsTakenForSaleSql({ experienceId: '$1', date: '$2', time: '$3' })} from ${seatClaimsSql()} claim
             where experience_id = $1 and booking_date = $2 and time_slot = $3) as "__taken",
            k.id as "__firstId", k.idempotency_fingerprint as "__fingerprint", k.status as "__status",
            k.hold_expires_at as "__holdExpiresAt",
            case when k.id is null then nextval('guest_booking_id_seq')::int end as "__nextId",
            (select points from spent) as "__points", (select expire from spent) as "__expire"
     from (values (1)) as one (x)
       left join experience e on e.id = $1
       left join guest_booking k on k.idempotency_key = $4`,
});
let checks: { table: string; statement: { name: string; text: string } } | undefined;

/**
 * The experiences' rows as the checks last read them, each with its version (xmin), by pool (its
 * parsers made the values): an application reads its item's version only, and the row (~60 columns,
 * its texts in five languages) again only when it changed. Frozen: every application shares it.
 */
type ExperienceRows = Map<number, { version: string; row: Readonly<Record<string, unknown>> }>;
const experienceRowsOf = new WeakMap<pg.Pool, ExperienceRows>();
const EXPERIENCE_ROWS_KEPT = 2000;

/** Freezes a row read for sharing, with what it holds (arrays, JSON objects). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The experience's row at `version` (its `columns`, named: a column added later does not change the
 * answer under a running instance): the one kept, or read now (and kept with the version it was read
 * at, which may be newer than `version`: a change between the two reads).
 */
async function experienceRow(
  pool: pg.Pool,
  columns: readonly string[],
  id: number,
  version: string,
): Promise<Readonly<Record<string, unknown>> | null> {
  let experienceRows = experienceRowsOf.get(pool);
  if (!experienceRows) experienceRowsOf.set(pool, (experienceRows = new Map()));
  const kept = experienceRows.get(id);
  if (kept?.version === version) return kept.row;
  const { rows } = await pool.query<Record<string, unknown>>(
    `select xmin::text as "__version", ${columns.map((column) => `"${column}"`).join(', ')}
     from experience where id = $1`,
    [id],
  );
  if (!rows[0]) return null;
  const { __version, ...row } = rows[0];
  if (experienceRows.size >= EXPERIENCE_ROWS_KEPT) experienceRows.clear();
  experienceRows.set(id, { version: __version as string, row: deepFreeze(row) });
  return row;
}

/**
 * Reads an application's checks in one round trip; `experienceColumns` are the experience's columns
 * (its entity's, the same every call), `id` among them. With `spend`, the same statement spends a point
 * of that counter under `key` (the per-address limit: counter.sql.ts), answered in `spent` (over the
 * limit, the caller gives it back: the limiter's `refund`).
 */
export async function applicationChecks(
  pool: pg.Pool,
  experienceColumns: readonly string[],
  slot: { experienceId: number; bookingDate: string; timeSlot: string; idempotencyKey: string | null },
  spend?: { counter: Counter; key: string },
): Promise<ApplicationChecks> {
  const table = spend?.counter.table ?? VOLUME_COUNTERS;
  if (checks?.table !== table) checks = { table, statement: checksStatement(table) };
  const { rows } = await pool.query<Record<string, unknown>>({
    ...checks.statement,
    values: [
      slot.experienceId,
      slot.bookingDate,
      slot.timeSlot,
      slot.idempotencyKey,
      ...(spend ? counterValues(spend.counter, spend.key) : [null, null, null]),
    ],
  });
  const read: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(rows[0])) read[column.slice(2)] = value;
  return {
    experience: read.found
      ? await experienceRow(pool, experienceColumns, slot.experienceId, read.version as string)
      : null,
    taken: Number(read.taken),
    nextId: read.nextId as number | null,
    spent:
      read.points === null ? null : { points: read.points as number, expire: read.expire as string | null },
    first:
      read.firstId === null
        ? null
        : {
            id: read.firstId as number,
            fingerprint: read.fingerprint as string | null,
            status: read.status as BookingStatusEnum,
            holdExpiresAt: read.holdExpiresAt as Date | null,
          },
  };
}

/**

 * Why an application was not stored: the address has too many live holds, the seats are gone, its
 * promo code's uses are (or the code was switched off meanwhile), or the waitlist offer it takes over
 * is no longer open.
 */
export type StoreRefusal = 'too_many_pending' | 'no_seats' | 'promo' | 'offer_gone';

/** An application stored: its id, whether its `limited` mails went, and (asked) its row and slot's seats. */
export interface StoredApplication {
  id: number;
  mailed: boolean;
  stored?: { row: Record<string, unknown>; taken: number };
}

/** STORE's one row: its checks, and with `answersRow` the slot's seats taken and the booking's columns. */
type StoreAnswer = {
  ok: boolean;
  seats: boolean;
  promo: boolean;
  mailed: boolean;
  __taken?: number;
} & Record<string, unknown>;

/** SQLSTATE of a division by zero: how TAKE_OVER aborts the transaction when the offer is gone. */
const OFFER_GONE = '22012';

/**
 * Removes the live offer an application takes over (its log lines go with it; its mails keep no link),
 * and aborts the whole transaction (1/0) when there is none left to remove.
 */
const takeOverSql = (id: number) => `with gone as (
    delete from guest_booking where id = ${id} and status = 'offered' and hold_expires_at > now() returning id
  ) select 1 / (select count(*)::int from gone) as taken_over`;

/** booking_tally's shards (Migration20261127160000_booking_tally: a booking's is its id modulo 8). */
const TALLY_SHARDS = 8;

/** One application for STORE: what storeApplication is handed. */
interface StoreInput {
  row: ApplicationRow;
  pendingLimit: number;
  id: number;
  extras: ApplicationExtras;
  answersRow: boolean;
}
/**
 * An application with its SQL, written when it is handed in (by its own request, not while its item's
 * other applications wait for the batch it joins): its STORE statement, its EXECUTE (after the offer's
 * removal it takes over, if any) and its locks.
 */
interface StoreJob extends StoreInput {
  statement: PreparedStatement;
  execute: string;
  locks: { order: string; sql: string }[];
}
type StoreResult = StoredApplication | { refused: StoreRefusal };

/** STORE's parameters for one application, in the order of its $1..$34. */
function storeValues({
  row,
  pendingLimit,
  id,
  extras: { logDetails, mails, webhooks, mailLimit },
}: StoreInput) {
  const counted = mailLimit ? counterValues(mailLimit.counter, mailLimit.key) : [null, null, null];
  return [
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
    row.maxGuests,
    row.status,
    row.holdExpiresAt,
    JSON.stringify(webhooks),
    row.reseller?.id ?? null,
    row.reseller?.reference ?? null,
    row.reseller?.uuid ?? null,
    row.reseller ? JSON.stringify(row.reseller.unitItems) : null,
    ...counted,
    mailLimit?.counter.points ?? 0,
    row.promo?.id ?? null,
    row.promo?.code ?? null,
    row.promo?.discount ?? 0,
    row.reseller?.contact ? JSON.stringify(row.reseller.contact) : null,
  ];
}

/**
 * The advisory locks an application takes, each with the key that orders it: the address's (its live
 * holds are counted one application after another), the promo code's (its uses), the slot's (its
 * seats: the lock confirmations and moves take, booking.capacity.ts). Every transaction that takes
 * several takes them in one order: addresses, then codes, then slots, each by its key (a slot by its
 * item, then date and time, as a move orders its two), so none of them waits for another in a circle
 * (a deadlock).
 */
function locksOf({ row, pendingLimit }: StoreInput): { order: string; sql: string }[] {
  const locks = [
    {
      order: `2 ${String(row.experienceId).padStart(10, '0')} ${row.bookingDate} ${row.timeSlot}`,
      sql: SLOT_LOCK_SQL(String(row.experienceId), literal(row.bookingDate), literal(row.timeSlot)),
    },
  ];
  // Without a cap there is nothing to count one after another per address (and every reseller hold
  // without an e-mail would queue on the one lock of the empty address).
  if (pendingLimit < NO_PENDING_LIMIT) {
    const key = `pending:${row.guestEmail}`;
    locks.push({ order: `0 ${key}`, sql: `pg_advisory_xact_lock(hashtext(${literal(key)}))` });
  }
  if (row.promo) {
    const key = `promo:${row.promo.id}`;
    locks.push({
      order: `1 ${String(row.promo.id).padStart(10, '0')}`,
      sql: `pg_advisory_xact_lock(hashtext(${literal(key)}))`,
    });
  }
  return locks;
}

/** An application with its SQL (StoreJob). */
function storeJob(input: StoreInput): StoreJob {
  const statement = storeStatement(
    input.extras.mailLimit?.counter.table ?? VOLUME_COUNTERS,
    input.answersRow,
  );
  const takeOver = input.row.takesOverOffer === undefined ? '' : `${takeOverSql(input.row.takesOverOffer)}; `;
  const execute = `${takeOver}execute ${statement.name}(${storeValues(input).map(literal).join(', ')})`;
  return { ...input, statement, execute, locks: locksOf(input) };
}

/**
 * Stores applications (each with its id taken beforehand: applicationChecks) in one round trip on one
 * connection, in one transaction: a simple query of `begin`, every lock they take (locksOf, in its one
 * order), one STORE EXECUTE each and `commit` (STORE is PREPAREd once per connection, planned generic:
 * it was re-planned on its first five runs otherwise, ~8 ms each on a loaded machine). Each STORE
 * counts in a statement of its own, after the locks were granted, and sees what the STOREs before it
 * in the transaction wrote: the applications of a batch count each other's seats and holds as
 * applications one after another do. A refused one writes nothing (its every write is conditional on
 * the booking's). Throws, with nothing written, when any statement fails.
 */
async function storeTogether(pool: pg.Pool, jobs: StoreJob[]): Promise<StoreResult[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    for (const statement of new Set(jobs.map((job) => job.statement)))
      await ensurePrepared(client, statement);
    const locks = new Map<string, string>();
    for (const job of jobs) for (const { order, sql } of job.locks) locks.set(sql, order);
    const ordered = [...locks].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([sql]) => sql);
    // Stored in the order of the rows their bookings' tally updates (booking_tally: its shard is the
    // id modulo 8, then the id), the same in every batch: a batch may wait for another's tally rows,
    // never both for each other's (as they did in the order they came: PostgreSQL's deadlock detector).
    const order = jobs
      .map((job, i) => ({ job, i }))
      .sort((a, b) => (a.job.id % TALLY_SHARDS) - (b.job.id % TALLY_SHARDS) || a.job.id - b.job.id);
    const results = (await client.query(
      `begin; set local plan_cache_mode = force_generic_plan; select ${ordered.join(', ')}; ${order.map(({ job }) => job.execute).join('; ')}; commit`,
    )) as unknown as pg.QueryResult<StoreAnswer>[];
    const answers: StoreResult[] = [];
    let at = 3;
    for (const { job, i } of order) {
      if (job.row.takesOverOffer !== undefined) at += 1;
      answers[i] = storeResult(job, results[at++].rows[0]);
    }
    return answers;
  } catch (error) {
    // Whatever failed, the transaction ends here; a connection that cannot even roll back is not
    // handed to the next caller.
    await client.query('rollback').catch((lost: unknown) => (broken = lost as Error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** An application's answer from its STORE's row: why it was refused, or what was stored. */
function storeResult(job: StoreJob, answer: StoreAnswer): StoreResult {
  const { ok, seats, promo, mailed, __taken: taken, ...stored } = answer;
  if (!ok) return { refused: 'too_many_pending' };
  if (!seats) return { refused: 'no_seats' };
  if (!promo) return { refused: 'promo' };
  return job.answersRow
    ? { id: job.id, mailed, stored: { row: stored, taken: Number(taken) } }
    : { id: job.id, mailed };
}

/** One application alone: a waitlist's offer gone meanwhile is its refusal, not an error. */
async function storeAlone(pool: pg.Pool, job: StoreJob): Promise<StoreResult> {
  try {
    return (await storeTogether(pool, [job]))[0];
  } catch (error) {
    if (job.row.takesOverOffer !== undefined && (error as { code?: unknown })?.code === OFFER_GONE)
      return { refused: 'offer_gone' };
    throw error;
  }
}

/**
 * Applications stored together (group commit, common/group-commit.ts): one transaction at a time per
 * item (at most STORE_RUNS at once per pool), each taking every application for the item that queued
 * meanwhile. A quiet server stores each at once, alone; under a rush the round trip, the transaction,
 * its commit, the item's tally rows and its row's key-share lock (the foreign key) are paid once a
 * batch. Parallel transactions of one item waited for each other there anyway (the tally's rows), and
 * made PostgreSQL share the item's row among them: per slot, the bench measured more processor time
 * per application and fewer applications a second than per item (docs/performance.md, seventh pass).
 */
const STORE_RUNS = 8;
const STORE_BATCH = 32;
const storeRuns = new WeakMap<pg.Pool, GroupCommit<StoreJob, StoreResult>>();
function storeRunsOf(pool: pg.Pool) {
  let runs = storeRuns.get(pool);
  if (!runs) {
    runs = new GroupCommit({
      runBatch: (jobs) => storeTogether(pool, jobs),
      runOne: (job) => storeAlone(pool, job),
      maxInFlight: STORE_RUNS,
      keyOf: ({ row }) => String(row.experienceId),
      maxBatch: STORE_BATCH,
    });
    storeRuns.set(pool, runs);
  }
  return runs;
}

/**
 * Stores a guest's application (its id taken beforehand: applicationChecks), with the applications
 * handed in beside it (storeTogether, storeRunsOf): the lock per e-mail address makes parallel
 * applications of one address count one after another, so none passes the cap with another; the
 * slot's lock makes parallel applications and confirmations of one slot count its seats one after
 * another, so the last seats are never held twice. Answers the booking's id (and whether its `limited`
 * mails went), or why nothing was stored. A unique violation (another application under the
 * idempotency key committed first) is thrown as pg raised it. With `answersRow`, a stored application
 * also answers its row as stored (its columns, read by `pool`'s parsers) and its slot's taken seats
 * with it, as the seats left are read (seatsTakenForSaleSql): no read after it for an answer.
 */
export function storeApplication(
  pool: pg.Pool,
  row: ApplicationRow,
  pendingLimit: number,
  id: number,
  extras: ApplicationExtras,
  { answersRow = false }: { answersRow?: boolean } = {},
): Promise<StoreResult> {
  return storeRunsOf(pool).run(storeJob({ row, pendingLimit, id, extras, answersRow }));
}

/** A pg error for a unique constraint (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown })?.code === '23505';
