import type { AppContext } from '../../context.js';
import { TITLE_SQL } from '../booking/booking.sql.js';

/** One item's arrivals over the dashboard's period (confirmed bookings of its past and today's slots). */
export interface ItemArrivals {
  itemId: number;
  title: string;
  bookings: number;
  guests: number;
  /** Bookings checked in, and the guests that came with them (a partial arrival counts who came). */
  arrivedBookings: number;
  arrivedGuests: number;
  noShows: number;
  /** Neither checked in nor marked (today's slots still to come are among them). */
  unmarked: number;
  /** No-shows among the bookings marked either way (0-1); null while none is. */
  noShowRate: number | null;
}

/**
 * Arrivals and the no-show rate per item over the Seoul days `from` to `to` (the dashboard's 30 days,
 * by visit date): one statement over the day index, items with the most bookings first.
 */
export async function arrivalsPerItem(ctx: Pick<AppContext, 'pool'>, from: string, to: string) {
  const { rows } = await ctx.pool.query<Omit<ItemArrivals, 'noShowRate'>>(
    `select e.id as "itemId", ${TITLE_SQL} as title, count(*)::int as bookings,
            sum(b.number_of_guests)::int as guests,
            count(*) filter (where b.checked_in_at is not null)::int as "arrivedBookings",
            coalesce(sum(coalesce(b.guests_arrived, b.number_of_guests))
              filter (where b.checked_in_at is not null), 0)::int as "arrivedGuests",
            count(*) filter (where b.no_show_at is not null)::int as "noShows",
            count(*) filter (where b.checked_in_at is null and b.no_show_at is null)::int as unmarked
       from guest_booking b join experience e on e.id = b.experience_id
      where b.booking_date between $1 and $2 and b.status = 'confirmed'
      group by e.id
      order by bookings desc, e.id`,
    [from, to],
  );
  return rows.map((r) => {
    const marked = r.arrivedBookings + r.noShows;
    return { ...r, noShowRate: marked ? r.noShows / marked : null };
  });
}
