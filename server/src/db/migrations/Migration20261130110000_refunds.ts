import { Migration } from '@mikro-orm/migrations';

/**
 * Refunds are their own kind of record (issue 34 point 4): a payment row is money that came or money
 * that went back (`kind`), its amount always positive. Refunds written before as negative payments
 * become refund rows of the same amount; the booking log gains refund_recorded and refund_voided.
 */
export class Migration20261130110000_refunds extends Migration {
  override name = 'Migration20261130110000_refunds';

  override up(): void | Promise<void> {
    this.addSql(`alter table "payment" add column "kind" text not null default 'payment';`);
    this.addSql(
      `alter table "payment" add constraint "payment_kind_check" check ("kind" in ('payment', 'refund'));`,
    );
    this.addSql(`alter table "payment" drop constraint "payment_amount_check";`);
    this.addSql(`update "payment" set "kind" = 'refund', "amount" = -"amount" where "amount" < 0;`);
    this.addSql(`alter table "payment" add constraint "payment_amount_check" check (amount > 0);`);
    this.addSql(`alter table "booking_log" drop constraint if exists "booking_log_log_type_check";`);
    this.addSql(
      `alter table "booking_log" add constraint "booking_log_log_type_check" check ("log_type" in ('booking_created', 'status_change', 'email_sent', 'memo_update', 'payment_recorded', 'payment_voided', 'refund_recorded', 'refund_voided'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "payment" drop constraint "payment_amount_check";`);
    this.addSql(`update "payment" set "amount" = -"amount" where "kind" = 'refund';`);
    this.addSql(`alter table "payment" add constraint "payment_amount_check" check (amount <> 0);`);
    this.addSql(`alter table "payment" drop constraint "payment_kind_check";`);
    this.addSql(`alter table "payment" drop column "kind";`);
    this.addSql(
      `update "booking_log" set "log_type" = 'payment_recorded' where "log_type" = 'refund_recorded';`,
    );
    this.addSql(`update "booking_log" set "log_type" = 'payment_voided' where "log_type" = 'refund_voided';`);
    this.addSql(`alter table "booking_log" drop constraint if exists "booking_log_log_type_check";`);
    this.addSql(
      `alter table "booking_log" add constraint "booking_log_log_type_check" check ("log_type" in ('booking_created', 'status_change', 'email_sent', 'memo_update', 'payment_recorded', 'payment_voided'));`,
    );
  }
}
