import { Migration } from '@mikro-orm/migrations';

/**
 * A staff team (issue 24 point 1): every admin account gets a role (the ones that exist become
 * owners; new accounts default to staff), an e-mail address and a disabled mark; invitations carry a
 * one-time token kept as its keyed hash.
 */
export class Migration20261127130000_staff extends Migration {
  override name = 'Migration20261127130000_staff';

  override up(): void | Promise<void> {
    this.addSql(`alter table "admin_user" add "role" text not null default 'owner';`);
    this.addSql(`alter table "admin_user" alter column "role" set default 'staff';`);
    this.addSql(
      `alter table "admin_user" add constraint "admin_user_role_check" check ("role" in ('owner', 'staff'));`,
    );
    this.addSql(`alter table "admin_user" add "email" text null, add "disabled_at" timestamptz null;`);
    this.addSql(
      `create unique index "admin_user_email_unique" on "admin_user" (lower("email")) where "email" is not null;`,
    );
    this.addSql(
      `create table "staff_invitation" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "email" text not null, "role" text not null, "token_hash" text not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "revoked_at" timestamptz null, "invited_by_id" int null, "user_id" int null);`,
    );
    this.addSql(
      `alter table "staff_invitation" add constraint "staff_invitation_role_check" check ("role" in ('owner', 'staff'));`,
    );
    this.addSql(
      `alter table "staff_invitation" add constraint "staff_invitation_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `alter table "staff_invitation" add constraint "staff_invitation_invited_by_id_foreign" foreign key ("invited_by_id") references "admin_user" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "staff_invitation" add constraint "staff_invitation_user_id_foreign" foreign key ("user_id") references "admin_user" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "staff_invitation" cascade;`);
    this.addSql(`drop index if exists "admin_user_email_unique";`);
    this.addSql(`alter table "admin_user" drop constraint if exists "admin_user_role_check";`);
    this.addSql(
      `alter table "admin_user" drop column "role", drop column "email", drop column "disabled_at";`,
    );
  }
}
