import type pg from 'pg';

/**
 * The value of a setting the app makes for itself: the stored one, or else `candidate` stored now.
 * Insert-if-absent then read: instances starting at the same moment on one database all end with
 * the value of whichever insert won.
 */
export async function sharedSetting(pool: pg.Pool, name: string, candidate: () => string): Promise<string> {
  await pool.query('insert into app_setting (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    candidate(),
  ]);
  const { rows } = await pool.query<{ value: string }>('select value from app_setting where name = $1', [
    name,
  ]);
  return rows[0].value;
}
