import {
  classify,
  dequeue,
  enqueue,
  flush,
  queuedFor,
  retryDelay,
  settle,
  type QueuedCheckIn,
  type SendResult,
} from './queue';

const meta = (id: string, scannedAt = '2026-11-29T00:55:00.000Z') => ({ id, deviceId: 'phone-a', scannedAt });
const ok = (body: object): SendResult => ({ kind: 'http', status: 200, body: { arrived: true, ...body } });

describe('the offline check-in queue', () => {
  it('queues check-ins in scan order with their device and scan time', () => {
    let queue: QueuedCheckIn[] = [];
    queue = enqueue(queue, { bookingId: 7 }, meta('1'));
    queue = enqueue(queue, { ticketCode: 'T7KQ-M2XP' }, meta('2', '2026-11-29T00:56:00.000Z'));
    expect(queue).toEqual([
      {
        id: '1',
        deviceId: 'phone-a',
        scannedAt: '2026-11-29T00:55:00.000Z',
        attempts: 0,
        request: { bookingId: 7 },
      },
      {
        id: '2',
        deviceId: 'phone-a',
        scannedAt: '2026-11-29T00:56:00.000Z',
        attempts: 0,
        request: { ticketCode: 'T7KQ-M2XP' },
      },
    ]);
    expect(queuedFor(queue, 7)?.id).toBe('1');
  });

  it('keeps one entry per booking: the latest guest count, the first scan time', () => {
    let queue = enqueue([], { bookingId: 7, guestsArrived: 3 }, meta('1'));
    queue = enqueue(queue, { bookingId: 7, guestsArrived: 4 }, meta('2', '2026-11-29T01:10:00.000Z'));
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      id: '1',
      scannedAt: '2026-11-29T00:55:00.000Z',
      request: { guestsArrived: 4 },
    });
    // The same ticket typed in lower case is the same ticket.
    queue = enqueue(enqueue([], { ticketCode: 'ab12' }, meta('3')), { ticketCode: 'AB12' }, meta('4'));
    expect(queue).toHaveLength(1);
  });

  it('drops a queued check-in on undo', () => {
    const queue = enqueue(enqueue([], { bookingId: 1 }, meta('1')), { bookingId: 2 }, meta('2'));
    expect(dequeue(queue, '1').map((item) => item.id)).toEqual(['2']);
  });

  it.each([
    [{ kind: 'network' } as SendResult, 'retry'],
    [{ kind: 'http', status: 503, body: null } as SendResult, 'retry'],
    [{ kind: 'http', status: 429, body: null } as SendResult, 'retry'],
    [ok({}), 'sent'],
    [
      ok({ arrived: false, alreadyCheckedInAt: '2026-11-29T01:02:00Z', alreadyCheckedInBy: 'Minji' }),
      'conflict',
    ],
    [
      ok({ arrived: false, wrongSlot: { date: '2026-11-30', time: '10:00', itemName: 'Hanbok walk' } }),
      'wrong-slot',
    ],
    [{ kind: 'http', status: 404, body: { code: 'TICKET_NOT_FOUND' } } as SendResult, 'refused'],
    [
      { kind: 'http', status: 409, body: { code: 'BOOKING_CANCELLED', message: 'Cancelled' } } as SendResult,
      'refused',
    ],
  ])('classifies %j as %s', (result, kind) => {
    expect(classify(result).kind).toBe(kind);
  });

  it('waits longer after each failed try, up to a minute', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([2000, 2000, 4000, 8000, 60000]);
  });

  it('sends in scan order and reports each answer, the server deciding conflicts', async () => {
    const queue = [1, 2, 3].reduce<QueuedCheckIn[]>(
      (q, id) => enqueue(q, { bookingId: id }, meta(String(id))),
      [],
    );
    const sent: number[] = [];
    const { remaining, reports } = await flush(queue, async (item) => {
      sent.push(item.request.bookingId!);
      if (item.request.bookingId === 2)
        return ok({ arrived: false, alreadyCheckedInAt: 'x', alreadyCheckedInBy: 'Minji' });
      if (item.request.bookingId === 3)
        return { kind: 'http', status: 409, body: { code: 'BOOKING_CANCELLED' } };
      return ok({});
    });
    expect(sent).toEqual([1, 2, 3]);
    expect(remaining).toEqual([]);
    expect(reports.map((r) => [r.item.id, r.outcome.kind])).toEqual([
      ['1', 'sent'],
      ['2', 'conflict'],
      ['3', 'refused'],
    ]);
  });

  it('stops at the first check-in without an answer and keeps it and the rest, counting the try', async () => {
    const queue = [1, 2, 3].reduce<QueuedCheckIn[]>(
      (q, id) => enqueue(q, { bookingId: id }, meta(String(id))),
      [],
    );
    const { remaining, reports } = await flush(queue, async (item) =>
      item.request.bookingId === 2 ? { kind: 'network' } : ok({}),
    );
    expect(reports.map((r) => r.item.id)).toEqual(['1']);
    expect(remaining.map((item) => [item.id, item.attempts])).toEqual([
      ['2', 1],
      ['3', 0],
    ]);
  });

  it('settles a flush into the queue as it is now, keeping what was queued or changed meanwhile', () => {
    const sent = enqueue(enqueue([], { bookingId: 1 }, meta('1')), { bookingId: 2 }, meta('2'));
    // While the flush ran: booking 2 got a new guest count, booking 3 was scanned.
    const now = enqueue(
      enqueue(sent, { bookingId: 2, guestsArrived: 2 }, meta('x')),
      { bookingId: 3 },
      meta('3'),
    );
    expect(settle(now, sent, []).map((item) => item.id)).toEqual(['2', '3']);
    // A flush that left booking 1 waiting keeps it with its counted try.
    const left = [{ ...sent[0], attempts: 1 }];
    expect(settle(sent, sent, left)).toEqual([left[0]]);
  });
});
