import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { BookingLogTypeEnum, LogAuthorEnum } from '../../common/enums.js';
import { GuestBooking } from './guest-booking.entity.js';

/** The activity log of a booking (admin §3): append-only. */
@ObjectType()
@Entity({ tableName: 'booking_log' })
@Index({ properties: ['booking', 'createdAt'] })
export class BookingLog {
  [OptionalProps]?: 'details' | 'createdAt' | 'createdByName';

  @Field(() => Int)
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => GuestBooking, { deleteRule: 'cascade' })
  booking!: GuestBooking;

  @Field(() => BookingLogTypeEnum)
  @Enum({ items: () => BookingLogTypeEnum })
  logType!: BookingLogTypeEnum;

  @Field()
  @Property({ type: 'text', default: '' })
  details: string = '';

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  oldValue?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  newValue?: string | null;

  @Field(() => LogAuthorEnum)
  @Enum({ items: () => LogAuthorEnum })
  createdBy!: LogAuthorEnum;

  @Field(() => String, {
    nullable: true,
    description: "The admin's username, when an admin wrote the entry.",
  })
  @Property({ type: 'text', nullable: true })
  createdByName?: string | null;

  @Field(() => GraphQLISODateTime)
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
