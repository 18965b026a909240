import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import { BookingStatusEnum, LanguageEnum } from '../../common/enums.js';
import { Paginated } from '../../common/pagination.js';
import { PromoCode, PromoKindEnum } from './promo-code.entity.js';
import type { PromoKind } from '../../../../domain/promo.js';

@InputType({
  description:
    'A promo code, or the fields of one to change (left out: kept; null clears a limit or a date). Rules: domain/schemas/promo.ts.',
})
export class PromoCodeInput {
  @Field(() => String, {
    nullable: true,
    description:
      'The code, 4-32 letters, digits, - or _ (any case, stored upper-case); left out: a generated one.',
  })
  code?: string | null;

  @Field(() => PromoKindEnum, { nullable: true, description: 'percent or fixed (required to create).' })
  kind?: PromoKind | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The percentage (1-100) or the KRW amount (required to create).',
  })
  value?: number | null;

  @Field(() => [Int], {
    nullable: true,
    description: 'The items it applies to; empty or left out: every item.',
  })
  experienceIds?: number[] | null;

  @Field(() => String, { nullable: true, description: 'Bookings made from this Seoul date (YYYY-MM-DD).' })
  bookingFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Bookings made until this Seoul date, included.' })
  bookingUntil?: string | null;

  @Field(() => String, { nullable: true, description: 'Visits from this date (YYYY-MM-DD, Seoul).' })
  travelFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Visits until this date, included.' })
  travelUntil?: string | null;

  @Field(() => Int, { nullable: true, description: 'Live uses allowed in all; null: no limit.' })
  maxUses?: number | null;

  @Field(() => Int, { nullable: true, description: 'Live uses allowed per guest e-mail; null: no limit.' })
  maxUsesPerEmail?: number | null;

  @Field(() => Int, { nullable: true, description: 'The fewest guests a booking needs; null: any.' })
  minGuests?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Switched on (default true).' })
  active?: boolean | null;
}

@ObjectType({ description: 'What a promo code has done so far.' })
export class PromoCodeUsage {
  @Field(() => Int, { description: 'Live uses: confirmed bookings and live holds (what the limits count).' })
  uses!: number;

  @Field(() => Int, { description: 'Bookings ever made with it, cancelled and expired ones included.' })
  bookings!: number;

  @Field(() => Int, { description: 'KRW its live uses took off.' })
  discountTotal!: number;
}

@ObjectType({ description: 'An item a promo code applies to, as staff see it in the code.' })
export class PromoCodeItem {
  @Field(() => Int, { description: 'The item id.' })
  id!: number;

  @Field({ description: "The item's title." })
  title!: string;
}

@ObjectType({ description: 'One page of promo codes.' })
export class PromoCodePage extends Paginated(PromoCode) {}

@ObjectType({ description: 'A booking made with a promo code, as staff see it in the code.' })
export class PromoCodeBooking {
  @Field(() => Int, { description: 'The booking number.' })
  id!: number;

  @Field({ description: "The item's title." })
  itemTitle!: string;

  @Field({ description: 'Date of the visit, YYYY-MM-DD (Asia/Seoul).' })
  bookingDate!: string;

  @Field({ description: 'Slot start time, HH:mm (Asia/Seoul).' })
  timeSlot!: string;

  @Field({ description: 'Name the guest gave.' })
  guestName!: string;

  @Field(() => Int, { description: 'Guests on the booking.' })
  numberOfGuests!: number;

  @Field(() => BookingStatusEnum, { description: "The booking's status." })
  status!: BookingStatusEnum;

  @Field(() => Int, { description: 'KRW before the code.' })
  listPrice!: number;

  @Field(() => Int, { description: 'KRW the code took off.' })
  discount!: number;

  @Field(() => Int, { description: 'KRW after the code (the booking total).' })
  totalPrice!: number;

  @Field({ description: 'It holds a use now (confirmed or a live hold).' })
  counted!: boolean;

  @Field(() => GraphQLISODateTime, { description: 'When the guest applied.' })
  createdAt!: Date;
}

@InputType({ description: "A promo code tried on a booking before it is sent (the booking form's apply)." })
export class PromoCodeCheckInput {
  @Field({ description: 'The code as typed (any case).' })
  code!: string;

  @Field(() => Int, { description: 'The item to book.' })
  itemId!: number;

  @Field({ description: 'Date of the visit, YYYY-MM-DD (Asia/Seoul).' })
  bookingDate!: string;

  @Field(() => Int, { description: 'Guests.' })
  numberOfGuests!: number;

  @Field(() => Boolean, { nullable: true, description: "With the item's option per guest." })
  withOption?: boolean | null;

  @Field(() => LanguageEnum, {
    nullable: true,
    description: "The guest's language, for the refusal (default ENG).",
  })
  language?: LanguageEnum | null;
}

@ObjectType({ description: 'The price of a booking with a promo code (checked again when it is sent).' })
export class PromoCodeCheck {
  @Field({ description: 'The code applies to this booking.' })
  valid!: boolean;

  @Field(() => Int, { description: 'KRW it takes off (0 when not valid).' })
  discount!: number;

  @Field(() => Int, { description: 'KRW to pay with it (the list total when not valid).' })
  total!: number;

  @Field(() => String, {
    nullable: true,
    description: "Not valid: the one refusal in the guest's language, whatever the reason; null when valid.",
  })
  message!: string | null;
}
