import type pg from 'pg';
import { takesSeatsSql } from '../../../../domain/holds.js';
import {
  normalizePromoCode,
  PROMO_CODE_MAX_LENGTH,
  promoDiscount,
  promoRefusal,
  promoRefusalMessage,
  type PromoRefusal,
  type PromoRules,
  type PromoTarget,
} from '../../../../domain/promo.js';
import { bookingTotal } from '../../../../domain/pricing.js';
import { promoCheckSchema } from '../../../../domain/schemas/promo.js';
import type { AppContext } from '../../context.js';
import type { Logger } from '../../common/logger.js';
import { validate } from '../../common/validate.js';
import { Experience } from '../experience/experience.entity.js';
import { promoRefused } from './promo-code.errors.js';

/** A promo code's applying to guests' bookings: the check before sending, and the application's snapshot. */

/**
 * A booking that uses a code, in SQL (alias `g` = guest_booking): one that takes seats (confirmed, or a
 * live hold: domain/holds.ts), so a cancelled or expired booking, or a hold past its end, gives its use
 * back exactly when it gives back its seats.
 */
export const PROMO_LIVE_USE_SQL = takesSeatsSql('g');

/** A code's row as its rules read it, with its live uses (in all and by one e-mail). */
interface PromoRow extends PromoRules {
  id: number;
  code: string;
  uses: number;
  usesByEmail: number | null;
}

const PROMO_ROW_SQL = `select p.id, p.code, p.kind, p.value, p.experience_ids as "experienceIds",
    to_char(p.booking_from, 'YYYY-MM-DD') as "bookingFrom", to_char(p.booking_until, 'YYYY-MM-DD') as "bookingUntil",
    to_char(p.travel_from, 'YYYY-MM-DD') as "travelFrom", to_char(p.travel_until, 'YYYY-MM-DD') as "travelUntil",
    p.max_uses as "maxUses", p.max_uses_per_email as "maxUsesPerEmail", p.min_guests as "minGuests", p.active,
    (select count(*)::int from guest_booking g where g.promo_code_id = p.id and ${PROMO_LIVE_USE_SQL}) as uses,
    case when $2::text is not null then (select count(*)::int from guest_booking g
      where g.promo_code_id = p.id and g.guest_email = $2 and ${PROMO_LIVE_USE_SQL}) end as "usesByEmail"
  from promo_code p where p.code = $1`;

/** The code typed (any case) with its live uses, or null when there is none. One round trip. */
async function promoRow(pool: pg.Pool, typed: string, email: string | null): Promise<PromoRow | null> {
  const code = normalizePromoCode(typed);
  if (!code || code.length > PROMO_CODE_MAX_LENGTH) return null;
  const { rows } = await pool.query<PromoRow>({
    name: 'promo-code-row',
    text: PROMO_ROW_SQL,
    values: [code, email],
  });
  return rows[0] ?? null;
}

/** Why the code was refused, in the log: never the code's guest, nor the code typed (it may be a guess). */
function logRefusal(
  logger: Logger,
  refusal: PromoRefusal,
  where: 'check' | 'application' | 'store',
  codeId?: number,
) {
  logger.info({ promoCodeId: codeId ?? null, reason: refusal, where }, 'promo code refused');
}

/** What a code does to a booking: its row's id, the code as stored, and the KRW it takes off. */
export interface PromoApplied {
  id: number;
  code: string;
  discount: number;
}

/**
 * The code a guest's application carries (none: null), checked for that booking (its item, visit date,
 * guests and e-mail) and applied to its list total: what it takes off, or the one refusal (400, the
 * guest's language) with the reason in the log. The uses are counted again under the code's lock when
 * the booking is stored (booking.store.ts): this read only spares a doomed application its transaction.
 */
export async function promoForApplication(
  ctx: Pick<AppContext, 'pool' | 'logger'>,
  target: PromoTarget & { promoCode?: string | null; guestEmail: string; language: unknown },
  listTotal: number,
  now: Date = new Date(),
): Promise<PromoApplied | null> {
  if (!target.promoCode) return null;
  const row = await promoRow(ctx.pool, target.promoCode, target.guestEmail);
  const refusal = promoRefusal(row, target, { total: row?.uses ?? 0, byEmail: row?.usesByEmail }, now);
  if (refusal || !row) {
    logRefusal(ctx.logger, refusal ?? 'unknown', 'application', row?.id);
    throw promoRefused(target.language);
  }
  return { id: row.id, code: row.code, discount: promoDiscount(row, listTotal) };
}

/** STORE refused the code: its last use went to a parallel application (or staff switched it off). */
export function promoRefusedAtStore(logger: Logger, promo: PromoApplied | null, language: unknown) {
  logRefusal(logger, 'used_up', 'store', promo?.id);
  return promoRefused(language);
}

/** The answer of a code's check: whether it applies, what it takes off and what is left to pay (KRW). */
export interface PromoCheck {
  valid: boolean;
  discount: number;
  total: number;
  /** The one refusal, in the guest's language (null when valid). */
  message: string | null;
}

/**
 * `POST /api/promo-codes/check`: the price of a booking with the code, before the guest sends it (the
 * application checks and recomputes it all again). Rate-limited per address (a check is a guess); a
 * code that does not apply answers `valid: false` with the same words whatever the reason. An unknown
 * or inactive item answers like a refused code. The per-e-mail limit is the application's: the check
 * knows no e-mail.
 */
export async function checkPromoCode(
  ctx: AppContext,
  input: unknown,
  now: Date = new Date(),
): Promise<PromoCheck> {
  const values = validate(promoCheckSchema, input);
  await ctx.rateLimiters.promoCheck.consume(ctx.address);
  const [item, row] = await Promise.all([
    ctx.em.findOne(Experience, { id: values.itemId, isActive: true }),
    promoRow(ctx.pool, values.code, null),
  ]);
  const listTotal = item ? bookingTotal(item, values.numberOfGuests, values.withOption === true) : 0;
  const refusal = item ? promoRefusal(row, values, { total: row?.uses ?? 0 }, now) : ('other_item' as const);
  if (refusal || !row) {
    logRefusal(ctx.logger, refusal ?? 'unknown', 'check', row?.id);
    return { valid: false, discount: 0, total: listTotal, message: promoRefusalMessage(values.language) };
  }
  const discount = promoDiscount(row, listTotal);
  return { valid: true, discount, total: listTotal - discount, message: null };
}
