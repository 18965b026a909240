import { LIMITS } from '../../../../domain/constants.js';
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import type { AppContext } from '../../context.js';
import type { AdminDashboard, DashboardSlot } from './dashboard.types.js';

/**
 * The dashboard's figures as SQL aggregates: two statements whatever the data (the counts in one,
 * the slots of today and tomorrow in the other). Dates are Seoul's.
 */
export async function adminDashboard(
  ctx: Pick<AppContext, 'pool'>,
  now: Date = new Date(),
): Promise<AdminDashboard> {
  const today = seoulToday(now);
  const tomorrow = addDays(today, 1);
  const [counts, slots] = await Promise.all([
    ctx.pool.query<{ pendingBookings: string; pendingReviews: string }>(
      `select (select count(*) from guest_booking where status = 'pending') as "pendingBookings",
              (select count(*) from review where is_approved is null) as "pendingReviews"`,
    ),
    ctx.pool.query<{
      itemId: number;
      itemTitle: string;
      date: string;
      timeSlot: string;
      confirmedGuests: string;
      pendingGuests: string;
      capacity: number;
    }>(
      `select e.id as "itemId", coalesce(nullif(e.title, ''), 'Unknown') as "itemTitle",
              to_char(b.booking_date, 'YYYY-MM-DD') as date, b.time_slot as "timeSlot",
              coalesce(sum(b.number_of_guests) filter (where b.status = 'confirmed'), 0) as "confirmedGuests",
              coalesce(sum(b.number_of_guests) filter (where b.status = 'pending'), 0) as "pendingGuests",
              case when e.max_guests > 0 then e.max_guests else $3 end as capacity
       from guest_booking b join experience e on e.id = b.experience_id
       where b.booking_date in ($1, $2) and b.status in ('pending', 'confirmed')
       group by e.id, b.booking_date, b.time_slot
       order by b.booking_date, b.time_slot, "itemTitle", e.id`,
      [today, tomorrow, LIMITS.defaultMaxGuests],
    ),
  ]);
  const row = counts.rows[0];
  return {
    today,
    tomorrow,
    pendingBookings: Number(row.pendingBookings),
    pendingReviews: Number(row.pendingReviews),
    slots: slots.rows.map((s): DashboardSlot => ({
      ...s,
      confirmedGuests: Number(s.confirmedGuests),
      pendingGuests: Number(s.pendingGuests),
    })),
  };
}
