import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { HOLD_ENDING_SOON_HOURS } from '../../../../domain/holds.js';
import type { AppContext } from '../../context.js';
import { bookingDayView } from '../booking/booking-summaries.service.js';
import { PAYMENT_STATUS_SQL } from '../../common/payment-state.sql.js';
import { placeholderLanguages } from '../payment/payment-instructions.service.js';
import { OWING_SQL } from '../../common/payment-state.sql.js';
import type { AdminDashboard } from './dashboard.types.js';

/**
 * The admin home in two statements: the attention counts (applications and their holds ending soon,
 * bookings awaiting their online payment, reviews, payments owed, overdue, overpaid, refunds due, and
 * today's online payments) in one, and today's and tomorrow's slots (Seoul dates) from the
 * bookings desk's day view; and the guest languages still told the placeholder bank account.
 */
export async function adminDashboard(ctx: AppContext, now: Date = new Date()): Promise<AdminDashboard> {
  const today = seoulToday(now);
  const tomorrow = addDays(today, 1);
  const [counts, slots] = await Promise.all([
    ctx.pool.query<{
      pending: string;
      reviews: string;
      awaiting: string;
      overdue: string;
      overpaid: string;
      refunds: string;
      ending: string;
      unpaid_online: string;
      online_today: string;
      online_today_sum: string;
    }>(
      // Only a booking with a payment that counts can be overpaid or owe a refund: those are read.
      `with money as (select ${PAYMENT_STATUS_SQL} as status from guest_booking b
         where b.amount_due is not null
           and b.id in (select booking_id from payment where voided_at is null))
       select (select count(*) from guest_booking where status = 'pending') as pending,
              (select count(*) from review where is_approved is null) as reviews,
              (select count(*) from guest_booking b where ${OWING_SQL}) as awaiting,
              (select count(*) from guest_booking b where ${OWING_SQL} and b.payment_due_date < $1) as overdue,
              (select count(*) from money where status = 'overpaid') as overpaid,
              (select count(*) from money where status = 'refund_due') as refunds,
              (select count(*) from guest_booking where status = 'pending'
                 and hold_expires_at > $2 and hold_expires_at <= $2::timestamptz + make_interval(hours => $3)) as ending,
              (select count(*) from guest_booking
                 where status = 'awaiting_payment' and hold_expires_at > $2) as unpaid_online,
              online.n as online_today, online.total as online_today_sum
       from (select count(*) as n, coalesce(sum(amount), 0) as total from payment
             where kind = 'payment' and method = 'online' and paid_at = $1 and voided_at is null) online`,
      [today, now, HOLD_ENDING_SOON_HOURS],
    ),
    bookingDayView(ctx, today, 2),
  ]);
  return {
    pendingApplications: Number(counts.rows[0].pending),
    reviewsAwaitingModeration: Number(counts.rows[0].reviews),
    awaitingPayment: Number(counts.rows[0].awaiting),
    overduePayments: Number(counts.rows[0].overdue),
    overpaidPayments: Number(counts.rows[0].overpaid),
    refundsDue: Number(counts.rows[0].refunds),
    holdsEndingSoon: Number(counts.rows[0].ending),
    awaitingOnlinePayment: Number(counts.rows[0].unpaid_online),
    onlinePaymentsToday: Number(counts.rows[0].online_today),
    onlinePaidToday: Number(counts.rows[0].online_today_sum),
    today,
    tomorrow,
    todaySlots: slots.filter((s) => s.bookingDate === today),
    tomorrowSlots: slots.filter((s) => s.bookingDate === tomorrow),
    paymentInstructionsPlaceholder: placeholderLanguages(ctx),
  };
}
