import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail (issue 24 point 5): one row per admin change, append-only. A trigger refuses
 * every UPDATE and DELETE, so no code path (and no mistaken SQL) can edit or remove an entry.
 * Retention: entries are kept at least a year; nothing in the app deletes them (a purge of rows
 * older than the legal minimum would be a deliberate migration that drops the trigger first).
 * Booking log rows written by an admin now carry the admin's username.
 */
export class Migration20261127140000_audit_entry extends Migration {
  override name = 'Migration20261127140000_audit_entry';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_entry" ("id" serial primary key, "at" timestamptz not null default now(), "admin_user_id" int not null, "username" text not null, "address" text not null, "kind" text not null, "target_type" text not null, "target_id" text not null, "before" jsonb null, "after" jsonb null);`,
    );
    this.addSql(`create index "audit_entry_at_index" on "audit_entry" ("at");`);
    this.addSql(`create index "audit_entry_username_at_index" on "audit_entry" ("username", "at");`);
    this.addSql(`create index "audit_entry_kind_at_index" on "audit_entry" ("kind", "at");`);
    this.addSql(`create or replace function audit_entry_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_entry is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
      end $$;`);
    this.addSql(
      `create trigger "audit_entry_append_only" before update or delete on "audit_entry" for each row execute function audit_entry_append_only();`,
    );
    this.addSql(`alter table "booking_log" add "created_by_name" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "booking_log" drop column "created_by_name";`);
    this.addSql(`drop table if exists "audit_entry" cascade;`);
    this.addSql(`drop function if exists audit_entry_append_only();`);
  }
}
