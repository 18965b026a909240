import { Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { GuestMoveRefusal, MoveOutcome } from '../../../../domain/move.js';
import { FindBookingInput } from './booking.inputs.js';

export const MoveOutcomeEnum = {
  moved: 'moved',
  change_requested: 'change_requested',
} as const satisfies Record<MoveOutcome, MoveOutcome>;
export type MoveOutcomeEnum = MoveOutcome;
registerEnumType(MoveOutcomeEnum, {
  name: 'MoveOutcome',
  description: "What a guest's move did.",
  valuesConfig: {
    moved: { description: 'The booking moved at once (same number, code and ticket).' },
    change_requested: {
      description: 'A change request: the new seats are held until staff approve or decline it.',
    },
  },
});

export const GuestMoveRefusalEnum = {
  status: 'status',
  checked_in: 'checked_in',
  no_window: 'no_window',
  window_closed: 'window_closed',
  limit: 'limit',
  open_request: 'open_request',
} as const satisfies Record<GuestMoveRefusal, GuestMoveRefusal>;
export type GuestMoveRefusalEnum = GuestMoveRefusal;
registerEnumType(GuestMoveRefusalEnum, {
  name: 'GuestMoveRefusal',
  description: 'Why a guest cannot move their booking online (domain/move.ts).',
  valuesConfig: {
    status: { description: 'Only pending and confirmed bookings move.' },
    checked_in: { description: 'The guests were checked in already.' },
    no_window: {
      description: 'The item has neither a change window nor free cancellation: contact the team.',
    },
    window_closed: { description: 'The change window has closed: contact the team.' },
    limit: { description: 'The guest moved it the most times allowed (GUEST_MOVE_LIMIT).' },
    open_request: { description: 'A change request waits for staff.' },
  },
});

@InputType({
  description: 'The guest moves their booking: the three facts that find it, and the new date and slot.',
})
export class MoveMyBookingInput extends FindBookingInput {
  @Field({ description: 'The new date, YYYY-MM-DD (Asia/Seoul).' })
  bookingDate!: string;

  @Field({ description: 'The new slot, HH:mm (Asia/Seoul), one of the item’s.' })
  timeSlot!: string;
}

@ObjectType({ description: "A booking's open change request, as the guest sees it." })
export class ChangeRequestInfo {
  @Field({ description: 'The date asked for, YYYY-MM-DD (Asia/Seoul).' })
  toDate!: string;

  @Field({ description: 'The slot asked for, HH:mm (Asia/Seoul).' })
  toTime!: string;

  @Field(() => Int, { description: 'What the booking would cost there less what it costs, KRW.' })
  priceDifference!: number;

  @Field(() => GraphQLISODateTime, { description: 'When it was asked (UTC).' })
  createdAt!: Date;
}
