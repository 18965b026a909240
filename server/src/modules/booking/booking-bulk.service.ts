import type { AppContext } from '../../context.js';
import { AppError, badInput } from '../../common/errors.js';
import { BookingStatusEnum } from '../../common/enums.js';
import { ADMIN_CANCEL_REASON, BOOKING_ERRORS } from './booking.errors.js';
import { approveBooking, cancelBooking } from './booking-status.service.js';
import { BulkActionEnum, BulkOutcomeEnum } from './booking-admin.types.js';
import { GuestBooking } from './guest-booking.entity.js';

/** The admin desk's actions on many bookings at once (resending a booking's last mail is booking-mail's). */

/** The most bookings one bulk action (or its preview) takes. */
export const BULK_MAX = 500;
const targetOf = (action: BulkActionEnum) =>
  action === BulkActionEnum.approve ? BookingStatusEnum.confirmed : BookingStatusEnum.cancelled;

function checkSelection(ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length < 1 || unique.length > BULK_MAX || unique.some((id) => !Number.isInteger(id) || id < 1)) {
    throw badInput(BOOKING_ERRORS.badSelection);
  }
  return unique;
}

/** How many of the selected a bulk action applies to (those not already in its status). */
export async function bulkPreview(ctx: AppContext, ids: readonly number[], action: BulkActionEnum) {
  const selected = checkSelection(ids);
  const { rows } = await ctx.pool.query<{ n: string }>(
    `select count(*) as n from guest_booking where id = any($1::int[]) and status <> $2`,
    [selected, targetOf(action)],
  );
  return { selected: selected.length, applicable: Number(rows[0].n), mailsGuests: true };
}

/**
 * Approves or cancels each selected booking through the single-booking path (same slot lock, same
 * mails), oldest application first, and reports each outcome; a full slot refuses, never overbooks.
 */
export async function bulkAction(
  ctx: AppContext,
  ids: readonly number[],
  action: BulkActionEnum,
  reason?: string | null,
) {
  const selected = checkSelection(ids);
  const target = targetOf(action);
  const current = await ctx.em.find(
    GuestBooking,
    { id: selected },
    { orderBy: { createdAt: 'asc', id: 'asc' }, populate: ['experience'] },
  );
  const byId = new Map(current.map((b) => [b.id, b]));
  const results: { id: number; outcome: BulkOutcomeEnum; booking: GuestBooking | null }[] = [];
  for (const booking of current) {
    if (booking.status === target) {
      results.push({ id: booking.id, outcome: BulkOutcomeEnum.already, booking });
      continue;
    }
    try {
      const changed =
        action === BulkActionEnum.approve
          ? await approveBooking(ctx, booking.id)
          : await cancelBooking(ctx, booking.id, reason?.trim() || ADMIN_CANCEL_REASON);
      results.push({
        id: booking.id,
        outcome: action === BulkActionEnum.approve ? BulkOutcomeEnum.approved : BulkOutcomeEnum.cancelled,
        booking: changed,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') {
        results.push({ id: booking.id, outcome: BulkOutcomeEnum.refused_over_capacity, booking });
      } else if (error instanceof AppError && error.code === 'NOT_FOUND') {
        results.push({ id: booking.id, outcome: BulkOutcomeEnum.not_found, booking: null });
      } else throw error;
    }
  }
  for (const id of selected) {
    if (!byId.has(id)) results.push({ id, outcome: BulkOutcomeEnum.not_found, booking: null });
  }
  return results;
}
