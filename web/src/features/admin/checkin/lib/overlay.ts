import type { ManifestRow } from './types';
import type { QueuedCheckIn } from './queue';

/**
 * The manifest as this phone shows it: each booking with the check-in it has queued (not sent yet)
 * applied, so the guide sees who is here while the connection is down.
 */
export function withQueued(rows: readonly ManifestRow[], queue: readonly QueuedCheckIn[]) {
  return rows.map((row) => {
    const queued = queue.find((item) => item.request.bookingId === row.bookingId);
    if (!queued) return { ...row, pending: false };
    const guestsArrived = queued.request.guestsArrived ?? row.guestsArrived ?? row.guests;
    return { ...row, arrived: true, guestsArrived, noShow: false, pending: true };
  });
}
