import { Migration } from '@mikro-orm/migrations';

/**
 * The admin inbox: inquiries get a status (new / read / handled) and a log of staff replies (each
 * reply's mail goes through the outbox, which can now carry headers such as List-Unsubscribe);
 * newsletter subscriptions keep when consent was given (for existing rows: when they signed up)
 * and when they unsubscribed. (The generated diff also wanted to drop the content-version triggers
 * it does not know about: those lines are left out on purpose.)
 */
export class Migration20261125140928_admin_inbox extends Migration {
  override name = 'Migration20261125140928_admin_inbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "inquiry_reply" ("id" serial primary key, "inquiry_id" int not null, "subject" text not null, "message" text not null, "created_by" varchar(100) not null, "mail_id" int null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "inquiry_reply_inquiry_id_created_at_index" on "inquiry_reply" ("inquiry_id", "created_at");`,
    );
    this.addSql(
      `alter table "inquiry" add "status" text not null default 'new', add "read_at" timestamptz null, add "handled_at" timestamptz null;`,
    );
    this.addSql(`create index "inquiry_status_created_at_index" on "inquiry" ("status", "created_at");`);
    this.addSql(
      `alter table "inquiry" add constraint "inquiry_status_check" check ("status" in ('new', 'read', 'handled'));`,
    );
    this.addSql(`alter table "mail_outbox" add "headers" jsonb not null default '{}';`);
    this.addSql(
      `alter table "newsletter_subscription" add "consented_at" timestamptz not null default now(), add "unsubscribed_at" timestamptz null;`,
    );
    this.addSql(`update "newsletter_subscription" set "consented_at" = "created_at";`);
    this.addSql(
      `alter table "inquiry_reply" add constraint "inquiry_reply_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiry" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "inquiry_reply" add constraint "inquiry_reply_mail_id_foreign" foreign key ("mail_id") references "mail_outbox" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "inquiry_reply" cascade;`);
    this.addSql(`drop index "inquiry_status_created_at_index";`);
    this.addSql(`alter table "inquiry" drop constraint "inquiry_status_check";`);
    this.addSql(
      `alter table "inquiry" drop column "status", drop column "read_at", drop column "handled_at";`,
    );
    this.addSql(`alter table "mail_outbox" drop column "headers";`);
    this.addSql(
      `alter table "newsletter_subscription" drop column "consented_at", drop column "unsubscribed_at";`,
    );
  }
}
