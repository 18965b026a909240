/**
 * The back office's live events for screens that keep their own data rather than Apollo queries (the
 * check-in screen, which must also work from what is saved on the phone): the shell's live updates
 * publish each event here, and after a reconnect a `RESYNC` (events may have been missed).
 */
export type LiveNotice = { kind: string; bookingDate?: string | null; timeSlot?: string | null };

const listeners = new Set<(notice: LiveNotice) => void>();

export function publishLive(notice: LiveNotice): void {
  listeners.forEach((listener) => listener(notice));
}

/** Calls `listener` with each live event until the returned function is called. */
export function subscribeLive(listener: (notice: LiveNotice) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
