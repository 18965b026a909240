import type { ManifestRow, SlotSummary } from './types';
import type { QueuedCheckIn } from './queue';

/**
 * What stays on the phone (localStorage): the day's slots and manifests once loaded, the queue of
 * check-ins not sent yet, and the device's id. A day's copy is dropped when another day is saved.
 */

const QUEUE_KEY = 'checkin:queue:v1';
const DAY_KEY = 'checkin:day:v1';
const DEVICE_KEY = 'checkin:device:v1';

export type SavedDay = {
  date: string;
  savedAt: string;
  slots: SlotSummary[] | null;
  manifests: Record<string, ManifestRow[]>;
};

function read<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage: the screen still works while it stays open.
  }
}

export const loadQueue = (): QueuedCheckIn[] => read<QueuedCheckIn[]>(QUEUE_KEY) ?? [];
export const saveQueue = (queue: readonly QueuedCheckIn[]) => write(QUEUE_KEY, queue);

export function loadDay(date: string): SavedDay | null {
  const day = read<SavedDay>(DAY_KEY);
  return day?.date === date ? day : null;
}

/** Keeps the slots of `date`, or one slot's manifest, beside what is kept of that day already. */
export function saveDay(date: string, part: { slots: SlotSummary[] } | { key: string; rows: ManifestRow[] }) {
  const day = loadDay(date) ?? { date, savedAt: '', slots: null, manifests: {} };
  const next: SavedDay =
    'slots' in part
      ? { ...day, slots: part.slots }
      : { ...day, manifests: { ...day.manifests, [part.key]: part.rows } };
  write(DAY_KEY, { ...next, savedAt: new Date().toISOString() });
}

/** A random id naming this phone in the activity log ("phone 3f9a"), kept across visits. */
export function deviceId(): string {
  const known = read<string>(DEVICE_KEY);
  if (known) return known;
  const id = `web-${Math.random().toString(36).slice(2, 8)}`;
  write(DEVICE_KEY, id);
  return id;
}
