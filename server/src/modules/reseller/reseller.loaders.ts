import DataLoader from 'dataloader';
import type pg from 'pg';

export interface ResellerLoaders {
  /** Resellers' names by id (the admin desk's bookings list): one query per request. */
  resellerNames: DataLoader<number, string | null>;
}

// The request context's loaders include these (context.ts, RequestLoaders).
declare module '../../context.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestLoaders extends ResellerLoaders {}
}

export function createResellerLoaders(pool: pg.Pool): ResellerLoaders {
  return {
    resellerNames: new DataLoader(async (ids) => {
      const { rows } = await pool.query<{ id: number; name: string }>(
        'select id, name from reseller where id = any($1::int[])',
        [[...ids]],
      );
      const names = new Map(rows.map((row) => [row.id, row.name]));
      return ids.map((id) => names.get(id) ?? null);
    }),
  };
}
