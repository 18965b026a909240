import { Migration } from '@mikro-orm/migrations';

/**
 * The rate limiters' counters (`rate_limit`) unlogged: a write to them writes no WAL, so the commit of
 * a counter's upsert (every booking application spends two, each in its own transaction) waits for no
 * WAL flush. They are transient counters already (never backed up): after a database crash, or on a
 * standby, the table starts empty, which at worst gives each address and e-mail a fresh allowance once.
 * Every limit still holds under parallel requests: an upsert on one key is one row, locked as before.
 */
export class Migration20261203120000_rate_limit_unlogged extends Migration {
  override name = 'Migration20261203120000_rate_limit_unlogged';

  override up(): void | Promise<void> {
    this.addSql(`alter table "rate_limit" set unlogged;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "rate_limit" set logged;`);
  }
}
