import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';

/** What runs SQL with `$1` parameters outside an entity manager: a pool, or one client (a restore's). */
type Sql = Pick<pg.ClientBase, 'query'>;

/**
 * The settings that are keys, generated once when the environment gives none (development): never
 * copied into a backup, so that a backup file alone cannot sign a session cookie, check a booking code
 * or open a TOTP secret. Each with the variable that replaces it (production must set those).
 */
export const SECRET_SETTINGS: Readonly<Record<string, string | null>> = {
  session_secret: 'SESSION_SECRET',
  code_hash_secret: 'CODE_HASH_SECRET',
  // Before unsubscribe links were signed with a key derived from CODE_HASH_SECRET (newsletter.token.ts).
  newsletter_unsubscribe_secret: null,
};

/**
 * The value of a setting the app makes for itself: the stored one, or else `candidate` stored now.
 * Insert-if-absent then read: instances starting at the same moment on one database all end with
 * the value of whichever insert won.
 */
export async function sharedSetting(pool: Sql, name: string, candidate: () => string): Promise<string> {
  await pool.query('insert into app_setting (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    candidate(),
  ]);
  const { rows } = await pool.query<{ value: string }>('select value from app_setting where name = $1', [
    name,
  ]);
  return rows[0].value;
}

/** sharedSetting in the caller's transaction (an EntityManager: the seed's demo code). */
export async function sharedSettingIn(
  em: EntityManager,
  name: string,
  candidate: () => string,
): Promise<string> {
  await em.execute('insert into app_setting (name, value) values (?, ?) on conflict (name) do nothing', [
    name,
    candidate(),
  ]);
  return (await storedSetting(em, name))!;
}

/**
 * The generated keys a database keeps (of SECRET_SETTINGS, or of `names`), by name in name order:
 * what `npm run secrets` prints, what a backup leaves out and a restore carries over.
 */
export async function generatedKeys(
  db: Sql,
  names: readonly string[] = Object.keys(SECRET_SETTINGS),
): Promise<Map<string, string>> {
  const { rows } = await db.query<{ name: string; value: string }>(
    'select name, value from app_setting where name = any($1) order by name',
    [names],
  );
  return new Map(rows.map((r) => [r.name, r.value]));
}

/** Stores generated keys carried over from another database (the one a restore replaces). */
export async function keepGeneratedKeys(db: Sql, keys: ReadonlyMap<string, string>): Promise<void> {
  for (const [name, value] of keys)
    await db.query(
      'insert into app_setting (name, value) values ($1, $2) on conflict (name) do update set value = excluded.value',
      [name, value],
    );
}

/**
 * A setting staff choose in the back office, typed: its name in app_setting and how its stored text
 * reads back (`parse` answers null for what no longer reads as one) and is written. Each module declares
 * its keys beside the code that uses them (overdue.service.ts, payment-instructions.ts, …) and reads and
 * writes them through readSetting / writeSetting, never with SQL of its own.
 */
export interface SettingKey<T> {
  readonly name: string;
  parse(stored: string): T | null;
  format(value: T): string;
}

/** A key whose value is JSON (an object with parts); `parse` checks what JSON.parse gives back. */
export function jsonSetting<T>(name: string, parse: (json: unknown) => T | null): SettingKey<T> {
  return { name, parse: (stored) => parse(JSON.parse(stored)), format: (value) => JSON.stringify(value) };
}

/** A key whose value is a whole number (stored as its decimal text). */
export function numberSetting(name: string): SettingKey<number> {
  return { name, parse: (stored) => Number(stored), format: (value) => String(value) };
}

/** A key whose value is yes or no (stored as `true` / `false`). */
export function booleanSetting(name: string): SettingKey<boolean> {
  return {
    name,
    parse: (stored) => (stored === 'true' ? true : stored === 'false' ? false : null),
    format: (value) => String(value),
  };
}

/** The value of a typed setting, or null while unset, in the caller's transaction. */
export async function readSetting<T>(em: EntityManager, key: SettingKey<T>): Promise<T | null> {
  const stored = await storedSetting(em, key.name);
  return stored === null ? null : key.parse(stored);
}

/** Stores (or, given null, removes) a typed setting, in the caller's transaction. */
export async function writeSetting<T>(em: EntityManager, key: SettingKey<T>, value: T | null): Promise<void> {
  await storeSetting(em, key.name, value === null ? null : key.format(value));
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

/** A stored setting read through a pool (no entity manager), or undefined (nothing is stored). */
export async function storedPoolSetting(pool: Sql, name: string): Promise<string | undefined> {
  const { rows } = await pool.query<{ value: string }>('select value from app_setting where name = $1', [
    name,
  ]);
  return rows[0]?.value;
}
