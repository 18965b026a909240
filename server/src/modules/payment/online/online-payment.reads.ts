import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { OnlinePayment, type OnlinePaymentState } from './online-payment.entity.js';
import { onlineReference } from './online-payment.helpers.js';

/** One online payment attempt as staff see it (admin reads; no secret, no card data). */
export interface OnlinePaymentAttemptRow {
  id: number;
  bookingId: number;
  provider: string;
  paymentId: string;
  state: OnlinePaymentState;
  method: string | null;
  amount: number;
  currency: string;
  refundedAmount: number;
  /** When a refund PortOne answered "requested" was asked, while it is not done: none can be made meanwhile. */
  refundRequestedAt: Date | null;
  /** What staff may still refund: the paid amount less what went back, while it is paid (else 0). */
  refundable: number;
  /** The payment record made from it (method online, not voided): what a staff refund names; null before. */
  recordId: number | null;
  createdAt: Date;
}

export interface OnlinePaymentLoaders {
  /** Each booking's online payment attempts, oldest first: one query per page of bookings. */
  onlinePayments: DataLoader<number, OnlinePaymentAttemptRow[]>;
}

// The request context's loaders include these (context.ts, RequestLoaders).
declare module '../../../context.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestLoaders extends OnlinePaymentLoaders {}
}

/**
 * A refund is staff's to make while the attempt is paid and no refund waits at PortOne (refundOnline
 * refuses one meanwhile): one `refunding` is already going back in full (the job's), and a `requested`
 * or `failed` one took no money.
 */
export const refundableOf = (
  a: Pick<OnlinePaymentAttemptRow, 'state' | 'amount' | 'refundedAmount' | 'refundRequestedAt'>,
) => (a.state === 'paid' && !a.refundRequestedAt ? Math.max(0, a.amount - a.refundedAmount) : 0);

/** The attempts of some bookings, oldest first, each with the payment record it became (if any). */
export async function onlinePaymentsOf(
  pool: pg.Pool,
  bookingIds: readonly number[],
): Promise<Map<number, OnlinePaymentAttemptRow[]>> {
  const { rows } = await pool.query<{
    id: number;
    booking_id: number;
    provider: string;
    payment_id: string;
    state: OnlinePaymentState;
    method: string | null;
    amount: number;
    currency: string;
    refunded_amount: number;
    refund_requested_at: Date | null;
    record_id: number | null;
    created_at: Date;
  }>(
    // The record names its attempt by reference (onlineReference: a prefix, then the payment id).
    `select o.id, o.booking_id, o.provider, o.payment_id, o.state, o.method, o.amount, o.currency,
            o.refunded_amount, o.refund_requested_at, o.created_at,
            (select min(p.id) from payment p
              where p.booking_id = o.booking_id and p.kind = 'payment' and p.method = 'online'
                and p.voided_at is null and p.reference = $2 || o.payment_id) as record_id
     from online_payment o where o.booking_id = any($1::int[])
     order by o.created_at, o.id`,
    [[...bookingIds], onlineReference('')],
  );
  const byBooking = new Map<number, OnlinePaymentAttemptRow[]>();
  for (const r of rows) {
    const row: OnlinePaymentAttemptRow = {
      id: r.id,
      bookingId: r.booking_id,
      provider: r.provider,
      paymentId: r.payment_id,
      state: r.state,
      method: r.method,
      amount: r.amount,
      currency: r.currency,
      refundedAmount: r.refunded_amount,
      refundRequestedAt: r.refund_requested_at,
      refundable: 0,
      recordId: r.record_id,
      createdAt: r.created_at,
    };
    row.refundable = row.recordId === null ? 0 : refundableOf(row);
    const list = byBooking.get(r.booking_id) ?? [];
    list.push(row);
    byBooking.set(r.booking_id, list);
  }
  return byBooking;
}

export function createOnlinePaymentLoaders(pool: pg.Pool): OnlinePaymentLoaders {
  return {
    onlinePayments: new DataLoader(async (ids) => {
      const byBooking = await onlinePaymentsOf(pool, ids);
      return ids.map((id) => byBooking.get(id) ?? []);
    }),
  };
}
/** The online payments of a booking that took money (paid, being refunded, refunded), oldest first. */
export const guestOnlinePayments = (em: EntityManager, bookingId: number) =>
  em.find(
    OnlinePayment,
    { booking: bookingId, state: { $in: ['paid', 'refunding', 'refunded'] } },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
