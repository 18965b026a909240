import DataLoader from 'dataloader';
import type pg from 'pg';
import { confirmedGuests } from './booking.capacity.js';

export interface BookingLoaders {
  /** Confirmed guests per 'YYYY-MM-DD HH:MM' of an experience in a range: one query per request. */
  confirmedGuests: DataLoader<{ id: number; from: string; to: string }, Map<string, number>, string>;
}

export function createBookingLoaders(pool: pg.Pool): BookingLoaders {
  return {
    confirmedGuests: new DataLoader(
      async (keys) => {
        const from = keys.reduce((min, k) => (k.from < min ? k.from : min), keys[0].from);
        const to = keys.reduce((max, k) => (k.to > max ? k.to : max), keys[0].to);
        const byId = await confirmedGuests(pool, [...new Set(keys.map((k) => k.id))], from, to);
        return keys.map((k) => byId.get(k.id) ?? new Map());
      },
      { cacheKeyFn: (k) => `${k.id}|${k.from}|${k.to}` },
    ),
  };
}
