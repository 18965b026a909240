import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MOVE_STATUSES, type MoveStatus } from '../../../../domain/move.js';
import { GuestBooking } from './guest-booking.entity.js';

export const BookingMoveStatusEnum = Object.fromEntries(MOVE_STATUSES.map((s) => [s, s])) as {
  [K in MoveStatus]: K;
};
registerEnumType(BookingMoveStatusEnum, {
  name: 'BookingMoveStatus',
  description: 'What became of a move of a booking to another date or slot (domain/move.ts).',
  valuesConfig: {
    moved: { description: 'Moved at once.' },
    requested: { description: 'A change request waiting for staff; it holds the seats of the new slot.' },
    approved: { description: 'A change request staff approved: the booking moved.' },
    declined: {
      description: 'A change request staff declined: the booking stayed, the held seats came back.',
    },
  },
});

/**
 * One move of a booking (issue 41 point 1): from which slot to which, done at once or requested (a
 * `requested` row holds the target slot's seats while its booking keeps its own: domain/holds.ts
 * `seatClaimsSql`), by the guest or a staff member, with the price difference it carried.
 */
@ObjectType({ description: 'A move of a booking to another date or slot, or a change request.' })
@Entity({ tableName: 'booking_move' })
@Index({ properties: ['booking', 'createdAt'] })
export class BookingMove {
  [OptionalProps]?: 'createdAt' | 'decidedAt' | 'decidedBy' | 'byName' | 'priceDifference';

  @Field(() => Int, { description: 'Unique id of the move.' })
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => GuestBooking, { deleteRule: 'cascade', updateRule: 'cascade' })
  booking!: GuestBooking;

  @Field({ description: 'The date it moved from, YYYY-MM-DD (Asia/Seoul).' })
  @Property({ type: 'date' })
  fromDate!: string;

  @Field({ description: 'The slot it moved from, HH:mm (Asia/Seoul).' })
  @Property({ length: 5 })
  fromTime!: string;

  @Field({ description: 'The date it moved (or asks to move) to, YYYY-MM-DD (Asia/Seoul).' })
  @Property({ type: 'date' })
  toDate!: string;

  @Field({ description: 'The slot it moved (or asks to move) to, HH:mm (Asia/Seoul).' })
  @Property({ length: 5 })
  toTime!: string;

  @Field(() => BookingMoveStatusEnum, { description: 'Moved, requested, approved or declined.' })
  @Enum({ items: () => BookingMoveStatusEnum })
  status!: MoveStatus;

  @Field({ description: 'The guest moved it (true) or a staff member (false).' })
  @Property()
  byGuest!: boolean;

  @Field(() => String, { nullable: true, description: "The staff member's username; null for the guest." })
  @Property({ type: 'text', nullable: true })
  byName?: string | null;

  @Field(() => Int, {
    description: 'What the booking costs on the new slot less what it cost, KRW (0: the same price).',
  })
  @Property({ type: 'integer', default: 0 })
  priceDifference: number = 0;

  @Field(() => GraphQLISODateTime, { description: 'When it was moved or requested (UTC).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When staff decided a change request.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  decidedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Who decided the change request (staff username).' })
  @Property({ type: 'text', nullable: true })
  decidedBy?: string | null;
}
