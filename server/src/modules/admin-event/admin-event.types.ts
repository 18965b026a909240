import { Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from 'type-graphql';

/** What happened, as the open admin screens are told. */
export const AdminEventKind = {
  /** A guest applied (a booking in status pending). */
  APPLICATION_CREATED: 'APPLICATION_CREATED',
  /** A booking's status changed (staff, bulk action, or the guest's own cancellation). */
  BOOKING_STATUS_CHANGED: 'BOOKING_STATUS_CHANGED',
  /** A review now waits for moderation (a new one, or a published one edited by its writer). */
  REVIEW_PENDING: 'REVIEW_PENDING',
  /** A contact-form message arrived. */
  INQUIRY_CREATED: 'INQUIRY_CREATED',
  /**
   * This instance's listener was away (a database restart, a network cut): events may have been
   * missed, so screens reload what they show.
   */
  RESYNC: 'RESYNC',
} as const;
export type AdminEventKind = (typeof AdminEventKind)[keyof typeof AdminEventKind];
registerEnumType(AdminEventKind, {
  name: 'AdminEventKind',
  description: 'What happened, as the open admin screens are told.',
  valuesConfig: {
    APPLICATION_CREATED: { description: 'A guest applied (a booking in status pending).' },
    BOOKING_STATUS_CHANGED: {
      description: "A booking's status changed (staff, a bulk action, or the guest's own cancellation).",
    },
    REVIEW_PENDING: {
      description: 'A review now waits for moderation (a new one, or a published one edited by its writer).',
    },
    INQUIRY_CREATED: { description: 'A contact-form message arrived.' },
    RESYNC: {
      description: 'Events may have been missed (the server lost its listener for a while): reload.',
    },
  },
});

/** One event, with what a notification needs to name it (nothing that is not on the admin's screens). */
@ObjectType({ description: 'A change the open admin screens should show without a reload.' })
export class AdminEvent {
  @Field(() => AdminEventKind, { description: 'What happened.' })
  kind!: AdminEventKind;

  @Field(() => Int, { description: 'The booking, review or inquiry it is about (0 for RESYNC).' })
  id!: number;

  @Field(() => Int, { nullable: true, description: 'The experience of a booking or review.' })
  itemId?: number | null;

  @Field(() => String, { nullable: true, description: "The experience's title." })
  itemTitle?: string | null;

  @Field(() => String, { nullable: true, description: "The guest's, reviewer's or sender's name." })
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A booking: date of the visit, YYYY-MM-DD (Asia/Seoul).',
  })
  bookingDate?: string | null;

  @Field(() => String, { nullable: true, description: 'A booking: slot start, HH:mm (Asia/Seoul).' })
  timeSlot?: string | null;

  @Field(() => Int, { nullable: true, description: 'A booking: how many guests.' })
  guests?: number | null;

  @Field(() => String, { nullable: true, description: "A booking's status after the change." })
  status?: string | null;

  @Field(() => String, { nullable: true, description: "A booking's status before the change." })
  previousStatus?: string | null;

  @Field(() => String, { nullable: true, description: "An inquiry's subject." })
  subject?: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When it happened (ISO 8601, UTC).' })
  at!: Date;
}
