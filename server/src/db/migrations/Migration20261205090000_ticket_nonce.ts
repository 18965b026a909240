import { Migration } from '@mikro-orm/migrations';

/**
 * The seed of each booking's ticket code (issue 39): a random uuid per booking. `gen_random_uuid()` is in
 * PostgreSQL's core since 13 (no pgcrypto) and draws from the strong random source; as a volatile
 * default, adding the column gives every existing booking its own value (the table is rewritten once).
 */
export class Migration20261205090000_ticket_nonce extends Migration {
  override name = 'Migration20261205090000_ticket_nonce';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "guest_booking" add column "ticket_nonce" uuid not null default gen_random_uuid();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "guest_booking" drop column if exists "ticket_nonce";`);
  }
}
