import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in and password reset (issue 24 points 2 and 3). An account's TOTP secret is kept
 * encrypted (AES-256-GCM, key derived from the server secret), the one being set up apart from the one
 * in use; the last accepted time step refuses a code's replay. Recovery codes and reset tokens are kept
 * as keyed hashes. `admin_setting` holds the settings an owner changes (whether every account needs TOTP).
 */
export class Migration20261127150000_two_factor_and_reset extends Migration {
  override name = 'Migration20261127150000_two_factor_and_reset';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "admin_user" add "totp_secret" text null, add "totp_pending_secret" text null, add "totp_enabled_at" timestamptz null, add "totp_last_step" bigint null;`,
    );
    this.addSql(
      `create table "admin_recovery_code" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "code_hash" text not null, "used_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "admin_recovery_code" add constraint "admin_recovery_code_user_id_foreign" foreign key ("user_id") references "admin_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `create unique index "admin_recovery_code_user_id_code_hash_unique" on "admin_recovery_code" ("user_id", "code_hash");`,
    );
    this.addSql(
      `create table "password_reset" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "token_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "password_reset" add constraint "password_reset_user_id_foreign" foreign key ("user_id") references "admin_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "password_reset" add constraint "password_reset_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "password_reset_user_id_index" on "password_reset" ("user_id");`);
    this.addSql(
      `create table "admin_setting" ("name" varchar(100) primary key, "value" jsonb not null, "updated_at" timestamptz not null default now());`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_setting" cascade;`);
    this.addSql(`drop table if exists "password_reset" cascade;`);
    this.addSql(`drop table if exists "admin_recovery_code" cascade;`);
    this.addSql(
      `alter table "admin_user" drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_enabled_at", drop column "totp_last_step";`,
    );
  }
}
