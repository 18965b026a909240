import { Migration } from '@mikro-orm/migrations';

/**
 * The item's option chosen per booking, and the booking's total fixed when the guest applies (issue 29
 * point 3). Existing bookings had no option: their total is the item's discounted price today.
 */
export class Migration20261127100000_booking_option extends Migration {
  override name = 'Migration20261127100000_booking_option';

  override up(): void | Promise<void> {
    this.addSql(`alter table "guest_booking" add "with_option" boolean not null default false;`);
    this.addSql(`alter table "guest_booking" add "total_price" int not null default 0;`);
    // domain/pricing.ts discountedPrice in SQL: round(price x (1 - discount/100)) with %OFF and a discount.
    this.addSql(`update "guest_booking" b set "total_price" = b."number_of_guests" * (
        case when '%OFF' = any(e."promotion_type") and coalesce(e."promotion_discount", 0) > 0
          then round(e."price" * (1 - e."promotion_discount" / 100.0))::int
          else e."price" end)
      from "experience" e where e."id" = b."experience_id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "guest_booking" drop column "total_price";`);
    this.addSql(`alter table "guest_booking" drop column "with_option";`);
  }
}
