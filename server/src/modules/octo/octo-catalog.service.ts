import { zAvailabilityCalendarBody, zAvailabilityCheckBody } from '@octocloud/types';
import { Experience } from '../experience/experience.entity.js';
import { availability, takenSeats } from '../booking/booking.capacity.js';
import { seatsKey } from './octo.cache.js';
import { OCTO_ERRORS, OctoError } from './octo.errors.js';
import { JsonBytes } from './octo.json.js';
import { availabilityOf, calendarDayOf, productOf } from './octo.mapping.js';
import {
  type OctoContext,
  parse,
  productItem,
  keptProductItem,
  checkOption,
  personsOf,
  checkRange,
  slotOf,
} from './octo.requests.js';

/** Every active item the reseller may sell. */
export async function listProducts(ctx: OctoContext) {
  const allowed = ctx.reseller.experienceIds;
  const items = await ctx.em.find(
    Experience,
    { isActive: true, ...(allowed ? { id: { $in: allowed } } : {}) },
    { orderBy: { id: 'asc' } },
  );
  return items.map((item) => productOf(item, ctx));
}

export async function getProduct(ctx: OctoContext, productId: string) {
  return productOf(await productItem(ctx, productId), ctx);
}

/**
 * The storefront's schedule of an item over a range (booking.capacity.ts), as one read of taken seats,
 * made into an answer by `answer` and serialised (octo.json.ts); the bytes kept for the same item
 * version, request, Seoul minute and taken seats (octo.cache.ts: the seats are read every time, so a
 * kept answer never shows a taken seat), so a kept read skips JSON.stringify and gzip as well.
 */
async function scheduled(
  ctx: OctoContext,
  { item, version }: { item: Experience; version: string | null },
  range: { from: string; to: string },
  request: string,
  now: Date,
  answer: (days: ReturnType<typeof availability>) => unknown,
): Promise<JsonBytes> {
  const taken = (await takenSeats(ctx.pool, [item.id], range.from, range.to)).get(item.id)!;
  const compute = () => JsonBytes.of(answer(availability(item, range.from, range.to, taken, now)));
  if (!ctx.cache) return compute();
  const minute = Math.floor(now.getTime() / 60_000);
  const key = `${item.id}|${range.from}|${range.to}|${request}|${ctx.pricing}|${minute}|${seatsKey(taken)}`;
  return ctx.cache.answer(version, key, compute);
}

/** POST /availability: the slots of a range (or of the ids asked) with their seats left. */
export async function checkAvailability(ctx: OctoContext, input: unknown, now = new Date()) {
  const body = parse(zAvailabilityCheckBody, input);
  const kept = await keptProductItem(ctx, body.productId, true);
  const { item } = kept;
  const withOption = checkOption(item, body.optionId);
  const units = body.units ? personsOf(body.units) : undefined;
  let from = body.localDateStart;
  let to = body.localDateEnd;
  let wanted: Set<string> | undefined;
  if (body.availabilityIds?.length) {
    // One or the other (OCTO): a range with ids would say two things about which slots are asked for.
    if (body.localDateStart || body.localDateEnd) throw new OctoError('BAD_REQUEST', OCTO_ERRORS.rangeOrIds);
    const slots = body.availabilityIds.map(slotOf);
    const dates = slots.map((slot) => slot.date).sort();
    from = dates[0];
    to = dates[dates.length - 1];
    wanted = new Set(body.availabilityIds);
  }
  const range = checkRange(from, to);
  const view = { ...ctx, withOption, units: units || undefined };
  const request = `slots|${withOption}|${view.units}|${[...(wanted ?? [])].join(',')}`;
  return scheduled(ctx, kept, range, request, now, (days) =>
    days.flatMap((day) =>
      day.slots
        .map((slot) => availabilityOf(item, day.date, slot, view))
        .filter((answer) => !wanted || wanted.has(answer.id)),
    ),
  );
}

/** POST /availability/calendar: one entry per day of the range. */
export async function availabilityCalendar(ctx: OctoContext, input: unknown, now = new Date()) {
  const body = parse(zAvailabilityCalendarBody, input);
  const kept = await keptProductItem(ctx, body.productId, true);
  const { item } = kept;
  const withOption = checkOption(item, body.optionId);
  const units = body.units ? personsOf(body.units) : undefined;
  const range = checkRange(body.localDateStart, body.localDateEnd);
  const view = { ...ctx, withOption, units: units || undefined };
  return scheduled(ctx, kept, range, `calendar|${withOption}|${view.units}`, now, (days) =>
    days.map((day) => calendarDayOf(item, day.date, day.slots, view)),
  );
}
