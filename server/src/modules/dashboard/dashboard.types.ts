import { Field, Int, ObjectType } from 'type-graphql';
import { EXPECTED, listCost } from '../../common/cost.js';
import { LanguageEnum } from '../../common/enums.js';
import { HOLD_ENDING_SOON_HOURS } from '../../../../domain/holds.js';
import { BookingDaySlot } from '../booking/booking-admin.types.js';

@ObjectType({
  description: 'The admin home: what needs attention now, each count a door to its filtered list.',
})
export class AdminDashboard {
  @Field(() => Int, { description: 'Applications waiting for a decision (status pending, any date).' })
  pendingApplications!: number;

  @Field(() => Int, { description: 'Reviews not yet approved or rejected (isApproved null).' })
  reviewsAwaitingModeration!: number;

  @Field(() => Int, { description: 'Confirmed bookings that still owe money (less paid than due).' })
  awaitingPayment!: number;

  @Field(() => Int, {
    description: 'Of those, the ones past their payment deadline (a Seoul date before today).',
  })
  overduePayments!: number;

  @Field(() => Int, {
    description:
      'Confirmed bookings that kept more than their amount due (a refund of the difference is owed).',
  })
  overpaidPayments!: number;

  @Field(() => Int, {
    description:
      'Cancelled bookings that kept money with no refund recorded yet (payment status refund_due).',
  })
  refundsDue!: number;

  @Field(() => Int, {
    description: `Pending applications whose seat hold ends within ${HOLD_ENDING_SOON_HOURS} hours (not yet ended): unless staff approve them first, the guest loses the seats.`,
  })
  holdsEndingSoon!: number;

  @Field(() => Int, {
    description:
      'Bookings waiting for their online payment (status awaiting_payment) whose hold has not ended.',
  })
  awaitingOnlinePayment!: number;

  @Field(() => Int, {
    description: 'Payments recorded from PortOne today (a Seoul date), voided ones left out.',
  })
  onlinePaymentsToday!: number;

  @Field(() => Int, { description: 'The sum of onlinePaymentsToday, KRW.' })
  onlinePaidToday!: number;

  @Field({ description: "Today's date in Seoul (YYYY-MM-DD)." })
  today!: string;

  @Field({ description: "Tomorrow's date in Seoul (YYYY-MM-DD)." })
  tomorrow!: string;

  @Field(() => [BookingDaySlot], {
    description: "Today's slots with confirmed and pending guests against capacity.",
    complexity: listCost(EXPECTED.bookedSlotsPerDay),
  })
  todaySlots!: BookingDaySlot[];

  @Field(() => [BookingDaySlot], {
    description: "Tomorrow's slots with confirmed and pending guests against capacity.",
    complexity: listCost(EXPECTED.bookedSlotsPerDay),
  })
  tomorrowSlots!: BookingDaySlot[];

  @Field(() => [LanguageEnum], {
    description:
      'Guest languages still told the placeholder bank account (Example Bank 000-000000-00-000): an owner sets the real one (paymentInstructions). Empty once every language has real instructions.',
  })
  paymentInstructionsPlaceholder!: LanguageEnum[];
}
