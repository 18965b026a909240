import { Migration } from '@mikro-orm/migrations';

export class Migration20261122094531_mail_retry extends Migration {
  override name = 'Migration20261122094531_mail_retry';

  override up(): void | Promise<void> {
    this.addSql(`drop index "mail_outbox_status_created_at_index";`);
    this.addSql(`alter table "mail_outbox" add "next_attempt_at" timestamptz not null default now();`);
    this.addSql(
      `create index "mail_outbox_status_next_attempt_at_index" on "mail_outbox" ("status", "next_attempt_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "mail_outbox_status_next_attempt_at_index";`);
    this.addSql(`alter table "mail_outbox" drop column "next_attempt_at";`);
    this.addSql(
      `create index "mail_outbox_status_created_at_index" on "mail_outbox" ("status", "created_at");`,
    );
  }
}
