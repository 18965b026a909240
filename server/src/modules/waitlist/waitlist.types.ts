import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { LanguageEnum, WaitlistStatusEnum } from '../../common/enums.js';

@InputType({
  description:
    "Joining a full slot's waitlist: the slot must exist and be on sale, with fewer seats left than the party.",
})
export class JoinWaitlistInput {
  @Field(() => Int, { description: 'Id of the experience.' })
  itemId!: number;

  @Field({ description: 'Date of the slot, YYYY-MM-DD (Asia/Seoul).' })
  bookingDate!: string;

  @Field({ description: 'Slot start time, HH:mm (Asia/Seoul).' })
  timeSlot!: string;

  @Field(() => Int, { description: 'Guests in the party (the item’s minimum to maximum).' })
  numberOfGuests!: number;

  @Field({ description: 'Name of the guest.' })
  guestName!: string;

  @Field({ description: 'E-mail for the offer; one open entry per e-mail and slot.' })
  guestEmail!: string;

  @Field({ description: 'Dial code, a space and digits, e.g. "+81 9012345678".' })
  guestPhone!: string;

  @Field(() => LanguageEnum, { description: 'The language of the guest’s mails.' })
  language!: LanguageEnum;
}

@ObjectType({ description: "A guest's place in a slot's waitlist, nothing personal." })
export class WaitlistJoined {
  @Field(() => WaitlistStatusEnum, { description: 'waiting.' })
  status!: WaitlistStatusEnum;

  @Field(() => Int, { description: 'Place among the guests waiting (1: first).' })
  position!: number;
}

@ObjectType({ description: 'What became of a waitlist entry after the guest answered.' })
export class WaitlistAnswer {
  @Field(() => WaitlistStatusEnum, { description: 'declined or left.' })
  status!: WaitlistStatusEnum;
}

@ObjectType({
  description: 'A waitlist offer as its page shows it: the slot and the party, nothing personal.',
})
export class WaitlistOffer {
  @Field(() => WaitlistStatusEnum, {
    description: 'offered while it is open; accepted, declined, expired, left or closed after.',
  })
  status!: WaitlistStatusEnum;

  @Field(() => Int, { description: 'Id of the experience.' })
  itemId!: number;

  @Field({ description: "The experience's title in the guest's language." })
  title!: string;

  @Field({ description: 'Date of the slot, YYYY-MM-DD (Asia/Seoul).' })
  bookingDate!: string;

  @Field({ description: 'Slot start time, HH:mm (Asia/Seoul).' })
  timeSlot!: string;

  @Field(() => Int, { description: 'Guests the held seats are for.' })
  numberOfGuests!: number;

  @Field(() => Date, { nullable: true, description: 'When the open offer ends; null once it is not open.' })
  expiresAt!: Date | null;
}
