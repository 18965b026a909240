import { Migration } from '@mikro-orm/migrations';

/** Bank statement previews kept for their import by id (issue 22 point 7): a day at most. */
export class Migration20261127135000_bank_statement_previews extends Migration {
  override name = 'Migration20261127135000_bank_statement_previews';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "bank_statement_preview" ("id" uuid primary key default gen_random_uuid(), "content" bytea not null, "uploaded_by" varchar(100) not null, "created_at" timestamptz not null default now());`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "bank_statement_preview";`);
  }
}
