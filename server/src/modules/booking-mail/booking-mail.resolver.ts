import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { resendLastMail } from './booking-mail.resend.js';

@ObjectType({ description: 'A mail queued again to the guest.' })
export class ResentMail {
  @Field(() => Int, { description: 'The booking id.' }) bookingId!: number;
  @Field({ description: 'Where it went: the guest e-mail.' }) recipient!: string;
  @Field({ description: 'Subject of the mail sent again.' }) subject!: string;
}

/** The back office's mail actions on a booking (admin only). */
@Resolver()
export class BookingMailResolver {
  @Authorized()
  @Mutation(() => ResentMail, {
    description: "Admin session. Send the booking's last mail to the guest again.",
  })
  resendBookingMail(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The booking id.' }) id: number,
  ) {
    return resendLastMail(ctx, id);
  }
}
