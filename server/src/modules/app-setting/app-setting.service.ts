import type { EntityManager } from '@mikro-orm/postgresql';
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

/** A setting staff choose in the back office (text; JSON where it has parts), or null while unset. */
export async function storedSetting(em: EntityManager, name: string): Promise<string | null> {
  const [row] = await em.execute<{ value: string }[]>('select value from app_setting where name = ?', [name]);
  return row ? row.value : null;
}

/** Stores (or, given null, removes) a setting staff chose, in the caller's transaction. */
export async function storeSetting(em: EntityManager, name: string, value: string | null): Promise<void> {
  if (value === null) await em.execute('delete from app_setting where name = ?', [name]);
  else
    await em.execute(
      'insert into app_setting (name, value) values (?, ?) on conflict (name) do update set value = excluded.value',
      [name, value],
    );
}
