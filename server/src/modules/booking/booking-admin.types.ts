import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../common/pagination.js';
import { BookingStatusEnum, LanguageEnum } from '../../common/enums.js';
import { PaymentFilterEnum } from '../../common/enums.js';
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
registerEnumType(BookingSortEnum, {
  name: 'BookingSort',
  description: 'Column the admin applications list is sorted by (with SortDirection).',
  valuesConfig: {
    id: { description: 'Booking id (the default: newest first).' },
    itemLanguage: { description: "The item's first language." },
    itemTitle: { description: 'The item title.' },
    bookingDate: { description: 'Visit date, then slot.' },
    timeSlot: { description: 'Slot start time.' },
    numberOfGuests: { description: 'Number of guests.' },
    guestName: { description: 'Guest name.' },
    guestPhone: { description: 'Guest phone.' },
    guestEmail: { description: 'Guest e-mail.' },
    createdAt: { description: 'When the guest applied.' },
    status: { description: 'Status.' },
  },
});

export const ItemSummarySortEnum = {
  language: 'language',
  title: 'title',
  pending: 'pending',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  total: 'total',
} as const;
export type ItemSummarySortEnum = (typeof ItemSummarySortEnum)[keyof typeof ItemSummarySortEnum];
registerEnumType(ItemSummarySortEnum, {
  name: 'ItemSummarySort',
  description: 'Column the per-item summary is sorted by (with SortDirection).',
  valuesConfig: {
    language: { description: "The item's first language." },
    title: { description: 'The item title.' },
    pending: { description: 'Pending applications.' },
    confirmed: { description: 'Confirmed bookings.' },
    cancelled: { description: 'Cancelled bookings.' },
    total: { description: 'All applications.' },
  },
});

export const SlotSortEnum = {
  date: 'date',
  pending: 'pending',
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  total: 'total',
  seatsLeft: 'seatsLeft',
} as const;
export type SlotSortEnum = (typeof SlotSortEnum)[keyof typeof SlotSortEnum];
registerEnumType(SlotSortEnum, {
  name: 'SlotSort',
  description: 'Column the per-slot summary is sorted by (with SortDirection).',
  valuesConfig: {
    date: { description: 'Date and time of the slot.' },
    pending: { description: 'Pending applications.' },
    confirmed: { description: 'Confirmed bookings.' },
    cancelled: { description: 'Cancelled bookings.' },
    total: { description: 'All applications.' },
    seatsLeft: { description: 'Seats left.' },
  },
});

export const SlotFilterEnum = {
  all: 'all',
  withPending: 'withPending',
  overCapacity: 'overCapacity',
  withConfirmed: 'withConfirmed',
} as const;
export type SlotFilterEnum = (typeof SlotFilterEnum)[keyof typeof SlotFilterEnum];
registerEnumType(SlotFilterEnum, {
  name: 'SlotFilter',
  description: 'Which slots the per-slot summary shows.',
  valuesConfig: {
    all: { description: 'Every slot with applications.' },
    withPending: { description: 'Slots with pending applications.' },
    overCapacity: { description: "Slots with more confirmed guests than the item's maxGuests." },
    withConfirmed: { description: 'Slots with confirmed bookings.' },
  },
});

export const BulkActionEnum = { approve: 'approve', cancel: 'cancel' } as const;
export type BulkActionEnum = (typeof BulkActionEnum)[keyof typeof BulkActionEnum];
registerEnumType(BulkActionEnum, {
  name: 'BulkBookingAction',
  description: 'What a bulk action does to each selected booking; both mail the guest.',
  valuesConfig: {
    approve: { description: 'Confirm each booking not confirmed yet (refused where the slot is full).' },
    cancel: { description: 'Cancel each booking not cancelled yet.' },
  },
});

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
  description: 'What a bulk action did to one booking.',
  valuesConfig: {
    approved: { description: 'Confirmed, guest mailed.' },
    cancelled: { description: 'Cancelled, guest mailed.' },
    refused_over_capacity: { description: 'Not confirmed: the slot is full.' },
    already: { description: 'Unchanged: it was in that status already.' },
    not_found: { description: 'No booking with this id.' },
  },
});

@InputType({ description: 'Filters of the admin application lists (flat list, one slot, CSV).' })
export class AdminBookingFilter {
  @Field(() => BookingStatusEnum, { nullable: true, description: 'None: all statuses.' })
  status?: BookingStatusEnum | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Words to find: guest name, e-mail, phone digits (with or without the dial code), booking id or item title.',
  })
  search?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only bookings of this item.' })
  itemId?: number | null;

  @Field(() => LanguageEnum, { nullable: true, description: "The item's (first) language." })
  language?: LanguageEnum | null;

  @Field(() => String, { nullable: true, description: 'Visit date from, YYYY-MM-DD (Asia/Seoul).' })
  dateFrom?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Visit date until (inclusive), YYYY-MM-DD (Asia/Seoul).',
  })
  dateTo?: string | null;

  @Field(() => String, { nullable: true, description: 'One slot, HH:mm (with itemId and one date).' })
  timeSlot?: string | null;

  @Field(() => PaymentFilterEnum, { nullable: true, description: 'None: any payment state.' })
  payment?: PaymentFilterEnum | null;
}

@ObjectType({ description: 'Applications per status under the same filter (the status tabs).' })
export class BookingStatusCounts {
  @Field(() => Int, { description: 'Pending applications.' }) pending!: number;
  @Field(() => Int, { name: 'awaitingPayment', description: 'Bookings awaiting their online payment.' })
  awaiting_payment!: number;
  @Field(() => Int, { description: 'Confirmed bookings.' }) confirmed!: number;
  @Field(() => Int, { description: 'Cancelled bookings.' }) cancelled!: number;
  @Field(() => Int, { description: 'Holds that ended before a decision or a payment.' }) expired!: number;
  @Field(() => Int, { description: "Seats a waitlist offers, waiting for the guest's answer." })
  offered!: number;
  @Field(() => Int, { description: 'All applications.' }) all!: number;
}

@ObjectType({
  description: 'One page of the admin applications list, with the count per status under the same filter.',
})
export class BookingPage extends Paginated(GuestBooking) {
  @Field(() => BookingStatusCounts, {
    description: 'Applications per status under the same filter, ignoring its status (the status tabs).',
  })
  counts!: BookingStatusCounts;
}

@ObjectType({ description: 'Bookings and guests per status.' })
export class BookingTally {
  @Field(() => Int, { description: 'Pending applications.' }) pendingBookings!: number;
  @Field(() => Int, { description: 'Guests on pending applications.' }) pendingGuests!: number;
  @Field(() => Int, { description: 'Confirmed bookings.' }) confirmedBookings!: number;
  @Field(() => Int, { description: 'Guests on confirmed bookings (they take seats).' })
  confirmedGuests!: number;
  @Field(() => Int, { description: 'Cancelled bookings.' }) cancelledBookings!: number;
  @Field(() => Int, { description: 'Guests on cancelled bookings.' }) cancelledGuests!: number;
  @Field(() => Int, { description: 'All applications.' }) totalBookings!: number;
  @Field(() => Int, { description: 'Guests on all applications.' }) totalGuests!: number;
}

@ObjectType({ description: 'One item with its applications counted.' })
export class BookingItemSummary {
  @Field(() => Int, { description: 'The item id.' }) itemId!: number;
  @Field({ description: "The item's first language, or N/A." }) language!: string;
  @Field({ description: ITEM_TITLE }) title!: string;
  @Field(() => Int, { description: 'Seats per slot of the item.' }) maxGuests!: number;
  @Field(() => BookingTally, { description: 'Applications and guests per status.' }) tally!: BookingTally;
}

@ObjectType({ description: 'One page of items with their applications counted.' })
export class BookingItemSummaryPage extends Paginated(BookingItemSummary) {}

@ObjectType({ description: 'One slot (date and time) of an item with its applications counted.' })
export class BookingSlotSummary {
  @Field({ description: 'A stable key: itemId:date:time.' }) key!: string;
  @Field(() => Int, { description: 'The item id.' }) itemId!: number;
  @Field({ description: 'Date of the slot, YYYY-MM-DD (Asia/Seoul).' }) bookingDate!: string;
  @Field({ description: 'Start time of the slot, HH:mm (Asia/Seoul).' }) timeSlot!: string;
  @Field(() => Int, { description: 'Seats of the slot.' }) maxGuests!: number;
  @Field(() => Int, { description: 'maxGuests minus confirmed guests, never below 0.' }) seatsLeft!: number;
  @Field({ description: 'More confirmed guests than seats (an admin overrode the capacity).' })
  overCapacity!: boolean;
  @Field(() => BookingTally, { description: 'Applications and guests per status.' }) tally!: BookingTally;
}

@ObjectType({ description: 'One page of the slots of an item with their applications counted.' })
export class BookingSlotSummaryPage extends Paginated(BookingSlotSummary) {
  @Field(() => BookingItemSummary, { nullable: true, description: 'The item (for breadcrumbs).' })
  item?: BookingItemSummary | null;
}

@ObjectType({ description: 'One slot of the day view: confirmed and pending guests against capacity.' })
export class BookingDaySlot {
  @Field({ description: 'A stable key: itemId:date:time.' }) key!: string;
  @Field(() => Int, { description: 'The item id.' }) itemId!: number;
  @Field({ description: ITEM_TITLE }) title!: string;
  @Field({ description: "The item's first language, or N/A." }) language!: string;
  @Field({ description: 'Date of the slot, YYYY-MM-DD (Asia/Seoul).' }) bookingDate!: string;
  @Field({ description: 'Start time of the slot, HH:mm (Asia/Seoul).' }) timeSlot!: string;
  @Field(() => Int, { description: 'Seats of the slot.' }) maxGuests!: number;
  @Field(() => Int, { description: 'Guests on confirmed bookings.' }) confirmedGuests!: number;
  @Field(() => Int, { description: 'Guests on pending applications.' }) pendingGuests!: number;
  @Field(() => Int, {
    description:
      "Guests of the slot's other seat holds: bookings awaiting their online payment, waitlist offers, and guests' change requests asking for this slot (held until staff decide).",
  })
  heldGuests!: number;
  @Field(() => Int, {
    description: 'Guests of confirmed bookings checked in (as many as came of each: 3 of 4 counts 3).',
  })
  arrivedGuests!: number;
  @Field(() => Int, { description: 'Confirmed bookings marked no-shows.' }) noShows!: number;
}

@ObjectType({ description: 'What a bulk action would do: it applies to `applicable` of the `selected`.' })
export class BulkBookingPreview {
  @Field(() => Int, { description: 'Distinct bookings selected.' }) selected!: number;
  @Field(() => Int, {
    description: 'Of those, the ones the action would change (not in its status already).',
  })
  applicable!: number;
  @Field({ description: 'Guests are mailed (approve and cancel both mail).' }) mailsGuests!: boolean;
}

@ObjectType({ description: 'The result of a bulk action for one booking.' })
export class BulkBookingResult {
  @Field(() => Int, { description: 'The booking id as selected.' }) id!: number;
  @Field(() => BulkOutcomeEnum, { description: 'What happened to it.' }) outcome!: BulkOutcomeEnum;
  @Field(() => GuestBooking, {
    nullable: true,
    description: 'The booking after the action; null when not found.',
  })
  booking?: GuestBooking | null;
}
