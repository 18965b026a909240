import { seoulToday } from '../../../domain/calendar.js';
import type { PaymentFilterEnum } from './enums.js';

/**
 * A booking's payment state in SQL, over a booking aliased `b`: what it kept, whether it owes, its status
 * and the applications list's payment filter. The payment module writes the `payment` rows; the booking
 * desk's lists and export, the dashboard, the mail schedule and payment itself read them through these,
 * so the state is defined once (as domain/payment.ts defines it in TypeScript) and low enough for all.
 */

/** SQL: what a booking `b` has kept (payments less refunds, voids left out). */
export const PAID_SQL = `coalesce((select sum(case when p.kind = 'refund' then -p.amount else p.amount end)
  from payment p where p.booking_id = b.id and p.voided_at is null), 0)`;

/** SQL: a booking `b` has a refund that counts (not voided). */
export const REFUNDED_SQL = `exists (select 1 from payment p where p.booking_id = b.id
  and p.voided_at is null and p.kind = 'refund')`;

/** SQL: a booking `b` that was approved and still owes money. */
export const OWING_SQL = `b.status = 'confirmed' and b.amount_due is not null and b.amount_due > ${PAID_SQL}`;

/**
 * SQL: the payment status of a booking `b`, as domain/payment.ts `paymentStatus` derives it from the
 * records; null before approval (no amount due yet). `paid`: SQL giving what it has kept (PAID_SQL, or
 * a column that holds it already, so a long list sums each booking's payments once). A cancelled
 * booking owes nothing: what it keeps is a refund due.
 */
export const paymentStatusSql = (paid: string) => `case
  when b.amount_due is null then null
  when b.status = 'cancelled' then case
    when ${paid} > 0 then case when ${REFUNDED_SQL} then 'partially_refunded' else 'refund_due' end
    when ${REFUNDED_SQL} then 'refunded' else 'unpaid' end
  when ${paid} <= 0 then case when ${REFUNDED_SQL} then 'refunded' else 'unpaid' end
  when ${paid} < b.amount_due then 'partially_paid'
  when ${paid} = b.amount_due then 'paid'
  else 'overpaid' end`;

/** paymentStatusSql with the paid sum computed in place. */
export const PAYMENT_STATUS_SQL = paymentStatusSql(PAID_SQL);

/** SQL: awaiting payment past its deadline, as the dashboard counts it (`today` a Seoul date parameter). */
export const overdueSql = (today: string) => `(${OWING_SQL} and b.payment_due_date < ${today})`;

/** The where clause of the list's payment filter (`p` adds a positional parameter). */
export function paymentFilterSql(filter: PaymentFilterEnum, p: (value: unknown) => string): string {
  if (filter === 'awaiting') return `(${OWING_SQL})`;
  if (filter === 'overdue') return overdueSql(p(seoulToday()));
  return `(${PAYMENT_STATUS_SQL}) = ${p(filter)}`;
}
