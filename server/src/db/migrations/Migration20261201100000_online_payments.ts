import { Migration } from '@mikro-orm/migrations';

/**
 * Online payments through PortOne (issue 37): each attempt to pay a booking online, with the amount the
 * server asked; payments recorded from it use the method `online`; a refund asked of the provider is
 * logged when requested and when it fails.
 */
export class Migration20261201100000_online_payments extends Migration {
  override name = 'Migration20261201100000_online_payments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "online_payment" ("id" serial primary key, "booking_id" int not null, "provider" varchar(20) not null default 'portone', "payment_id" varchar(64) not null, "amount" int not null, "currency" varchar(3) not null, "state" text not null default 'requested', "method" text null, "pg_tx_id" text null, "refunded_amount" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "online_payment_amount_check" check (amount > 0 and refunded_amount >= 0), constraint "online_payment_state_check" check (state in ('requested', 'paid', 'failed', 'refunding', 'refunded')));`,
    );
    this.addSql(
      `alter table "online_payment" add constraint "online_payment_payment_id_unique" unique ("payment_id");`,
    );
    this.addSql(
      `create index "online_payment_booking_id_created_at_index" on "online_payment" ("booking_id", "created_at");`,
    );
    this.addSql(
      `create index "online_payment_open_index" on "online_payment" ("created_at") where "state" in ('requested', 'refunding');`,
    );
    this.addSql(
      `alter table "online_payment" add constraint "online_payment_booking_id_foreign" foreign key ("booking_id") references "guest_booking" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "payment" drop constraint if exists "payment_method_check";`);
    this.addSql(
      `alter table "payment" add constraint "payment_method_check" check ("method" in ('bank_transfer', 'cash_on_site', 'card_on_site', 'online', 'other'));`,
    );
    this.addSql(`alter table "booking_log" drop constraint if exists "booking_log_log_type_check";`);
    this.addSql(
      `alter table "booking_log" add constraint "booking_log_log_type_check" check ("log_type" in ('booking_created', 'status_change', 'email_sent', 'memo_update', 'payment_recorded', 'payment_voided', 'refund_recorded', 'refund_voided', 'refund_requested', 'refund_failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "booking_log" where "log_type" in ('refund_requested', 'refund_failed');`);
    this.addSql(`alter table "booking_log" drop constraint if exists "booking_log_log_type_check";`);
    this.addSql(
      `alter table "booking_log" add constraint "booking_log_log_type_check" check ("log_type" in ('booking_created', 'status_change', 'email_sent', 'memo_update', 'payment_recorded', 'payment_voided', 'refund_recorded', 'refund_voided'));`,
    );
    this.addSql(`update "payment" set "method" = 'other' where "method" = 'online';`);
    this.addSql(`alter table "payment" drop constraint if exists "payment_method_check";`);
    this.addSql(
      `alter table "payment" add constraint "payment_method_check" check ("method" in ('bank_transfer', 'cash_on_site', 'card_on_site', 'other'));`,
    );
    this.addSql(`drop table if exists "online_payment" cascade;`);
  }
}
