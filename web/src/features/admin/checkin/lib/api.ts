import type { CheckInAnswer, CheckInRequest, SendResult } from './queue';

/** The check-in REST endpoints (issue 39): the admin session cookie goes with a same-origin fetch. */

export type ManifestRow = {
  bookingId: number;
  /** `#123`. */
  bookingNumber?: string | null;
  itemId?: number;
  itemName?: string;
  date?: string;
  time?: string;
  name: string;
  guests: number;
  /** Checked in. */
  arrived: boolean;
  /** How many of the guests came (3 of 4); null until checked in. */
  guestsArrived: number | null;
  checkedInAt: string | null;
  checkedInBy: string | null;
  noShow: boolean;
  paymentStatus: string | null;
  amountDue: number;
  currency?: string | null;
  option: string | null;
  language: string | null;
  specialRequests: string | null;
  phone: string | null;
  status: string;
};

export type SlotSummary = {
  time: string;
  itemId: number;
  itemName: string;
  bookings: number;
  guests: number;
  arrived: number;
};

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

export const fetchSlots = (date: string) =>
  call<SlotSummary[]>('GET', `/api/admin/manifest/slots?date=${encodeURIComponent(date)}`);

export const fetchManifest = (date: string, time: string, itemId: number | null) =>
  call<ManifestRow[]>(
    'GET',
    `/api/admin/manifest?${new URLSearchParams({ date, time, ...(itemId ? { itemId: String(itemId) } : {}) }).toString()}`,
  );

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
