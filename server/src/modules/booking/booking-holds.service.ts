import { HOLDING_STATUSES } from '../../../../domain/constants.js';
import type { AppContext } from '../../context.js';
import type { Logger } from '../../common/logger.js';
import type { Orm } from '../../db/orm.js';
import { BookingStatusEnum, LogAuthorEnum } from '../../common/enums.js';
import type { Job } from '../../platform/jobs/jobs.js';
import { changeStatus } from './booking-status.service.js';

/**
 * The end of seat holds (domain/holds.ts): a booking still `pending` or `awaiting_payment` past its
 * `holdExpiresAt` becomes `expired` and its guest is mailed. Its seats came back already at that instant
 * (every count ignores an ended hold), except on a slot whose waitlist has guests waiting: there a sale
 * still counts them taken until this job offers them to the queue in the hold's expiry transaction
 * (domain/waitlist.ts takesSeatsForSaleSql). Each booking in its own transaction, its
 * row locked and its status checked again there (changeStatus), so a booking staff approve or a payment
 * confirms at the same moment is left alone.
 */
export async function expireHolds(
  // The server key signs the links of the mails an ended hold causes (a waitlist's next offer).
  ctx: Pick<AppContext, 'em' | 'config' | 'mail'> & Partial<Pick<AppContext, 'hasher'>>,
  logger: Logger,
  now = new Date(),
): Promise<number[]> {
  const due = await ctx.em.execute<{ id: number }[]>(
    `select id from guest_booking
     where status in (${HOLDING_STATUSES.map((s) => `'${s}'`).join(', ')}) and hold_expires_at <= ?
     order by hold_expires_at, id limit 500`,
    [now],
  );
  const expired: number[] = [];
  for (const { id } of due) {
    try {
      const booking = await changeStatus(
        { ...ctx, em: ctx.em.fork(), logger },
        id,
        BookingStatusEnum.expired,
        {
          author: LogAuthorEnum.system,
          now,
          // Only a booking still waiting, and still past its hold, expires (read under its lock).
          onlyIf: (booking) =>
            (HOLDING_STATUSES as readonly string[]).includes(booking.status) &&
            !!booking.holdExpiresAt &&
            booking.holdExpiresAt.getTime() <= now.getTime(),
        },
      );
      if (booking.status === BookingStatusEnum.expired) expired.push(id);
    } catch (error) {
      logger.error({ err: error, bookingId: id }, 'could not expire a booking hold');
    }
  }
  if (expired.length) logger.info({ expired }, 'booking holds expired');
  return expired;
}

/** The expiry as a job every minute (once across instances): holds last minutes, not hours. */
export function holdExpiryJob(
  orm: Orm,
  deps: Pick<AppContext, 'config' | 'mail'> & Partial<Pick<AppContext, 'hasher'>>,
  logger: Logger,
): Job {
  return {
    queue: 'booking-holds-expire',
    cron: '* * * * *',
    run: () => expireHolds({ ...deps, em: orm.em.fork() }, logger),
  };
}
