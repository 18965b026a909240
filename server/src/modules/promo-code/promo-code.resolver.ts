import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { listCost, pageCost } from '../../common/cost.js';
import { PageInput } from '../../common/pagination.js';
import { PromoCode } from './promo-code.entity.js';
import {
  PromoCodeBooking,
  PromoCodeCheck,
  PromoCodeCheckInput,
  PromoCodeInput,
  PromoCodeItem,
  PromoCodePage,
  PromoCodeUsage,
} from './promo-code.inputs.js';
import { checkPromoCode } from './promo-code.apply.js';
import * as promos from './promo-code.service.js';

@Resolver(() => PromoCode)
export class PromoCodeResolver {
  @Mutation(() => PromoCodeCheck, {
    description:
      "Public. A promo code's price for a booking before it is sent (rate-limited per address); every refusal answers the same message.",
  })
  checkPromoCode(
    @Ctx() ctx: AppContext,
    @Arg('input', () => PromoCodeCheckInput, { description: 'The code and the booking.' })
    input: PromoCodeCheckInput,
  ) {
    return checkPromoCode(ctx, input);
  }

  @Authorized()
  @Query(() => PromoCodePage, {
    description: 'Admin session. Every promo code, newest first, with its usage and the total.',
    complexity: pageCost,
  })
  adminPromoCodes(
    @Ctx() ctx: AppContext,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page number and size (default page 1 of 20).',
    })
    page?: PageInput | null,
  ) {
    return promos.adminPromoCodes(ctx, page);
  }

  @Authorized()
  @Query(() => [PromoCodeBooking], {
    description: `Admin session. The bookings made with a code, newest first (at most ${promos.PROMO_CODE_BOOKINGS_MAX}).`,
    complexity: listCost(promos.PROMO_CODE_BOOKINGS_MAX),
  })
  promoCodeBookings(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The promo code id.' }) id: number,
  ) {
    return promos.promoCodeBookings(ctx, id);
  }

  @FieldResolver(() => PromoCodeUsage, { description: 'Its live uses, its bookings and what they took off.' })
  usage(@Root() code: PromoCode, @Ctx() ctx: AppContext) {
    const known = (code as Partial<promos.PromoCodeWithUsage>).usage;
    return known ?? promos.promoCodeById(ctx, code.id).then((c) => c.usage);
  }

  @FieldResolver(() => [PromoCodeItem], {
    description: 'The items of experienceIds with their titles (deleted items left out); empty: every item.',
  })
  items(@Root() code: PromoCode, @Ctx() ctx: AppContext) {
    const known = (code as Partial<promos.PromoCodeWithUsage>).items;
    return known ?? promos.promoCodeById(ctx, code.id).then((c) => c.items);
  }

  @Authorized()
  @Mutation(() => PromoCode, {
    description: 'Admin session. Adds a promo code (a generated code when none is given).',
  })
  createPromoCode(
    @Ctx() ctx: AppContext,
    @Arg('input', () => PromoCodeInput, { description: 'The code; kind and value required.' })
    input: PromoCodeInput,
  ) {
    return promos.createPromoCode(ctx, input);
  }

  @Authorized()
  @Mutation(() => PromoCode, {
    description:
      'Admin session. Changes the fields given; a used code keeps its code (CONFLICT) but may be switched off.',
  })
  updatePromoCode(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The promo code id.' }) id: number,
    @Arg('input', () => PromoCodeInput, { description: 'The fields to change.' }) input: PromoCodeInput,
  ) {
    return promos.updatePromoCode(ctx, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Admin session. Deletes a code no booking carried; a used one answers CONFLICT (switch it off).',
  })
  deletePromoCode(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The promo code id.' }) id: number,
  ) {
    return promos.deletePromoCode(ctx, id);
  }
}
