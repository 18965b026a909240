import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { cutoffHoursOf } from '../../../../domain/booking.js';
import { MAX_BOOKING_CUTOFF_HOURS } from '../../../../domain/holds.js';
import { mayOffer } from '../../../../domain/waitlist.js';
import type { AppContext } from '../../context.js';
import type { Logger } from '../../common/logger.js';
import type { Orm } from '../../db/orm.js';
import type { Job } from '../../platform/jobs/jobs.js';
import { inTransaction } from '../../platform/events/event-bus.js';
import { Experience } from '../experience/experience.entity.js';
import { closeQueue, lockSlot } from './waitlist.offers.js';

/**
 * Closes the queues of slots whose sales closed (their cut-off came) with guests still waiting: they
 * are told no seats will come (issue 41 point 2). A queue whose last offer ran out is closed by the
 * expiry already; this finds the ones where nothing freed up. Each slot in its own transaction.
 */
export async function closeEndedQueues(
  ctx: Pick<AppContext, 'em' | 'config' | 'mail'>,
  logger: Logger,
  now = new Date(),
): Promise<number> {
  // A cut-off is at most a week before its slot: later slots are still sold.
  const until = addDays(seoulToday(now), Math.ceil(MAX_BOOKING_CUTOFF_HOURS / 24) + 1);
  const slots = await ctx.em.execute<{ experienceId: number; date: string; time: string }[]>(
    `select distinct experience_id as "experienceId", to_char(booking_date, 'YYYY-MM-DD') as date, time_slot as time
     from waitlist_entry where status = 'waiting' and booking_date <= ?
     order by 2, 3, 1 limit 500`,
    [until],
  );
  let closed = 0;
  for (const { experienceId, date, time } of slots) {
    try {
      closed += await inTransaction(ctx.em, logger, async (em) => {
        const experience = await em.findOneOrFail(Experience, { id: experienceId });
        if (mayOffer({ cutoffHours: cutoffHoursOf(experience), date, time }, now)) return 0;
        const slot = { experience, date, time };
        await lockSlot(em, slot);
        return closeQueue(em, { config: ctx.config, now }, slot);
      });
    } catch (error) {
      logger.error({ err: error, experienceId, date, time }, 'could not close a waitlist');
    }
  }
  if (closed) {
    logger.info({ closed }, 'waitlist entries closed');
    ctx.mail.kick();
  }
  return closed;
}

/** The closing as a job every five minutes (once across instances). */
export function waitlistCloseJob(orm: Orm, deps: Pick<AppContext, 'config' | 'mail'>, logger: Logger): Job {
  return {
    queue: 'waitlist-close',
    cron: '*/5 * * * *',
    run: () => closeEndedQueues({ ...deps, em: orm.em.fork() }, logger),
  };
}
