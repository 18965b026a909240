import { Arg, Authorized, Ctx, Float, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import * as rates from './exchange-rate.service.js';
import { AdminExchangeRateType, ExchangeRatesType } from './exchange-rate.types.js';

const listed = (answer: rates.PublicRates) => ({
  base: answer.base,
  date: answer.date,
  rates: Object.entries(answer.rates).map(([currency, rate]) => ({
    currency,
    rate,
    date: answer.dates[currency as keyof typeof answer.dates]!,
  })),
});

@Resolver()
export class ExchangeRateResolver {
  @Query(() => ExchangeRatesType, {
    description:
      'Public. Reference rates for showing prices beside KRW (an approximation: everything is charged in KRW); only rates at most 3 days old.',
  })
  async exchangeRates(@Ctx() ctx: AppContext) {
    return listed(await rates.publicRates(ctx.pool));
  }

  @Authorized()
  @Query(() => [AdminExchangeRateType], {
    description: "Admin session. Every stored rate (the daily source's and staff's), shown or not.",
  })
  adminExchangeRates(@Ctx() ctx: AppContext) {
    return rates.adminRates(ctx);
  }

  @Authorized()
  @Mutation(() => [AdminExchangeRateType], {
    description:
      "Admin session. Enters a currency's rate (KRW per 1 unit, dated today) for one the daily source lacks, such as TWD; null removes it. Audited.",
  })
  setExchangeRate(
    @Ctx() ctx: AppContext,
    @Arg('currency', { description: 'ISO 4217 code (not KRW).' }) currency: string,
    @Arg('krwPerUnit', () => Float, { nullable: true, description: 'KRW per 1 unit; null: remove.' })
    krwPerUnit: number | null,
  ) {
    return rates.setStaffRate(ctx, currency, krwPerUnit);
  }
}
