import { addDays, seoulToday } from '../../../../domain/calendar.js';
import type { AppContext } from '../../context.js';
import { bookingDayView } from '../booking/booking-summaries.service.js';
import { PAYMENT_STATUS_SQL } from '../../common/payment-state.sql.js';
import { placeholderLanguages } from '../payment/payment-instructions.service.js';
import { OWING_SQL } from '../../common/payment-state.sql.js';
import type { AdminDashboard } from './dashboard.types.js';

/**
 * The admin home in two statements: the attention counts (applications, reviews, payments owed,
 * overdue, overpaid and refunds due) in one, and today's and tomorrow's slots (Seoul dates) from the
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
              (select count(*) from money where status = 'refund_due') as refunds`,
      [today],
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
    today,
    tomorrow,
    todaySlots: slots.filter((s) => s.bookingDate === today),
    tomorrowSlots: slots.filter((s) => s.bookingDate === tomorrow),
    paymentInstructionsPlaceholder: placeholderLanguages(ctx),
  };
}
