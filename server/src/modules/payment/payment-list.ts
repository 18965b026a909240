import DataLoader from 'dataloader';
import type pg from 'pg';
import { seoulToday } from '../../../../domain/calendar.js';
import type { PaymentStatus } from '../../../../domain/payment.js';
import { OWING_SQL, PAID_SQL, REFUNDED_SQL } from './payment.sql.js';
import type { PaymentFilterEnum } from './payment.types.js';

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

export interface PaymentRow {
  amountPaid: number;
  status: PaymentStatus | null;
  overdue: boolean;
}

export interface PaymentLoaders {
  /** What each booking has paid, its status and whether it is overdue: one query per page of rows. */
  paymentRows: DataLoader<number, PaymentRow>;
}

// The request context's loaders include these (context.ts, RequestLoaders).
declare module '../../context.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestLoaders extends PaymentLoaders {}
}

export function createPaymentLoaders(pool: pg.Pool): PaymentLoaders {
  return {
    paymentRows: new DataLoader(async (ids) => {
      const { rows } = await pool.query<{
        id: number;
        paid: string;
        status: PaymentStatus | null;
        overdue: boolean;
      }>(
        `select b.id, ${PAID_SQL} as paid, ${PAYMENT_STATUS_SQL} as status, ${overdueSql('$2')} as overdue
         from guest_booking b where b.id = any($1::int[])`,
        [[...ids], seoulToday()],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => {
        const row = byId.get(id);
        return {
          amountPaid: Number(row?.paid ?? 0),
          status: row?.status ?? null,
          overdue: row?.overdue === true,
        };
      });
    }),
  };
}
