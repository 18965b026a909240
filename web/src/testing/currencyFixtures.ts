import { ExchangeRatesDocument } from '@/generated/graphql';

type Rate = { currency: string; rate: number; date: string };

/** The public `exchangeRates` answering `rates` (units per 1 KRW), as often as asked. */
export function exchangeRatesMock(rates: readonly Rate[]) {
  const dates = rates.map(({ date }) => date).sort();
  return {
    request: { query: ExchangeRatesDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        exchangeRates: {
          __typename: 'ExchangeRatesType' as const,
          base: 'KRW',
          date: dates.at(-1) ?? null,
          rates: rates.map((rate) => ({ __typename: 'CurrencyRateType' as const, ...rate })),
        },
      },
    },
  };
}

/** Every storefront page asks for the rates (lib/currency.tsx): none, unless a test answers first. */
export const NO_EXCHANGE_RATES = exchangeRatesMock([]);
