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
registerEnumType(AdminEventKind, { name: 'AdminEventKind' });

/** One event, with what a notification needs to name it (nothing that is not on the admin's screens). */
@ObjectType({ description: 'A change the open admin screens should show without a reload.' })
export class AdminEvent {
  @Field(() => AdminEventKind)
  kind!: AdminEventKind;

  @Field(() => Int, { description: 'The booking, review or inquiry it is about (0 for RESYNC).' })
  id!: number;

  @Field(() => Int, { nullable: true, description: 'The experience of a booking or review.' })
  itemId?: number | null;

  @Field(() => String, { nullable: true, description: "The experience's title." })
  itemTitle?: string | null;

  @Field(() => String, { nullable: true, description: "The guest's, reviewer's or sender's name." })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'A booking: YYYY-MM-DD, Seoul.' })
  bookingDate?: string | null;

  @Field(() => String, { nullable: true, description: 'A booking: HH:MM, Seoul.' })
  timeSlot?: string | null;

  @Field(() => Int, { nullable: true, description: 'A booking: how many guests.' })
  guests?: number | null;

  @Field(() => String, { nullable: true, description: "A booking's status after the change." })
  status?: string | null;

  @Field(() => String, { nullable: true, description: "A booking's status before the change." })
  previousStatus?: string | null;

  @Field(() => String, { nullable: true, description: "An inquiry's subject." })
  subject?: string | null;

  @Field(() => GraphQLISODateTime)
  at!: Date;
}
