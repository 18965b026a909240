import { Field, Float, GraphQLISODateTime, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One currency beside KRW: units per 1 KRW, as of a day. Public.' })
export class CurrencyRateType {
  @Field({ description: 'ISO 4217 code (JPY, CNY, USD…).' })
  currency!: string;

  @Field(() => Float, { description: 'Units of the currency per 1 KRW (an approximation, never charged).' })
  rate!: number;

  @Field({ description: "The rate's day (YYYY-MM-DD), shown with the approximation." })
  date!: string;
}

@ObjectType({
  description: 'Reference rates for showing prices beside KRW (everything is charged in KRW). Public.',
})
export class ExchangeRatesType {
  @Field({ description: 'Always KRW.' })
  base!: string;

  @Field(() => String, {
    nullable: true,
    description: "The newest fresh rate's day; null: none fresh, prices are shown in KRW alone.",
  })
  date!: string | null;

  @Field(() => [CurrencyRateType], {
    description: 'Each currency with a rate at most 3 days old (a staler one is left out).',
  })
  rates!: CurrencyRateType[];
}

@ObjectType({ description: 'A stored rate as the back office lists it. Admin session.' })
export class AdminExchangeRateType {
  @Field({ description: 'ISO 4217 code.' })
  currency!: string;

  @Field({ description: '`source`: the daily reference rates (EXCHANGE_RATES_URL); `staff`: entered here.' })
  source!: string;

  @Field(() => Float, { description: 'KRW per 1 unit of the currency.' })
  krwPerUnit!: number;

  @Field({ description: "The rate's day (YYYY-MM-DD)." })
  date!: string;

  @Field({ description: 'Whether the storefront shows it now (fresh, and the newest of its currency).' })
  shown!: boolean;

  @Field(() => GraphQLISODateTime, { description: 'When it was stored.' })
  updatedAt!: Date;
}
