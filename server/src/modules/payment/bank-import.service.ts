import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import {
  bookingNumbersIn,
  decodeStatement,
  parseStatement,
  type ColumnMapping,
  type StatementRow,
} from './bank-statement.js';
import { Payment } from './payment.entity.js';
import { auditPayment, recordAndSettle } from './payment.service.js';
import { inTransaction } from '../../platform/events/event-bus.js';
import { PAID_SQL } from '../../common/payment-state.sql.js';
import { IMPORT_ERRORS, STATEMENT_ERRORS } from './payment.errors.js';
import { jsonSetting, readSetting, writeSetting } from '../../platform/app-setting/app-setting.service.js';

export const MATCH_KINDS = ['matched', 'possibly_recorded', 'ambiguous', 'unmatched', 'duplicate'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/**
 * How far apart (days) a deposit and a payment of the same booking and amount may be and still look
 * like the same money: a hand-recorded transfer is often dated the day staff saw it.
 */
export const NEARBY_DAYS = 7;

/** The payment a row may repeat: one recorded already (its day and who), or a row above in the file. */
export interface RecordedAs {
  paidAt: string;
  createdBy: string | null;
  /** The line of the same file that pays it, when it is not recorded yet. */
  line: number | null;
}

/** A statement row as the preview shows it: what it pays, or why it cannot be told. */
export interface PreviewRow extends Omit<StatementRow, 'key'> {
  match: MatchKind;
  /** The booking it pays (matched), may pay again (possibly_recorded), or the one staff assigned. */
  bookingId?: number;
  /** The bookings an ambiguous row may pay. */
  candidates?: number[];
  /** possibly_recorded: the payment it looks like. */
  recordedAs?: RecordedAs;
}

/** Remembered column mappings, by the header row they were given for. */
/** The column mapping staff chose for files with this header row (remembered for the next file). */
const mappingSetting = (headers: string[]) =>
  jsonSetting(
    `bank-statement-mapping:${JSON.stringify(headers)}`.slice(0, 100),
    (json) => json as ColumnMapping,
  );

function mappingFrom(raw: unknown): ColumnMapping | null {
  if (raw === undefined || raw === null || raw === '') return null;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badInput(IMPORT_ERRORS.badMappingJson);
    }
  }
  const m = value as Record<string, unknown>;
  if (
    typeof m !== 'object' ||
    !m ||
    !['date', 'name', 'amount'].every((f) => typeof m[f] === 'string' && m[f]) ||
    (m.memo !== undefined && typeof m.memo !== 'string')
  ) {
    throw badInput(IMPORT_ERRORS.badMappingJson);
  }
  return {
    date: m.date as string,
    name: m.name as string,
    amount: m.amount as string,
    memo: (m.memo as string) ?? '',
  };
}

const rememberedMapping = (em: EntityManager, headers: string[]) => readSetting(em, mappingSetting(headers));

/**
 * Reads the file with the mapping given (then remembered for files with the same header row), else
 * the one remembered for this header row, else the recognised headers. With none of them, a preview
 * answers the header row and no mapping (staff map the columns); an import is refused.
 */
async function readStatement(em: EntityManager, bytes: Buffer, rawMapping: unknown, unmapped = false) {
  const text = decodeStatement(bytes);
  const given = mappingFrom(rawMapping);
  const recognised = parseStatement(text, given);
  if (given) {
    if (!recognised.mapping) throw badInput(STATEMENT_ERRORS.badMapping);
    await writeSetting(em, mappingSetting(recognised.headers), given);
    return recognised;
  }
  // What staff chose for this header row wins over the guess (a file with both 적요 and 메모 columns).
  const saved = await rememberedMapping(em, recognised.headers);
  const remembered = saved ? parseStatement(text, saved) : null;
  const parsed = remembered?.mapping ? remembered : recognised;
  if (!parsed.mapping && !unmapped) throw badInput(STATEMENT_ERRORS.noHeader(parsed.headers));
  return parsed;
}

interface Payable {
  id: number;
  outstanding: number;
  due: number;
}

/** The confirmed bookings with an amount due among `ids`, with what is still owed (one statement). */
async function payables(em: EntityManager, ids: number[], lock = false): Promise<Map<number, Payable>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<{ id: number; due: number; paid: string }[]>(
    `select b.id, b.amount_due as due, ${PAID_SQL} as paid
       from guest_booking b
      where b.id in (${ids.map(() => '?').join(', ')}) and b.status = 'confirmed' and b.amount_due is not null
      ${lock ? 'for update of b' : ''}`,
    ids,
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, due: r.due, outstanding: r.due - Number(r.paid) }]));
}

interface Kept {
  amount: number;
  paidAt: string;
  createdBy: string | null;
  line: number | null;
}

/** The payments (not refunds, not voided) of these bookings: what a deposit may repeat. */
async function paymentsOf(em: EntityManager, ids: number[]): Promise<Map<number, Kept[]>> {
  const byBooking = new Map<number, Kept[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byBooking;
  const rows = await em.execute<
    { booking_id: number; amount: number; paid_at: string; created_by: string }[]
  >(
    `select booking_id, amount, to_char(paid_at, 'YYYY-MM-DD') as paid_at, created_by from payment
      where booking_id in (${ids.map(() => '?').join(', ')}) and voided_at is null and kind = 'payment'
      order by paid_at, id`,
    ids,
  );
  for (const r of rows) {
    byBooking
      .get(r.booking_id)
      ?.push({ amount: r.amount, paidAt: r.paid_at, createdBy: r.created_by, line: null });
  }
  return byBooking;
}

const daysApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

/**
 * Matches each deposit to a booking: the booking numbers it names that are confirmed bookings with
 * an amount due, and the amount (what is still owed, or the whole amount due). One such booking with
 * that amount: matched, unless that booking already has a payment of that amount within NEARBY_DAYS
 * (or at all, once it is paid up), recorded or matched above in the file: possibly_recorded, left for
 * staff to record or not. A paid-up booking with no such payment, several bookings, or a different
 * amount: ambiguous (with the candidates); none, or no date that can be read (a payment is never
 * recorded on a guessed day): unmatched; a row imported before (the same file twice): duplicate.
 */
async function matchRows(em: EntityManager, rows: StatementRow[], lock = false) {
  const numbers = rows.map((row) => bookingNumbersIn(row));
  const ids = [...new Set(numbers.flat())];
  const bookings = await payables(em, ids, lock);
  const kept = await paymentsOf(em, [...bookings.keys()]);
  const keys = rows.map((r) => r.key);
  const imported = new Set(
    keys.length
      ? (
          await em.execute<{ statement_key: string }[]>(
            `select statement_key from payment where statement_key in (${keys.map(() => '?').join(', ')})`,
            keys,
          )
        ).map((r) => r.statement_key)
      : [],
  );
  return rows.map((row, i): PreviewRow & { key: string } => {
    const { key, ...shown } = row;
    if (imported.has(key)) return { ...shown, key, match: 'duplicate' };
    if (row.date === null) return { ...shown, key, match: 'unmatched' };
    const date = row.date;
    const candidates = numbers[i].filter((n) => bookings.has(n));
    if (candidates.length === 0) return { ...shown, key, match: 'unmatched' };
    const exact = candidates.filter((id) => {
      const b = bookings.get(id)!;
      return row.amount === b.outstanding || row.amount === b.due;
    });
    if (exact.length !== 1) return { ...shown, key, match: 'ambiguous', candidates };
    const booking = bookings.get(exact[0])!;
    const paidUp = booking.outstanding <= 0;
    const same = kept
      .get(booking.id)!
      .find((p) => p.amount === row.amount && (paidUp || daysApart(p.paidAt, date) <= NEARBY_DAYS));
    if (same) {
      const { amount: _amount, ...recordedAs } = same;
      return { ...shown, key, match: 'possibly_recorded', bookingId: booking.id, recordedAs };
    }
    if (paidUp) return { ...shown, key, match: 'ambiguous', candidates: [booking.id] };
    // What this file pays counts for the rows below it: a second deposit of the same money is flagged.
    booking.outstanding -= row.amount;
    kept.get(booking.id)!.push({ amount: row.amount, paidAt: date, createdBy: null, line: row.line });
    return { ...shown, key, match: 'matched', bookingId: booking.id };
  });
}

/**
 * The preview: every deposit of the file with its match; nothing is recorded. A file whose columns are
 * neither recognised nor remembered answers its header row, no mapping and no rows: staff map them.
 */
export async function previewStatement(ctx: AppContext, bytes: Buffer, mapping?: unknown) {
  const parsed = await readStatement(ctx.em, bytes, mapping, true);
  const rows = await matchRows(ctx.em, parsed.rows);
  // Kept a day, so the import can name this preview instead of sending the file again.
  const [kept] = await ctx.em.execute<{ id: string }[]>(
    `with old as (delete from bank_statement_preview where created_at < now() - interval '1 day')
     insert into bank_statement_preview (content, uploaded_by) values (?, ?) returning id`,
    [bytes, ctx.admin?.username ?? 'admin'],
  );
  return {
    previewId: kept.id,
    headers: parsed.headers,
    mapping: parsed.mapping,
    rows: rows.map(({ key: _key, ...row }) => row),
  };
}

/** The file of an earlier preview (a day at most), for an import that names it. */
export async function previewedFile(ctx: AppContext, previewId: unknown): Promise<Buffer> {
  const id = typeof previewId === 'string' ? previewId.trim() : '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw badInput(IMPORT_ERRORS.badPreviewId);
  }
  const [row] = await ctx.em.execute<{ content: Buffer }[]>(
    `select content from bank_statement_preview where id = ? and created_at >= now() - interval '1 day'`,
    [id],
  );
  if (!row) throw notFound(IMPORT_ERRORS.previewGone);
  return row.content;
}

function assignmentsFrom(raw: unknown): Map<number, number> {
  if (raw === undefined || raw === null || raw === '') return new Map();
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badInput(IMPORT_ERRORS.badAssignJson);
    }
  }
  if (typeof value !== 'object' || !value || Array.isArray(value))
    throw badInput(IMPORT_ERRORS.badAssignJson);
  const entries = Object.entries(value as Record<string, unknown>).map(([line, id]) => [Number(line), id]);
  if (!entries.every(([line, id]) => Number.isInteger(line) && Number.isInteger(id) && (id as number) > 0)) {
    throw badInput(IMPORT_ERRORS.badAssignJson);
  }
  return new Map(entries as [number, number][]);
}

/**
 * Records, in one transaction, a bank transfer for every matched row and for every row staff
 * assigned to a booking (`assign`: line → booking number, for ambiguous or unmatched rows, and for a
 * possibly_recorded row staff decided to record all the same). The rows
 * are matched again inside the transaction with the bookings locked, and each payment carries its
 * row's digest (unique): importing the same file again, or twice at once, never pays twice.
 */
export async function importStatement(
  ctx: AppContext,
  bytes: Buffer,
  options: { mapping?: unknown; assign?: unknown } = {},
) {
  const assigned = assignmentsFrom(options.assign);
  const author = `${ctx.admin?.username ?? 'admin'} (bank statement)`;
  try {
    const ids = await inTransaction(ctx.em, ctx.logger, async (em, after) => {
      const parsed = await readStatement(em, bytes, options.mapping);
      const rows = await matchRows(em, parsed.rows, true);
      const byLine = new Map(rows.map((r) => [r.line, r]));
      for (const line of assigned.keys()) {
        const row = byLine.get(line);
        if (!row || row.match === 'duplicate') throw badInput(IMPORT_ERRORS.badAssignment(line));
        if (row.date === null) throw badInput(IMPORT_ERRORS.noDate(line));
      }
      const assignedIds = [...new Set(assigned.values())];
      const open = await payables(em, assignedIds, true);
      for (const id of assignedIds) if (!open.has(id)) throw badInput(IMPORT_ERRORS.notPayable(id));
      const payments: Payment[] = [];
      for (const row of rows) {
        const bookingId = assigned.get(row.line) ?? (row.match === 'matched' ? row.bookingId : undefined);
        if (!bookingId || row.date === null) continue; // (an undated row is neither matched nor assignable)
        const booking = await em.findOneOrFail(GuestBooking, bookingId);
        const payment = await recordAndSettle(
          em,
          ctx.config,
          booking,
          {
            amount: row.amount,
            method: 'bank_transfer',
            paidAt: row.date,
            reference: row.name,
            note: [row.memo, row.details].filter(Boolean).join(' · '),
            statementKey: row.key,
          },
          author,
          ctx.admin?.username ?? null,
          after,
        );
        auditPayment(em, ctx, 'payment.import', booking.id, payment);
        payments.push(payment);
      }
      return payments.map((p) => p.id);
    });
    ctx.mail.kick();
    return await ctx.em.fork().find(Payment, { id: { $in: ids } }, { orderBy: { id: 'asc' } });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict(IMPORT_ERRORS.importedMeanwhile);
    throw error;
  }
}
