import { useCallback, useEffect, useRef, useState } from 'react';
import { sendCheckIn } from '../lib/api';
import {
  classify,
  dequeue,
  enqueue,
  flush,
  retryDelay,
  settle,
  type CheckInRequest,
  type FlushReport,
  type Outcome,
  type QueuedCheckIn,
} from '../lib/queue';
import { deviceId, loadQueue, saveQueue } from '../lib/storage';
import { useOnline } from './useOnline';

export type Submitted = { outcome: Outcome } | { queued: true };

let lastId = 0;
const localId = () => `${Date.now().toString(36)}-${(lastId++).toString(36)}`;

/**
 * Check-ins from this phone: sent at once when there is a connection (the answer is shown), else
 * queued on the phone (persisted) and sent when the connection returns — on the `online` event and
 * by retries that wait longer each time. Reports of queued check-ins (a conflict the server decided)
 * go to `onReports`.
 */
export function useCheckInQueue(onReports: (reports: FlushReport[]) => void) {
  const [queue, setQueue] = useState<QueuedCheckIn[]>(loadQueue);
  const online = useOnline();
  const device = useRef<string>('');
  device.current ||= deviceId();
  const current = useRef(queue);
  const sending = useRef(false);
  const report = useRef(onReports);
  useEffect(() => {
    report.current = onReports;
  });

  const update = useCallback((next: (queue: QueuedCheckIn[]) => QueuedCheckIn[]) => {
    current.current = next(current.current);
    saveQueue(current.current);
    setQueue(current.current);
  }, []);

  const send = useCallback(async () => {
    if (sending.current || current.current.length === 0) return;
    sending.current = true;
    const snapshot = current.current;
    try {
      const { remaining, reports } = await flush(snapshot, (item) =>
        sendCheckIn({ ...item.request, deviceId: item.deviceId, scannedAt: item.scannedAt }),
      );
      update((now) => settle(now, snapshot, remaining));
      if (reports.length) report.current(reports);
    } finally {
      sending.current = false;
    }
  }, [update]);

  // Sent when the connection returns, and retried while anything waits.
  useEffect(() => {
    if (!online || queue.length === 0) return;
    const timer = setTimeout(() => void send(), queue[0].attempts === 0 ? 0 : retryDelay(queue[0].attempts));
    return () => clearTimeout(timer);
  }, [online, queue, send]);

  /** A check-in: sent now when online (its answer returned), else queued. */
  const submit = useCallback(
    async (request: CheckInRequest): Promise<Submitted> => {
      const meta = { id: localId(), deviceId: device.current, scannedAt: new Date().toISOString() };
      if (navigator.onLine && current.current.length === 0) {
        // Sent at once: no scannedAt, which marks a queued scan (docs/check-in.md). The server would
        // take this request for a late offline scan and keep the old count of a booking already in.
        const outcome = classify(await sendCheckIn({ ...request, deviceId: meta.deviceId }));
        if (outcome.kind !== 'retry') return { outcome };
      }
      update((now) => enqueue(now, request, meta));
      return { queued: true };
    },
    [update],
  );

  const drop = useCallback((id: string) => update((now) => dequeue(now, id)), [update]);

  return { queue, online, submit, drop, deviceId: device.current };
}
