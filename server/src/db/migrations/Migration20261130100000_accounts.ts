import argon2 from 'argon2';
import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts (issue 35 points 3, 5 and 6). `totp_failures` counts wrong second-factor codes in a row and
 * `totp_locked_at` locks the second factor at the tenth; `env_password_hash` remembers which
 * ADMIN_PASSWORD was applied last, so a password changed in the back office holds until the variable
 * changes; `admin_email_change` keeps the confirmation links of e-mail changes (keyed hashes).
 *
 * Recovery codes were unsalted keyed hashes (`k1$$<HMAC>`); each becomes argon2id(that value), salted
 * and slow, which is how new codes are stored too (the HMAC keeps its key outside the database): the
 * codes people saved keep working. A set-up started without the password (before the set-up asked for
 * it) is dropped: it is started again, with the password.
 */
export class Migration20261130100000_accounts extends Migration {
  override name = 'Migration20261130100000_accounts';

  override async up(): Promise<void> {
    await this.execute(
      `alter table "admin_user" add "totp_failures" int not null default 0, add "totp_locked_at" timestamptz null, add "env_password_hash" text null;`,
    );
    await this.execute(`update "admin_user" set "totp_pending_secret" = null;`);
    await this.execute(
      `create table "admin_email_change" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "email" text not null, "token_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null);`,
    );
    await this.execute(
      `alter table "admin_email_change" add constraint "admin_email_change_user_id_foreign" foreign key ("user_id") references "admin_user" ("id") on delete cascade;`,
    );
    await this.execute(
      `alter table "admin_email_change" add constraint "admin_email_change_token_hash_unique" unique ("token_hash");`,
    );
    await this.execute(
      `create index "admin_email_change_user_id_index" on "admin_email_change" ("user_id");`,
    );
    const legacy = (await this.execute(
      `select "id", "code_hash" from "admin_recovery_code" where "code_hash" like 'k1$%'`,
    )) as { id: number; code_hash: string }[];
    for (const row of legacy) {
      // The parameters of two-factor/recovery-codes.ts at the time of this migration (OWASP's argon2id minimum).
      const slow = await argon2.hash(row.code_hash, {
        type: argon2.argon2id,
        memoryCost: 19_456,
        timeCost: 2,
        parallelism: 1,
      });
      await this.execute(`update "admin_recovery_code" set "code_hash" = ? where "id" = ?`, [slow, row.id]);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_email_change" cascade;`);
    this.addSql(
      `alter table "admin_user" drop column "totp_failures", drop column "totp_locked_at", drop column "env_password_hash";`,
    );
  }
}
