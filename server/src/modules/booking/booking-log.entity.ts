import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { BookingLogTypeEnum, LogAuthorEnum } from '../../common/enums.js';
import { GuestBooking } from './guest-booking.entity.js';

/** The activity log of a booking (admin §3): append-only. */
@ObjectType({ description: 'One entry of the history of a booking (append-only). Admin session only.' })
@Entity({ tableName: 'booking_log' })
@Index({ properties: ['booking', 'createdAt'] })
export class BookingLog {
  [OptionalProps]?: 'details' | 'createdAt' | 'createdByName';

  @Field(() => Int, { description: 'Unique id of the entry.' })
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => GuestBooking, { deleteRule: 'cascade' })
  booking!: GuestBooking;

  @Field(() => BookingLogTypeEnum, { description: 'What happened.' })
  @Enum({ items: () => BookingLogTypeEnum })
  logType!: BookingLogTypeEnum;

  @Field({ description: 'Free-text detail, e.g. the cancellation reason or the mail sent (may be empty).' })
  @Property({ type: 'text', default: '' })
  details: string = '';

  @Field(() => String, {
    nullable: true,
    description: 'The value before (for a status change: the old status).',
  })
  @Property({ type: 'text', nullable: true })
  oldValue?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The value after (for a status change: the new status).',
  })
  @Property({ type: 'text', nullable: true })
  newValue?: string | null;

  @Field(() => LogAuthorEnum, { description: 'Who caused it: the guest, an admin or the system.' })
  @Enum({ items: () => LogAuthorEnum })
  createdBy!: LogAuthorEnum;

  @Field(() => String, {
    nullable: true,
    description: "The admin's username, when an admin wrote the entry.",
  })
  @Property({ type: 'text', nullable: true })
  createdByName?: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When it happened (ISO 8601 date-time, UTC).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
