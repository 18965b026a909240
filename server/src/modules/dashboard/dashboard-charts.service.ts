import {
  dayStatus,
  isSlotPast,
  maxGuestsOf,
  timeSlotsOf,
  type Schedulable,
} from '../../../../domain/booking.js';
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { LANGUAGES } from '../../../../domain/constants.js';
import type { AppContext } from '../../context.js';
import type { LanguageEnum } from '../../common/enums.js';
import type { DashboardCharts, DailyOccupancy } from './dashboard-charts.types.js';

export const CHART_DAYS = 30;
export const OCCUPANCY_DAYS = 14;
export const TOP_ITEMS = 5;

/** Seats offered per day: each active item's slots still bookable that day, times its maximum guests. */
function capacityByDay(items: Schedulable[], dates: string[], now: Date): Map<string, number> {
  const capacity = new Map(dates.map((d) => [d, 0]));
  for (const item of items) {
    const seats = maxGuestsOf(item);
    for (const date of dates) {
      if (dayStatus(item, date, now) !== 'available') continue;
      const slots = timeSlotsOf(item).filter((slot) => !isSlotPast(date, slot, now)).length;
      capacity.set(date, capacity.get(date)! + slots * seats);
    }
  }
  return capacity;
}

/**
 * The dashboard charts in five statements: applications and guests per Seoul day over the last 30
 * days, bookings by guest language and the top items over the same days, and seat occupancy of the
 * next 14 days (confirmed guests against the seats the schedule rules of domain/booking.ts offer).
 */
export async function dashboardCharts(ctx: AppContext, now: Date = new Date()): Promise<DashboardCharts> {
  const to = seoulToday(now);
  const from = addDays(to, -(CHART_DAYS - 1));
  const last = addDays(to, OCCUPANCY_DAYS - 1);
  // The period's first instant in Seoul, so created_at's index can serve the range.
  const since = `${from} 00:00 Asia/Seoul`;
  const [daily, languages, top, confirmed, items] = await Promise.all([
    ctx.pool.query<{ date: string; applications: number; guests: number }>(
      `select to_char(d, 'YYYY-MM-DD') as date, count(b.id)::int as applications,
              coalesce(sum(b.number_of_guests), 0)::int as guests
       from generate_series($1::date, $2::date, interval '1 day') d
       left join guest_booking b
         on b.created_at >= $3::timestamptz and (b.created_at at time zone 'Asia/Seoul')::date = d::date
       group by d order by d`,
      [from, to, since],
    ),
    ctx.pool.query<{ language: LanguageEnum; bookings: number; guests: number }>(
      `select language, count(*)::int as bookings, sum(number_of_guests)::int as guests
       from guest_booking where created_at >= $1::timestamptz group by language`,
      [since],
    ),
    ctx.pool.query<{ itemId: number; title: string; applications: number; guests: number }>(
      `select e.id as "itemId", coalesce(nullif(e.title, ''), 'Unknown') as title,
              count(*)::int as applications, sum(b.number_of_guests)::int as guests
       from guest_booking b join experience e on e.id = b.experience_id
       where b.created_at >= $1::timestamptz and b.status <> 'cancelled'
       group by e.id order by applications desc, guests desc, e.id limit $2`,
      [since, TOP_ITEMS],
    ),
    ctx.pool.query<{ date: string; guests: number }>(
      `select to_char(booking_date, 'YYYY-MM-DD') as date, sum(number_of_guests)::int as guests
       from guest_booking where status = 'confirmed' and booking_date between $1 and $2
       group by booking_date`,
      [to, last],
    ),
    ctx.pool.query<Schedulable>(
      `select to_char(sales_available_from, 'YYYY-MM-DD') as "salesAvailableFrom",
              to_char(sales_available_until, 'YYYY-MM-DD') as "salesAvailableUntil",
              unavailable_dates as "unavailableDates", blocked_weekdays as "blockedWeekdays",
              time_slots as "timeSlots", max_guests as "maxGuests"
       from experience where is_active`,
    ),
  ]);
  const dates = Array.from({ length: OCCUPANCY_DAYS }, (_, i) => addDays(to, i));
  const capacity = capacityByDay(items.rows, dates, now);
  const guestsOn = new Map(confirmed.rows.map((r) => [r.date, r.guests]));
  const occupancy: DailyOccupancy[] = dates.map((date) => ({
    date,
    confirmedGuests: guestsOn.get(date) ?? 0,
    capacity: capacity.get(date) ?? 0,
  }));
  const byLanguage = new Map(languages.rows.map((r) => [r.language, r]));
  return {
    from,
    to,
    applicationsPerDay: daily.rows,
    occupancy,
    bookingsByLanguage: LANGUAGES.map((language) => ({
      language,
      bookings: byLanguage.get(language)?.bookings ?? 0,
      guests: byLanguage.get(language)?.guests ?? 0,
    })),
    topItems: top.rows,
  };
}
