import { writeAuditedSetting } from '../audit/audited-setting.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { NO_SHOW_AFTER_HOURS, slotEndInstant } from '../../../../domain/checkIn.js';
import type { AppContext } from '../../context.js';
import type { Logger } from '../../common/logger.js';
import { badInput } from '../../common/errors.js';
import type { Orm } from '../../db/orm.js';
import type { Job } from '../../platform/jobs/jobs.js';
import { numberSetting, readSetting } from '../../platform/app-setting/app-setting.service.js';
import { inTransaction } from '../../platform/events/event-bus.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';
import { announce, setNoShow } from './check-in.service.js';
import { CHECK_IN_ERRORS } from './check-in.errors.js';
import { LockMode } from '@mikro-orm/core';

/**
 * Automatic no-shows (issue 39 point 3): a slot's confirmed bookings nobody checked in nor marked become
 * no-shows N hours after the slot's end. Off until an owner sets the hours.
 */
const SETTING = 'no-show-auto-hours';
const AUTO_HOURS = numberSetting(SETTING);
const HOUR_MS = 3_600_000;
/** How far back the job looks: a slot older than this that nobody marked stays unmarked. */
const LOOK_BACK_DAYS = 7;

export async function noShowAutoHours(em: EntityManager): Promise<number | null> {
  return readSetting(em, AUTO_HOURS);
}

/** An owner turns automatic no-shows on (1-72 hours after the slot's end) or off (null); audited. */
export async function setNoShowAutoHours(ctx: AppContext, hours: unknown): Promise<number | null> {
  const value = hours ?? null;
  const { min, max } = NO_SHOW_AFTER_HOURS;
  if (value !== null && (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max))
    throw badInput(CHECK_IN_ERRORS.badNoShowHours, { field: 'hours' });
  await ctx.em.transactional(async (em) => {
    await writeAuditedSetting(em, ctx, AUTO_HOURS, value as number | null);
    await em.flush();
  });
  return value as number | null;
}

/**
 * Marks as no-shows the confirmed, unmarked bookings of the slots that ended `hours` ago or more (within
 * the last LOOK_BACK_DAYS days), as the system; each in its own transaction, announced and logged.
 * Nothing when the setting is off. Answers the ids marked.
 */
export async function markNoShowsAfterSlots(
  ctx: Pick<AppContext, 'em'>,
  logger: Logger,
  now = new Date(),
): Promise<number[]> {
  const hours = await noShowAutoHours(ctx.em);
  if (hours === null) return [];
  const today = seoulToday(now);
  // The day index (booking_date first) bounds the read to the last days' rows.
  const candidates = await ctx.em.execute<{ id: number; date: string; time: string; duration: string }[]>(
    `select b.id, to_char(b.booking_date, 'YYYY-MM-DD') as date, b.time_slot as time, e.duration
       from guest_booking b join experience e on e.id = b.experience_id
      where b.booking_date between ? and ? and b.status = 'confirmed'
        and b.checked_in_at is null and b.no_show_at is null
      order by b.booking_date, b.time_slot, b.id`,
    [addDays(today, -LOOK_BACK_DAYS), today],
  );
  const due = candidates.filter((c) => {
    const end = slotEndInstant(c.date, c.time, c.duration);
    return end !== null && end.getTime() + hours * HOUR_MS <= now.getTime();
  });
  const marked: number[] = [];
  for (const { id } of due) {
    try {
      const done = await inTransaction(ctx.em, logger, async (em) => {
        const booking = await em.findOneOrFail(GuestBooking, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
        // Checked in or marked meanwhile, or no longer confirmed: left as it is.
        if (booking.status !== 'confirmed' || booking.checkedInAt || booking.noShowAt) return false;
        setNoShow(
          em,
          booking,
          null,
          now,
          `Marked as a no-show automatically, ${hours} hour(s) after the slot`,
        );
        await announce(em, booking);
        await em.flush();
        return true;
      });
      if (done) marked.push(id);
    } catch (error) {
      logger.error({ err: error, bookingId: id }, 'could not mark a no-show');
    }
  }
  if (marked.length) logger.info({ marked }, 'no-shows marked after their slots');
  return marked;
}

/** The automatic no-shows as an hourly job (once across instances). */
export function noShowJob(orm: Orm, logger: Logger): Job {
  return {
    queue: 'no-show-after-slot',
    cron: '17 * * * *',
    run: () => markNoShowsAfterSlots({ em: orm.em.fork() }, logger),
  };
}
