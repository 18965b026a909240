import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { BookingStatusEnum, LanguageEnum } from '../../common/enums.js';
import { PaymentFilterEnum } from '../payment/payment.types.js';
import { GuestBooking } from './guest-booking.entity.js';

/** An item's title field: it takes an optional language (field resolvers in booking-admin.resolver.ts). */
export const ITEM_TITLE =
  "The item title, or Unknown. With `language`: the item's translated title where it has one in that language.";

export const BookingSortEnum = {
  id: 'id',
  itemLanguage: 'itemLanguage',
  itemTitle: 'itemTitle',
  bookingDate: 'bookingDate',
  timeSlot: 'timeSlot',
  numberOfGuests: 'numberOfGuests',
  guestName: 'guestName',
  guestPhone: 'guestPhone',
  guestEmail: 'guestEmail',
  createdAt: 'createdAt',
  status: 'status',
} as const;
export type BookingSortEnum = (typeof BookingSortEnum)[keyof typeof BookingSortEnum];
registerEnumType(BookingSortEnum, { name: 'BookingSort' });

export const ItemSummarySortEnum = {
  language: 'language',
  title: 'title',
  pending: 'pending',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  total: 'total',
} as const;
export type ItemSummarySortEnum = (typeof ItemSummarySortEnum)[keyof typeof ItemSummarySortEnum];
registerEnumType(ItemSummarySortEnum, { name: 'ItemSummarySort' });

export const SlotSortEnum = {
  date: 'date',
  pending: 'pending',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  total: 'total',
  seatsLeft: 'seatsLeft',
} as const;
export type SlotSortEnum = (typeof SlotSortEnum)[keyof typeof SlotSortEnum];
registerEnumType(SlotSortEnum, { name: 'SlotSort' });

export const SlotFilterEnum = {
  all: 'all',
  withPending: 'withPending',
  overCapacity: 'overCapacity',
  withConfirmed: 'withConfirmed',
} as const;
export type SlotFilterEnum = (typeof SlotFilterEnum)[keyof typeof SlotFilterEnum];
registerEnumType(SlotFilterEnum, {
  name: 'SlotFilter',
  description: "overCapacity: more confirmed guests than the item's maxGuests.",
});

export const BulkActionEnum = { approve: 'approve', cancel: 'cancel' } as const;
export type BulkActionEnum = (typeof BulkActionEnum)[keyof typeof BulkActionEnum];
registerEnumType(BulkActionEnum, { name: 'BulkBookingAction' });

export const BulkOutcomeEnum = {
  approved: 'approved',
  cancelled: 'cancelled',
  refused_over_capacity: 'refused_over_capacity',
  already: 'already',
  not_found: 'not_found',
} as const;
export type BulkOutcomeEnum = (typeof BulkOutcomeEnum)[keyof typeof BulkOutcomeEnum];
registerEnumType(BulkOutcomeEnum, {
  name: 'BulkBookingOutcome',
  description: 'already: the booking was in that status; refused_over_capacity: the slot is full.',
});

@InputType({ description: 'Filters of the admin application lists (flat list, one slot, CSV).' })
export class AdminBookingFilter {
  @Field(() => BookingStatusEnum, { nullable: true, description: 'None: all statuses.' })
  status?: BookingStatusEnum | null;

  @Field(() => String, {
    nullable: true,
    description: 'Name, e-mail, phone digits (with or without the dial code), booking id or item title.',
  })
  search?: string | null;

  @Field(() => Int, { nullable: true })
  itemId?: number | null;

  @Field(() => LanguageEnum, { nullable: true, description: "The item's (first) language." })
  language?: LanguageEnum | null;

  @Field(() => String, { nullable: true, description: 'Booking date from, YYYY-MM-DD.' })
  dateFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Booking date until (inclusive), YYYY-MM-DD.' })
  dateTo?: string | null;

  @Field(() => String, { nullable: true, description: 'HH:MM: one slot (with itemId and one date).' })
  timeSlot?: string | null;

  @Field(() => PaymentFilterEnum, { nullable: true, description: 'None: any payment state.' })
  payment?: PaymentFilterEnum | null;
}

@ObjectType({ description: 'Applications per status under the same filter (the status tabs).' })
export class BookingStatusCounts {
  @Field(() => Int) pending!: number;
  @Field(() => Int) confirmed!: number;
  @Field(() => Int) cancelled!: number;
  @Field(() => Int) all!: number;
}

@ObjectType()
export class BookingPage extends Paginated(GuestBooking) {
  @Field(() => BookingStatusCounts)
  counts!: BookingStatusCounts;
}

@ObjectType({ description: 'Bookings and guests per status.' })
export class BookingTally {
  @Field(() => Int) pendingBookings!: number;
  @Field(() => Int) pendingGuests!: number;
  @Field(() => Int) confirmedBookings!: number;
  @Field(() => Int) confirmedGuests!: number;
  @Field(() => Int) cancelledBookings!: number;
  @Field(() => Int) cancelledGuests!: number;
  @Field(() => Int) totalBookings!: number;
  @Field(() => Int) totalGuests!: number;
}

@ObjectType({ description: 'One item with its applications counted.' })
export class BookingItemSummary {
  @Field(() => Int) itemId!: number;
  @Field({ description: "The item's first language, or N/A." }) language!: string;
  @Field({ description: ITEM_TITLE }) title!: string;
  @Field(() => Int) maxGuests!: number;
  @Field(() => BookingTally) tally!: BookingTally;
}

@ObjectType()
export class BookingItemSummaryPage extends Paginated(BookingItemSummary) {}

@ObjectType({ description: 'One slot (date and time) of an item with its applications counted.' })
export class BookingSlotSummary {
  @Field({ description: 'A stable key: itemId:date:time.' }) key!: string;
  @Field(() => Int) itemId!: number;
  @Field({ description: 'YYYY-MM-DD, Seoul.' }) bookingDate!: string;
  @Field({ description: 'HH:MM, Seoul.' }) timeSlot!: string;
  @Field(() => Int) maxGuests!: number;
  @Field(() => Int, { description: 'maxGuests minus confirmed guests, never below 0.' }) seatsLeft!: number;
  @Field() overCapacity!: boolean;
  @Field(() => BookingTally) tally!: BookingTally;
}

@ObjectType()
export class BookingSlotSummaryPage extends Paginated(BookingSlotSummary) {
  @Field(() => BookingItemSummary, { nullable: true, description: 'The item (for breadcrumbs).' })
  item?: BookingItemSummary | null;
}

@ObjectType({ description: 'One slot of the day view: confirmed and pending guests against capacity.' })
export class BookingDaySlot {
  @Field() key!: string;
  @Field(() => Int) itemId!: number;
  @Field({ description: ITEM_TITLE }) title!: string;
  @Field() language!: string;
  @Field() bookingDate!: string;
  @Field() timeSlot!: string;
  @Field(() => Int) maxGuests!: number;
  @Field(() => Int) confirmedGuests!: number;
  @Field(() => Int) pendingGuests!: number;
}

@ObjectType({ description: 'What a bulk action would do: it applies to `applicable` of the `selected`.' })
export class BulkBookingPreview {
  @Field(() => Int) selected!: number;
  @Field(() => Int) applicable!: number;
  @Field({ description: 'Guests are mailed (approve and cancel both mail).' }) mailsGuests!: boolean;
}

@ObjectType({ description: 'The result of a bulk action for one booking.' })
export class BulkBookingResult {
  @Field(() => Int) id!: number;
  @Field(() => BulkOutcomeEnum) outcome!: BulkOutcomeEnum;
  @Field(() => GuestBooking, { nullable: true }) booking?: GuestBooking | null;
}

@ObjectType({ description: 'A mail queued again to the guest.' })
export class ResentMail {
  @Field(() => Int) bookingId!: number;
  @Field() recipient!: string;
  @Field() subject!: string;
}
