import { writeAuditedSetting } from '../audit/audited-setting.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import type { AppContext } from '../../context.js';
import type { Logger } from '../../common/logger.js';
import { badInput } from '../../common/errors.js';
import { BookingStatusEnum, LogAuthorEnum } from '../../common/enums.js';
import type { Orm } from '../../db/orm.js';
import type { Job } from '../../platform/jobs/jobs.js';
import { numberSetting, readSetting } from '../../platform/app-setting/app-setting.service.js';
import { changeStatus } from '../booking/booking-status.service.js';
import { OWING_SQL, PAID_SQL } from '../../common/payment-state.sql.js';
import { OVERDUE_ERRORS } from './payment.errors.js';

/**
 * Overdue bookings (issue 22 point 6): a confirmed booking still owing money after its deadline is
 * overdue. Staff may have them cancelled automatically N days after the deadline (off until set); the
 * dashboard shows which ones the next run would cancel before any is.
 */
const SETTING = 'payment-auto-cancel-days';
/** The days after the deadline before an unpaid booking is cancelled (unset: never). */
const AUTO_CANCEL_DAYS = numberSetting(SETTING);
export const AUTO_CANCEL_MAX_DAYS = 60;
/** The days after the deadline before an unpaid booking is cancelled; null: never (the default). */
export async function autoCancelDays(em: EntityManager): Promise<number | null> {
  return readSetting(em, AUTO_CANCEL_DAYS);
}

/** Staff turn automatic cancellation on (1-60 days) or off (null); the change is audited with it. */
export async function setAutoCancelDays(ctx: AppContext, days: unknown): Promise<number | null> {
  const value = days ?? null;
  if (
    value !== null &&
    (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > AUTO_CANCEL_MAX_DAYS)
  ) {
    throw badInput(OVERDUE_ERRORS.badDays(AUTO_CANCEL_MAX_DAYS), { field: 'days' });
  }
  await ctx.em.transactional(async (em) => {
    await writeAuditedSetting(em, ctx, AUTO_CANCEL_DAYS, value as number | null);
    await em.flush();
  });
  return value as number | null;
}

export interface OverdueBooking {
  id: number;
  guestName: string;
  itemId: number;
  bookingDate: string;
  dueDate: string;
  amountDue: number;
  amountPaid: number;
}

/** The overdue bookings whose deadline is more than `days` days past (`today`, Seoul), oldest first. */
export async function overdueBeyond(
  em: EntityManager,
  days: number,
  today: string,
): Promise<OverdueBooking[]> {
  // PostgreSQL answers a sum as text.
  const rows = await em.execute<(Omit<OverdueBooking, 'amountPaid'> & { amountPaid: string })[]>(
    `select b.id, b.guest_name as "guestName", b.experience_id as "itemId",
            to_char(b.booking_date, 'YYYY-MM-DD') as "bookingDate",
            to_char(b.payment_due_date, 'YYYY-MM-DD') as "dueDate",
            b.amount_due as "amountDue", ${PAID_SQL} as "amountPaid"
       from guest_booking b
      where ${OWING_SQL} and b.payment_due_date < ?
      order by b.payment_due_date, b.id
      limit 500`,
    [addDays(today, -days)],
  );
  return rows.map((r) => ({ ...r, amountPaid: Number(r.amountPaid) }));
}

/** The dashboard's look: the setting, and what the next run would cancel under it. */
export async function autoCancelPreview(ctx: AppContext, now = new Date()) {
  const days = await autoCancelDays(ctx.em);
  return { days, wouldCancel: days === null ? [] : await overdueBeyond(ctx.em, days, seoulToday(now)) };
}

/**
 * Cancels the bookings overdue beyond the setting, each as the system with the deadline as the reason
 * (the guest is mailed as for any cancellation; the seats are freed). Nothing when the setting is off.
 */
export async function cancelOverdue(
  ctx: Pick<AppContext, 'em' | 'config' | 'mail'> & Partial<Pick<AppContext, 'logger'>>,
  logger: Logger,
  now = new Date(),
): Promise<number[]> {
  const days = await autoCancelDays(ctx.em);
  if (days === null) return [];
  const cancelled: number[] = [];
  for (const booking of await overdueBeyond(ctx.em, days, seoulToday(now))) {
    try {
      await changeStatus({ ...ctx, em: ctx.em.fork() }, booking.id, BookingStatusEnum.cancelled, {
        author: LogAuthorEnum.system,
        reason: `Not paid by the deadline (${booking.dueDate}).`,
      });
      cancelled.push(booking.id);
    } catch (error) {
      logger.error({ err: error, bookingId: booking.id }, 'could not cancel an overdue booking');
    }
  }
  if (cancelled.length) logger.info({ cancelled }, 'overdue bookings cancelled');
  return cancelled;
}

/** The automatic cancellation as an hourly job (once across instances). */
export function overdueCancelJob(orm: Orm, deps: Pick<AppContext, 'config' | 'mail'>, logger: Logger): Job {
  return {
    queue: 'overdue-payments-cancel',
    cron: '41 * * * *',
    run: () => cancelOverdue({ ...deps, em: orm.em.fork(), logger }, logger),
  };
}
