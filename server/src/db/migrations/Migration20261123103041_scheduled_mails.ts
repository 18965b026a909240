import { Migration } from '@mikro-orm/migrations';

export class Migration20261123103041_scheduled_mails extends Migration {
  override name = 'Migration20261123103041_scheduled_mails';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" add "dedupe_key" varchar(100) null;`);
    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_dedupe_key_unique" unique ("dedupe_key");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" drop constraint "mail_outbox_dedupe_key_unique";`);
    this.addSql(`alter table "mail_outbox" drop column "dedupe_key";`);
  }
}
