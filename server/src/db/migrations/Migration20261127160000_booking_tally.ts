import { Migration } from '@mikro-orm/migrations';

/**
 * Bookings and guests per item and status, kept by a trigger in the writer's transaction, so the admin
 * desk's status tabs and item summaries read a few thousand rows instead of counting a million
 * bookings (issue 25). Each item's counts are spread over 8 shards (the booking id modulo 8): parallel
 * applications for one popular item update different rows instead of waiting for one row's lock.
 */
export class Migration20261127160000_booking_tally extends Migration {
  override name = 'Migration20261127160000_booking_tally';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "booking_tally" ("experience_id" int not null, "status" text not null, "shard" smallint not null,
         "bookings" bigint not null default 0, "guests" bigint not null default 0,
         primary key ("experience_id", "status", "shard"));`,
    );
    this.addSql(`create or replace function booking_tally_count() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.experience_id = new.experience_id and old.status = new.status
     and old.number_of_guests = new.number_of_guests then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    insert into booking_tally as t (experience_id, status, shard, bookings, guests)
    values (old.experience_id, old.status, old.id % 8, -1, -old.number_of_guests)
    on conflict (experience_id, status, shard)
    do update set bookings = t.bookings - 1, guests = t.guests - old.number_of_guests;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into booking_tally as t (experience_id, status, shard, bookings, guests)
    values (new.experience_id, new.status, new.id % 8, 1, new.number_of_guests)
    on conflict (experience_id, status, shard)
    do update set bookings = t.bookings + 1, guests = t.guests + new.number_of_guests;
  end if;
  return null;
end $$;`);
    // A delete, not a truncate: a truncate of several tables at once (the demo reset, a restore) that
    // names booking_tally too would refuse a nested truncate of it ("being used by active queries").
    this.addSql(`create or replace function booking_tally_clear() returns trigger language plpgsql as $$
begin
  delete from booking_tally;
  return null;
end $$;`);
    this.addSql(
      `create trigger "guest_booking_tally" after insert or delete or update of experience_id, status, number_of_guests
         on "guest_booking" for each row execute function booking_tally_count();`,
    );
    this.addSql(
      `create trigger "guest_booking_tally_truncate" after truncate on "guest_booking"
         for each statement execute function booking_tally_clear();`,
    );
    this.addSql(
      `insert into "booking_tally" (experience_id, status, shard, bookings, guests)
       select experience_id, status, id % 8, count(*), sum(number_of_guests) from guest_booking group by 1, 2, 3;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger "guest_booking_tally_truncate" on "guest_booking";`);
    this.addSql(`drop trigger "guest_booking_tally" on "guest_booking";`);
    this.addSql(`drop function booking_tally_clear();`);
    this.addSql(`drop function booking_tally_count();`);
    this.addSql(`drop table "booking_tally";`);
  }
}
