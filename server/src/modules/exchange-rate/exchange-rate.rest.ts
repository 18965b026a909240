import { CURRENCIES } from '../../../../domain/currency.js';
import { restRoutes } from '../../rest/api-routes.js';
import { arr, bool, dateTime, nullable, num, obj, oneOfValues, str } from '../../rest/json-schema.js';
import * as rates from './exchange-rate.service.js';

const CURRENCY = oneOfValues(CURRENCIES.filter((c) => c !== 'KRW'));
const ADMIN_RATES = arr(
  obj({
    currency: CURRENCY,
    source: oneOfValues(['source', 'staff']),
    krwPerUnit: num,
    perKrw: num,
    date: str,
    shown: bool,
    updatedAt: dateTime,
  }),
);

/** Reference rates: the storefront's approximations, and staff's own rates (issue 40 point 3). */
export function exchangeRateRoutes() {
  const api = restRoutes('Exchange rates');
  api.get(
    '/exchange-rates',
    {
      summary: 'Reference rates beside KRW',
      description:
        'Units of each currency per 1 KRW, for showing an approximation beside KRW prices (everything is charged in KRW). Only rates at most 3 days old; `date` null: none. Cacheable for an hour.',
      response: {
        description: 'The rates',
        schema: obj({
          base: oneOfValues(['KRW']),
          date: nullable(str),
          rates: { type: 'object', additionalProperties: num, description: 'Units per 1 KRW, by currency' },
          dates: { type: 'object', additionalProperties: str, description: "Each rate's day, by currency" },
        }),
      },
    },
    async (ctx, _req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      return rates.publicRates(ctx.pool);
    },
  );
  api.get(
    '/admin/exchange-rates',
    {
      summary: 'Every stored rate',
      description: "The daily source's rates and staff's, each with whether the storefront shows it now.",
      auth: 'admin',
      response: { description: 'The rates', schema: ADMIN_RATES },
    },
    (ctx) => rates.adminRates(ctx),
  );
  api.put(
    '/admin/exchange-rates/:currency',
    {
      summary: "Enter a currency's rate",
      description:
        'KRW per 1 unit, dated today (Seoul): for a currency the daily source lacks, such as TWD. Shown while at most 3 days old. Audited.',
      auth: 'admin',
      params: { currency: 'TWD' },
      body: { schema: obj({ krwPerUnit: num }), example: { krwPerUnit: 42.6 } },
      response: { description: 'Every stored rate', schema: ADMIN_RATES },
    },
    (ctx, req) =>
      rates.setStaffRate(
        ctx,
        req.params.currency,
        (req.body as { krwPerUnit?: unknown } | undefined)?.krwPerUnit,
      ),
  );
  api.delete(
    '/admin/exchange-rates/:currency',
    {
      summary: "Remove staff's rate of a currency",
      auth: 'admin',
      params: { currency: 'TWD' },
      response: { description: 'Every stored rate', schema: ADMIN_RATES },
    },
    (ctx, req) => rates.setStaffRate(ctx, req.params.currency, null),
  );
  return api;
}
