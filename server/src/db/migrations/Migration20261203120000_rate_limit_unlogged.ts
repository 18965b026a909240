import { Migration } from '@mikro-orm/migrations';

/**
 * The hourly volume counters (booking applications per address, "received" mails per e-mail, public
 * writes, uploads, reseller keys) get a table of their own, `rate_limit_volume`, unlogged: a write to it
 * writes no WAL, so the commit of a counter's upsert (every booking application spends two, each in its own
 * transaction) waits for no WAL flush. After a database crash, or on a standby, it starts empty, which at
 * worst gives each address a fresh hourly allowance once. The guess counters (sign-in, look-up, review PIN)
 * stay in `rate_limit`, logged: a crash never hands a guesser fresh tries.
 */
export class Migration20261203120000_rate_limit_unlogged extends Migration {
  override name = 'Migration20261203120000_rate_limit_unlogged';

  override up(): void | Promise<void> {
    this.addSql(`create unlogged table "rate_limit_volume" (
      "key" varchar(255) not null primary key,
      "points" int not null default 0,
      "expire" bigint null
    );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit_volume";`);
  }
}
