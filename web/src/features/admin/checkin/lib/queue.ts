/**
 * The phone's queue of check-ins made while the connection was down (pure: no storage, no network).
 * A check-in is queued with the device and the time of the scan; it is sent when the connection
 * returns, and the server decides conflicts (the first check-in it receives wins, a later one is told
 * who was first). The hook around it persists the queue and retries.
 */

export type CollectMethod = 'cash_on_site' | 'card_on_site';

/** What a check-in asks of the server (`POST /api/admin/check-ins`, without device and time). */
export type CheckInRequest = {
  bookingId?: number;
  ticketCode?: string;
  guestsArrived?: number;
  override?: boolean;
  collect?: { amount: number; method: CollectMethod };
  /** The slot the phone is checking in: a ticket for another one is not checked in without `override`. */
  slot?: { date: string; time: string; itemId?: number };
};

export type QueuedCheckIn = {
  /** Local id (undo of a queued check-in removes it without a request). */
  id: string;
  request: CheckInRequest;
  deviceId: string;
  /** ISO time of the scan on the phone: the server keeps it as the check-in time if it wins. */
  scannedAt: string;
  attempts: number;
};

/** What the server answered to one sent check-in, as the queue needs it. */
export type SendResult =
  | { kind: 'network' }
  | { kind: 'http'; status: number; body: CheckInAnswer | { code?: string; message?: string } | null };

export type CheckInAnswer = {
  arrived: boolean;
  alreadyCheckedInAt?: string | null;
  alreadyCheckedInBy?: string | null;
  /** A count queued offline for a booking checked in already: not applied; the count the server kept. */
  keptGuestsArrived?: number | null;
  wrongSlot?: { date: string; time: string; itemName: string } | null;
  amountDue?: number;
  /** The booking as the manifest shows it now. */
  booking?: { bookingId: number; name: string; guests: number } | null;
};

export type Outcome =
  /** Checked in by this device's request. */
  | { kind: 'sent'; answer: CheckInAnswer }
  /** Another device (or an earlier scan) was first: shown to staff. */
  | { kind: 'conflict'; answer: CheckInAnswer }
  /** The ticket is for another slot: not checked in; staff decide on screen. */
  | { kind: 'wrong-slot'; answer: CheckInAnswer }
  /** Refused for good (unknown ticket, cancelled booking): shown, dropped from the queue. */
  | { kind: 'refused'; status: number; code?: string; message?: string }
  /** No answer or a server fault: kept for the next try. */
  | { kind: 'retry' };

const keyOf = (request: CheckInRequest) =>
  request.bookingId !== undefined
    ? `b:${request.bookingId}`
    : `t:${(request.ticketCode ?? '').toUpperCase()}`;

/**
 * Adds a check-in to the queue. A second one for the same booking (or ticket) replaces the first's
 * request (the latest count of arrived guests) and keeps the first's scan time: the guest arrived then.
 */
export function enqueue(
  queue: readonly QueuedCheckIn[],
  request: CheckInRequest,
  meta: { id: string; deviceId: string; scannedAt: string },
): QueuedCheckIn[] {
  const key = keyOf(request);
  const earlier = queue.find((item) => keyOf(item.request) === key);
  if (!earlier) return [...queue, { ...meta, request, attempts: 0 }];
  return queue.map((item) =>
    item === earlier ? { ...item, request: { ...item.request, ...request }, attempts: 0 } : item,
  );
}

/** Removes a queued check-in (its undo before it was ever sent). */
export const dequeue = (queue: readonly QueuedCheckIn[], id: string): QueuedCheckIn[] =>
  queue.filter((item) => item.id !== id);

/** The queued check-in of a booking, if any. */
export const queuedFor = (queue: readonly QueuedCheckIn[], bookingId: number): QueuedCheckIn | undefined =>
  queue.find((item) => item.request.bookingId === bookingId);

/** How the server's answer to a sent check-in is taken. */
export function classify(result: SendResult): Outcome {
  if (result.kind === 'network') return { kind: 'retry' };
  const { status, body } = result;
  // 408/429/5xx: the server did not decide; the check-in waits for the next try.
  if (status === 408 || status === 429 || status >= 500) return { kind: 'retry' };
  if (status >= 200 && status < 300 && body && 'arrived' in body) {
    if (body.alreadyCheckedInAt) return { kind: 'conflict', answer: body };
    if (body.wrongSlot && !body.arrived) return { kind: 'wrong-slot', answer: body };
    return { kind: 'sent', answer: body };
  }
  const error = (body ?? {}) as { code?: string; message?: string };
  return { kind: 'refused', status, code: error.code, message: error.message };
}

/** Milliseconds before the next try of a queue that failed `attempts` times: 2 s, 4 s … up to 60 s. */
export const retryDelay = (attempts: number): number =>
  Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));

export type FlushReport = { item: QueuedCheckIn; outcome: Outcome };

/**
 * Sends the queue in scan order, one at a time (the first scan of a booking reaches the server
 * first). Stops at the first check-in that must wait (no connection): the rest wait with it. Returns
 * what is left and what happened to each sent one.
 */
export async function flush(
  queue: readonly QueuedCheckIn[],
  send: (item: QueuedCheckIn) => Promise<SendResult>,
): Promise<{ remaining: QueuedCheckIn[]; reports: FlushReport[] }> {
  const reports: FlushReport[] = [];
  for (let index = 0; index < queue.length; index++) {
    const item = queue[index];
    const outcome = classify(await send(item));
    if (outcome.kind === 'retry') {
      const waiting = queue
        .slice(index)
        .map((rest, at) => (at === 0 ? { ...rest, attempts: rest.attempts + 1 } : rest));
      return { remaining: waiting, reports };
    }
    reports.push({ item, outcome });
  }
  return { remaining: [], reports };
}

/**
 * Merges the result of a flush into the queue as it is now: check-ins queued while the flush ran
 * stay, and so does one whose request changed meanwhile (a new guest count is still to be sent);
 * those the flush settled go; those it left keep its attempt count.
 */
export function settle(
  current: readonly QueuedCheckIn[],
  sent: readonly QueuedCheckIn[],
  remaining: readonly QueuedCheckIn[],
): QueuedCheckIn[] {
  const before = new Map(sent.map((item) => [item.id, item]));
  const left = new Map(remaining.map((item) => [item.id, item]));
  return current.flatMap((item) => {
    const was = before.get(item.id);
    if (!was || was.request !== item.request) return [item];
    const still = left.get(item.id);
    return still ? [still] : [];
  });
}
