import { PROMO_KINDS } from '../../../../domain/promo.js';
import { promoCheckSchema, promoCodeSchema } from '../../../../domain/schemas/promo.js';
import { BookingStatusEnum } from '../../common/enums.js';
import { restRoutes, type RouteSpec } from '../../rest/api-routes.js';
import {
  arr,
  bool,
  dateTime,
  int,
  isoDate,
  nullable,
  obj,
  oneOfValues,
  str,
} from '../../rest/json-schema.js';
import { idParam } from '../../rest/route.js';
import { checkPromoCode } from './promo-code.apply.js';
import { PROMO_CODE_ERRORS } from './promo-code.errors.js';
import * as promos from './promo-code.service.js';

/** A code as staff see it: its rules and its usage. */
export const toRestPromoCode = (c: promos.PromoCodeWithUsage) => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  value: c.value,
  experienceIds: c.experienceIds,
  bookingFrom: c.bookingFrom ?? null,
  bookingUntil: c.bookingUntil ?? null,
  travelFrom: c.travelFrom ?? null,
  travelUntil: c.travelUntil ?? null,
  maxUses: c.maxUses ?? null,
  maxUsesPerEmail: c.maxUsesPerEmail ?? null,
  minGuests: c.minGuests ?? null,
  active: c.active,
  items: c.items,
  usage: c.usage,
  createdAt: c.createdAt,
});

const PROMO_CODE = obj({
  id: int,
  code: str,
  kind: oneOfValues(PROMO_KINDS),
  value: int,
  experienceIds: arr(int),
  bookingFrom: nullable(isoDate),
  bookingUntil: nullable(isoDate),
  travelFrom: nullable(isoDate),
  travelUntil: nullable(isoDate),
  maxUses: nullable(int),
  maxUsesPerEmail: nullable(int),
  minGuests: nullable(int),
  active: bool,
  items: arr(obj({ id: int, title: str })),
  usage: obj({ uses: int, bookings: int, discountTotal: int }),
  createdAt: dateTime,
});

const EXAMPLE = {
  kind: 'percent',
  value: 10,
  experienceIds: [],
  bookingFrom: null,
  bookingUntil: '2030-12-31',
  travelFrom: null,
  travelUntil: null,
  maxUses: 100,
  maxUsesPerEmail: 1,
  minGuests: 2,
  active: true,
};

export function promoCodeRoutes() {
  const api = restRoutes('Promo codes');
  const id = (req: Parameters<typeof idParam>[0]) => idParam(req, PROMO_CODE_ERRORS.notFound);
  const one: RouteSpec['response'] = { description: 'The promo code with its usage', schema: PROMO_CODE };
  api.post(
    '/promo-codes/check',
    {
      summary: "A promo code's price for a booking",
      description:
        "Before the booking is sent (the application checks and prices it again). Rate-limited per address; every refusal answers `valid: false` with the same message in the guest's `language`.",
      body: {
        schema: promoCheckSchema,
        example: {
          code: 'HANOK10',
          itemId: 1,
          bookingDate: '2030-01-15',
          numberOfGuests: 2,
          language: 'ENG',
        },
      },
      response: {
        description: 'Whether it applies, what it takes off and what is left to pay (KRW)',
        schema: obj({ valid: bool, discount: int, total: int, message: nullable(str) }),
      },
      errors: { 429: 'Too many checks from this address.' },
    },
    (ctx, req) => checkPromoCode(ctx, req.body),
  );
  api.get(
    '/admin/promo-codes',
    {
      summary: 'Every promo code',
      auth: 'admin',
      response: { description: 'Newest first, each with its usage', schema: arr(PROMO_CODE) },
    },
    async (ctx) => (await promos.adminPromoCodes(ctx, { page: 1, pageSize: 100 })).items.map(toRestPromoCode),
  );
  api.post(
    '/admin/promo-codes',
    {
      summary: 'Add a promo code',
      description: '`code` left out: a generated one (12 characters without look-alikes).',
      auth: 'admin',
      body: { schema: promoCodeSchema, example: { code: 'HANOK10', ...EXAMPLE } },
      response: { ...one, status: 201 },
      errors: { 409: PROMO_CODE_ERRORS.taken },
    },
    async (ctx, req) => toRestPromoCode(await promos.createPromoCode(ctx, req.body)),
  );
  api.patch(
    '/admin/promo-codes/:id',
    {
      summary: 'Change a promo code',
      auth: 'admin',
      body: { schema: promoCodeSchema, partial: true, example: { active: false } },
      response: one,
      errors: { 409: PROMO_CODE_ERRORS.used },
    },
    async (ctx, req) => toRestPromoCode(await promos.updatePromoCode(ctx, id(req), req.body)),
  );
  api.delete(
    '/admin/promo-codes/:id',
    {
      summary: 'Delete an unused promo code',
      auth: 'admin',
      response: { description: 'Deleted', schema: obj({ success: bool }) },
      errors: { 409: PROMO_CODE_ERRORS.used },
    },
    async (ctx, req) => ({ success: await promos.deletePromoCode(ctx, id(req)) }),
  );
  api.get(
    '/admin/promo-codes/:id/bookings',
    {
      summary: 'The bookings made with a promo code',
      auth: 'admin',
      response: {
        description: `Newest first, at most ${promos.PROMO_CODE_BOOKINGS_MAX}`,
        schema: arr(
          obj({
            id: int,
            itemTitle: str,
            bookingDate: isoDate,
            timeSlot: str,
            guestName: str,
            numberOfGuests: int,
            status: oneOfValues(Object.values(BookingStatusEnum)),
            listPrice: int,
            discount: int,
            totalPrice: int,
            counted: bool,
            createdAt: dateTime,
          }),
        ),
      },
    },
    (ctx, req) => promos.promoCodeBookings(ctx, id(req)),
  );
  return api;
}
