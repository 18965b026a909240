import type { CheckInAnswer, CheckInRequest, SendResult } from './queue';

/**
 * The check-in screen's writes over REST (issue 39): the offline queue's send, the undo and the no-show
 * marks; the admin session cookie goes with a same-origin fetch. The reads are GraphQL (graphql/).
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as (T & { code?: string; message?: string }) | null;
  if (!res.ok) throw new ApiError(res.status, json?.code, json?.message || `HTTP ${res.status}`);
  return json as T;
}

export type CheckInBody = CheckInRequest & { deviceId: string; scannedAt?: string };

/** A check-in as the queue sends it: never throws; no answer is `network`. */
export async function sendCheckIn(body: CheckInBody): Promise<SendResult> {
  try {
    const res = await fetch('/api/admin/check-ins', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      kind: 'http',
      status: res.status,
      body: (await res.json().catch(() => null)) as CheckInAnswer | null,
    };
  } catch {
    return { kind: 'network' };
  }
}

export const undoCheckIn = (bookingId: number, deviceId: string) =>
  call<unknown>('DELETE', `/api/admin/check-ins/${bookingId}?deviceId=${encodeURIComponent(deviceId)}`);
export const markNoShow = (bookingId: number) =>
  call<unknown>('POST', `/api/guest-bookings/${bookingId}/no-show`);
export const unmarkNoShow = (bookingId: number) =>
  call<unknown>('DELETE', `/api/guest-bookings/${bookingId}/no-show`);
