import { Migration } from '@mikro-orm/migrations';

/** Payments (issue 22): the amount due and deadline fixed at approval, and the payment records. */
export class Migration20261127100000_payments extends Migration {
  override name = 'Migration20261127100000_payments';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "guest_booking" add column "amount_due" int null, add column "payment_due_date" date null;`,
    );
    this.addSql(
      `create table "payment" ("id" serial primary key, "booking_id" int not null, "amount" int not null, "method" text not null, "paid_at" date not null, "reference" text not null default '', "note" text not null default '', "created_by" varchar(100) not null, "created_at" timestamptz not null default now(), "voided_at" timestamptz null, "voided_by" varchar(100) null, "void_reason" text null, "statement_key" varchar(64) null, constraint "payment_amount_check" check (amount <> 0));`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_statement_key_unique" unique ("statement_key");`,
    );
    this.addSql(
      `create index "payment_booking_id_created_at_index" on "payment" ("booking_id", "created_at");`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_booking_id_foreign" foreign key ("booking_id") references "guest_booking" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "payment" add constraint "payment_method_check" check ("method" in ('bank_transfer', 'cash_on_site', 'card_on_site', 'other'));`,
    );
    this.addSql(`alter table "booking_log" drop constraint if exists "booking_log_log_type_check";`);
    this.addSql(
      `alter table "booking_log" add constraint "booking_log_log_type_check" check ("log_type" in ('booking_created', 'status_change', 'email_sent', 'memo_update', 'payment_recorded', 'payment_voided'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment" cascade;`);
    this.addSql(`alter table "guest_booking" drop column "amount_due", drop column "payment_due_date";`);
    this.addSql(`alter table "booking_log" drop constraint if exists "booking_log_log_type_check";`);
    this.addSql(
      `alter table "booking_log" add constraint "booking_log_log_type_check" check ("log_type" in ('booking_created', 'status_change', 'email_sent', 'memo_update'));`,
    );
  }
}
