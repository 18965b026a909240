import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';

/** The admin desk's reseller columns on a booking (booking knows no reseller: the fields live here). */
@Resolver(() => GuestBooking)
export class ResellerBookingResolver {
  @Authorized()
  @FieldResolver(() => String, {
    nullable: true,
    description: 'The reseller that booked it through the OCTO API; null: the storefront or staff.',
  })
  async resellerName(@Root() booking: GuestBooking, @Ctx() ctx: AppContext) {
    return booking.resellerId ? ctx.loaders.resellerNames.load(booking.resellerId) : null;
  }

  @Authorized()
  @FieldResolver(() => String, {
    nullable: true,
    description: "The reseller's own reference for the booking; null: none given.",
  })
  resellerReference(@Root() booking: GuestBooking) {
    return booking.resellerReference ?? null;
  }
}
