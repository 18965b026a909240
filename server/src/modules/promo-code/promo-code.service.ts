import { randomInt } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { PROMO_CODE_ALPHABET, PROMO_CODE_GENERATED_LENGTH } from '../../../../domain/promo.js';
import { promoCodeSchema } from '../../../../domain/schemas/promo.js';
import type { AppContext } from '../../context.js';
import { type Page, type PageInput, pageWindow, toPage } from '../../common/pagination.js';
import { givenFields, mergePatch } from '../../common/patch.js';
import { validate } from '../../common/validate.js';
import { audit, snapshot } from '../audit/audit.js';
import { PROMO_LIVE_USE_SQL } from './promo-code.apply.js';
import { PromoCode } from './promo-code.entity.js';
import { promoCodeNotFound, promoCodeTaken, promoCodeUsed } from './promo-code.errors.js';

/** Staff's promo codes: create (a generated code when none is given), change, switch off, delete unused. */

/** A new code: PROMO_CODE_GENERATED_LENGTH letters from an alphabet without look-alikes, crypto-random. */
export const generatePromoCode = () =>
  Array.from(
    { length: PROMO_CODE_GENERATED_LENGTH },
    () => PROMO_CODE_ALPHABET[randomInt(PROMO_CODE_ALPHABET.length)],
  ).join('');

/** What a code has done: its live uses, its bookings (any status) and what its live ones took off (KRW). */
export interface PromoUsage {
  uses: number;
  bookings: number;
  discountTotal: number;
}

const NO_USAGE: PromoUsage = { uses: 0, bookings: 0, discountTotal: 0 };

/** The usage of the codes given, in one statement (by id). */
export async function promoUsage(
  ctx: Pick<AppContext, 'pool'>,
  ids: number[],
): Promise<Map<number, PromoUsage>> {
  const usage = new Map<number, PromoUsage>();
  if (!ids.length) return usage;
  const { rows } = await ctx.pool.query<{ id: number; uses: number; bookings: number; discount: number }>(
    `select g.promo_code_id as id, count(*) filter (where ${PROMO_LIVE_USE_SQL})::int as uses,
            count(*)::int as bookings,
            coalesce(sum(g.discount) filter (where ${PROMO_LIVE_USE_SQL}), 0)::int as discount
     from guest_booking g where g.promo_code_id = any($1::int[]) group by g.promo_code_id`,
    [ids],
  );
  for (const r of rows) usage.set(r.id, { uses: r.uses, bookings: r.bookings, discountTotal: r.discount });
  return usage;
}

/** An item a code applies to, named as staff see it in the code's form. */
export interface PromoCodeItemRow {
  id: number;
  title: string;
}

/** The ids and titles of the items given (unknown ids left out), in one statement. */
async function itemTitles(ctx: Pick<AppContext, 'pool'>, ids: number[]): Promise<Map<number, string>> {
  const titles = new Map<number, string>();
  if (!ids.length) return titles;
  const { rows } = await ctx.pool.query<PromoCodeItemRow>(
    `select id, coalesce(nullif(title, ''), 'Unknown') as title from experience where id = any($1::int[])`,
    [ids],
  );
  for (const r of rows) titles.set(r.id, r.title);
  return titles;
}

/** A code with its usage and its items' titles (what staff see of it). */
export type PromoCodeWithUsage = PromoCode & { usage: PromoUsage; items: PromoCodeItemRow[] };

async function withUsage(ctx: Pick<AppContext, 'pool'>, codes: PromoCode[]): Promise<PromoCodeWithUsage[]> {
  const [usage, titles] = await Promise.all([
    promoUsage(
      ctx,
      codes.map((c) => c.id),
    ),
    itemTitles(ctx, [...new Set(codes.flatMap((c) => c.experienceIds))]),
  ]);
  return codes.map((c) =>
    Object.assign(c, {
      usage: usage.get(c.id) ?? NO_USAGE,
      items: c.experienceIds.flatMap((id) => {
        const title = titles.get(id);
        return title === undefined ? [] : [{ id, title }];
      }),
    }),
  );
}

/** Every code, newest first, a page of them with the total, each with its usage. */
export async function adminPromoCodes(
  ctx: AppContext,
  page?: Partial<PageInput> | null,
): Promise<Page<PromoCodeWithUsage>> {
  const window = pageWindow(page);
  const [items, total] = await ctx.em.findAndCount(
    PromoCode,
    {},
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: window.limit, offset: window.offset },
  );
  return toPage(await withUsage(ctx, items), total, window);
}

export async function promoCodeById(ctx: AppContext, id: number): Promise<PromoCodeWithUsage> {
  const code = await ctx.em.findOne(PromoCode, id);
  if (!code) throw promoCodeNotFound();
  return (await withUsage(ctx, [code]))[0];
}

const FIELDS = [
  'code',
  'kind',
  'value',
  'experienceIds',
  'bookingFrom',
  'bookingUntil',
  'travelFrom',
  'travelUntil',
  'maxUses',
  'maxUsesPerEmail',
  'minGuests',
  'active',
] as const;
const target = (c: PromoCode) => ({ type: 'promo_code', id: c.id });
const isUnique = (error: unknown) => error instanceof UniqueConstraintViolationException;

/**
 * A new code. Left out, `code` is generated (and drawn again in the unlikely case it exists); given, it
 * is stored upper-case and a code that exists answers 409.
 */
export async function createPromoCode(ctx: AppContext, input: unknown): Promise<PromoCodeWithUsage> {
  const values = validate(promoCodeSchema, givenFields(input));
  for (let attempt = 0; ; attempt += 1) {
    const code = values.code ?? generatePromoCode();
    try {
      const created = await ctx.em.fork().transactional(async (em) => {
        const promo = em.create(PromoCode, { ...values, code });
        await em.flush();
        audit(em, ctx, 'promo_code.create', target(promo), null, snapshot(promo, FIELDS));
        return promo;
      });
      return promoCodeById(ctx, created.id);
    } catch (error) {
      if (!isUnique(error)) throw error;
      if (values.code || attempt >= 3) throw promoCodeTaken();
    }
  }
}

/**
 * Changes the fields given (the whole code checked again). A used code keeps its code (bookings and mails
 * name it) but may change anything else, switched off included; its uses stay counted.
 */
export async function updatePromoCode(
  ctx: AppContext,
  id: number,
  input: unknown,
): Promise<PromoCodeWithUsage> {
  const promo = await promoCodeById(ctx, id);
  const current = Object.fromEntries(FIELDS.map((f) => [f, promo[f] ?? null]));
  const values = validate(promoCodeSchema, mergePatch(current, input));
  const code = values.code ?? promo.code;
  if (code !== promo.code && promo.usage.bookings > 0) throw promoCodeUsed();
  const before = snapshot(promo, FIELDS);
  ctx.em.assign(promo, { ...values, code });
  audit(ctx.em, ctx, 'promo_code.update', target(promo), before, snapshot(promo, FIELDS));
  try {
    await ctx.em.flush();
  } catch (error) {
    if (isUnique(error)) throw promoCodeTaken();
    throw error;
  }
  return promoCodeById(ctx, id);
}

/** Deletes a code no booking ever carried; a used one answers 409 (switch it off instead). */
export async function deletePromoCode(ctx: AppContext, id: number): Promise<boolean> {
  const promo = await promoCodeById(ctx, id);
  if (promo.usage.bookings > 0) throw promoCodeUsed();
  audit(ctx.em, ctx, 'promo_code.delete', target(promo), snapshot(promo, FIELDS), null);
  try {
    await ctx.em.remove(promo).flush();
  } catch (error) {
    // A booking took it between the count and the delete: the foreign key (restrict) refused.
    if ((error as { code?: string }).code === '23503' || /foreign key/i.test(String(error)))
      throw promoCodeUsed();
    throw error;
  }
  return true;
}

/** One booking made with a code, as staff see it in the code's list. */
export interface PromoCodeBookingRow {
  id: number;
  itemTitle: string;
  bookingDate: string;
  timeSlot: string;
  guestName: string;
  numberOfGuests: number;
  status: string;
  listPrice: number;
  discount: number;
  totalPrice: number;
  /** Whether it holds a use now (confirmed or a live hold). */
  counted: boolean;
  createdAt: Date;
}

/** The most bookings a code's list answers (newest first). */
export const PROMO_CODE_BOOKINGS_MAX = 200;

/** The bookings made with a code, newest first (at most PROMO_CODE_BOOKINGS_MAX). */
export async function promoCodeBookings(ctx: AppContext, id: number): Promise<PromoCodeBookingRow[]> {
  await promoCodeById(ctx, id);
  const { rows } = await ctx.pool.query<PromoCodeBookingRow>(
    `select g.id, coalesce(nullif(e.title, ''), 'Unknown') as "itemTitle",
            to_char(g.booking_date, 'YYYY-MM-DD') as "bookingDate", g.time_slot as "timeSlot",
            g.guest_name as "guestName", g.number_of_guests as "numberOfGuests", g.status,
            g.total_price + g.discount as "listPrice", g.discount, g.total_price as "totalPrice",
            ${PROMO_LIVE_USE_SQL} as counted, g.created_at as "createdAt"
     from guest_booking g join experience e on e.id = g.experience_id
     where g.promo_code_id = $1 order by g.created_at desc, g.id desc limit ${PROMO_CODE_BOOKINGS_MAX}`,
    [id],
  );
  return rows;
}
