import DataLoader from 'dataloader';
import type pg from 'pg';
import { LANGUAGES } from '../../../../domain/constants.js';
import type { LanguageEnum } from '../../common/enums.js';
import type { ItemTitles } from '../experience/item-title.js';
import { takenSeats } from './booking.capacity.js';
import type { MoveRow } from './booking-move.facts.js';

export interface BookingLoaders {
  /** Taken seats (confirmed and live holds) per 'YYYY-MM-DD HH:MM' of an experience in a range: one query per request. */
  takenSeats: DataLoader<{ id: number; from: string; to: string }, Map<string, number>, string>;
  /** The first language and non-blank translated titles of experiences: one query per request. */
  itemTitles: DataLoader<number, ItemTitles>;
  /** Each booking's moves and change requests, oldest first: one query per request (booking-move.facts.ts). */
  bookingMoves: DataLoader<number, MoveRow[]>;
}

// The request context's loaders include these (context.ts, RequestLoaders).
declare module '../../context.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestLoaders extends BookingLoaders {}
}

export function createBookingLoaders(pool: pg.Pool): BookingLoaders {
  return {
    takenSeats: new DataLoader(
      async (keys) => {
        const from = keys.reduce((min, k) => (k.from < min ? k.from : min), keys[0].from);
        const to = keys.reduce((max, k) => (k.to > max ? k.to : max), keys[0].to);
        const byId = await takenSeats(pool, [...new Set(keys.map((k) => k.id))], from, to);
        return keys.map((k) => byId.get(k.id) ?? new Map());
      },
      { cacheKeyFn: (k) => `${k.id}|${k.from}|${k.to}` },
    ),
    itemTitles: new DataLoader(async (ids) => {
      // Only the titles leave the database, not the translated pages they sit beside.
      const { rows } = await pool.query<{
        id: number;
        primary: LanguageEnum | null;
        language: LanguageEnum | null;
        title: string | null;
      }>(
        `select e.id, e.language[1] as primary, t.key as language, btrim(t.value->>'title') as title
         from experience e
         left join lateral jsonb_each(e.translations) t
           on t.key = any($2::text[]) and btrim(t.value->>'title') <> ''
         where e.id = any($1::int[])`,
        [[...ids], LANGUAGES],
      );
      const byId = new Map<number, ItemTitles>();
      for (const { id, primary, language, title } of rows) {
        const item = byId.get(id) ?? { primary, titles: {} };
        if (language && title) item.titles[language] = title;
        byId.set(id, item);
      }
      return ids.map((id) => byId.get(id) ?? { primary: null, titles: {} });
    }),
    bookingMoves: new DataLoader(async (ids) => {
      const { rows } = await pool.query<MoveRow & { bookingId: number }>(
        `select id, booking_id as "bookingId", to_char(from_date, 'YYYY-MM-DD') as "fromDate",
                from_time as "fromTime", to_char(to_date, 'YYYY-MM-DD') as "toDate", to_time as "toTime",
                status, by_guest as "byGuest", by_name as "byName", price_difference as "priceDifference",
                created_at as "createdAt", decided_at as "decidedAt", decided_by as "decidedBy"
         from booking_move where booking_id = any($1::int[]) order by id`,
        [[...ids]],
      );
      return ids.map((id) => rows.filter((row) => row.bookingId === id));
    }),
  };
}
