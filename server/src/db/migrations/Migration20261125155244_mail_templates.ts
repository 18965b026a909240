import { Migration } from '@mikro-orm/migrations';

export class Migration20261125155244_mail_templates extends Migration {
  override name = 'Migration20261125155244_mail_templates';

  override up(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" add "template" varchar(60) null, add "props" jsonb null;`);
    this.addSql(`alter table "mail_outbox" alter column "subject" drop not null;`);
    this.addSql(`alter table "mail_outbox" alter column "html" drop not null;`);
    this.addSql(`alter table "mail_outbox" alter column "text" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "template", drop column "props";`);
    this.addSql(`alter table "mail_outbox" alter column "subject" set not null;`);
    this.addSql(`alter table "mail_outbox" alter column "html" set not null;`);
    this.addSql(`alter table "mail_outbox" alter column "text" set not null;`);
  }
}
