import DataLoader from 'dataloader';
import type pg from 'pg';
import type { PaymentStatus } from '../../../../domain/payment.js';
import { seoulToday } from '../../../../domain/calendar.js';
import { overdueSql, PAID_SQL, PAYMENT_STATUS_SQL } from '../../common/payment-state.sql.js';

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
