import { Migration } from '@mikro-orm/migrations';

/**
 * The way and reminder of bookings approved before (a deadline, no way yet): by transfer, and the
 * reminder by domain/payment.ts paymentReminderAt from their last approval, in SQL.
 */
export const BACKFILL_PAYMENT_PLAN = `
      with approved as (
        select b.id, b.payment_due_date as due,
          greatest(
            ((b.payment_due_date - 2) + time '10:00') at time zone 'Asia/Seoul',
            coalesce((select max(l.created_at) from booking_log l where l.booking_id = b.id
                        and l.log_type = 'status_change' and l.new_value = 'confirmed'), b.created_at)
              + interval '24 hours'
          ) at time zone 'Asia/Seoul' as not_before
        from guest_booking b where b.payment_due_date is not null and b.payment_way is null
      ), reminder as (
        select id, due,
          case when not_before::time <= time '10:00' then not_before::date else not_before::date + 1 end as day
        from approved
      )
      update guest_booking b set payment_way = 'bank_transfer',
        payment_reminder_at = case when r.day <= r.due then (r.day + time '10:00') at time zone 'Asia/Seoul' end
      from reminder r where r.id = b.id;`;

/**
 * Issue 34 point 3: how a confirmed booking is paid (by transfer, or on site when its date is too close
 * for one) and when its payment reminder is due are fixed at approval (domain/payment.ts); a mail that
 * states a deadline and was rendered ahead of sending is never sent after it (`send_before`).
 *
 * Bookings approved before this have a deadline: they pay by transfer, and their reminder follows the
 * new rule from the approval they had (at 10:00 Seoul time two days before the deadline, never within a
 * day of the approval, never after 10:00 on the deadline day).
 */
export class Migration20261128150000_payment_plan extends Migration {
  override name = 'Migration20261128150000_payment_plan';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "guest_booking" add "payment_way" text null, add "payment_reminder_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "guest_booking" add constraint "guest_booking_payment_way_check" check ("payment_way" in ('bank_transfer', 'on_site'));`,
    );
    this.addSql(`alter table "mail_outbox" add "send_before" timestamptz null;`);
    this.addSql(BACKFILL_PAYMENT_PLAN);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "send_before";`);
    this.addSql(`alter table "guest_booking" drop constraint "guest_booking_payment_way_check";`);
    this.addSql(`alter table "guest_booking" drop column "payment_way", drop column "payment_reminder_at";`);
  }
}
