import { addDays, seoulToday } from '../../../../domain/calendar.js';
import type { AppContext } from '../../context.js';
import { bookingDayView } from '../booking/booking-admin.service.js';
import { placeholderLanguages } from '../payment/payment-instructions.service.js';
import { OWING_SQL } from '../payment/payment.sql.js';
import type { AdminDashboard } from './dashboard.types.js';

/**
 * The admin home in two statements: the attention counts (applications, reviews, payments owed and
 * overdue) in one, and today's and tomorrow's slots (Seoul dates) from the bookings desk's day view;
 * and the guest languages still told the placeholder bank account.
 */
export async function adminDashboard(ctx: AppContext, now: Date = new Date()): Promise<AdminDashboard> {
  const today = seoulToday(now);
  const tomorrow = addDays(today, 1);
  const [counts, slots] = await Promise.all([
    ctx.pool.query<{ pending: string; reviews: string; awaiting: string; overdue: string }>(
      `select (select count(*) from guest_booking where status = 'pending') as pending,
              (select count(*) from review where is_approved is null) as reviews,
              (select count(*) from guest_booking b where ${OWING_SQL}) as awaiting,
              (select count(*) from guest_booking b where ${OWING_SQL} and b.payment_due_date < $1) as overdue`,
      [today],
    ),
    bookingDayView(ctx, today, 2),
  ]);
  return {
    pendingApplications: Number(counts.rows[0].pending),
    reviewsAwaitingModeration: Number(counts.rows[0].reviews),
    awaitingPayment: Number(counts.rows[0].awaiting),
    overduePayments: Number(counts.rows[0].overdue),
    today,
    tomorrow,
    todaySlots: slots.filter((s) => s.bookingDate === today),
    tomorrowSlots: slots.filter((s) => s.bookingDate === tomorrow),
    paymentInstructionsPlaceholder: placeholderLanguages(ctx),
  };
}
