import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeLive } from '@/features/admin/kit/liveEvents';
import { fetchManifest, fetchSlots, type ManifestRow, type SlotSummary } from '../lib/api';
import { loadDay, saveDay } from '../lib/storage';

export type DayState = {
  slots: SlotSummary[] | null;
  rows: ManifestRow[] | null;
  /** What is shown is the copy saved on the phone (the server could not be reached), saved then. */
  savedAt: string | null;
  error: boolean;
  reload: () => Promise<void>;
};

/**
 * A day's slots and, with `time`, that slot's manifest: from the server, saved on the phone each time,
 * and from the saved copy when the server cannot be reached. Asked again on each live event of the
 * back office (another phone's check-in) and when the connection returns.
 */
export function useDay(date: string, time: string | null, itemId: number | null): DayState {
  const key = time ? `${time}|${itemId ?? ''}` : null;
  const [slots, setSlots] = useState<SlotSummary[] | null>(() => loadDay(date)?.slots ?? null);
  const [rows, setRows] = useState<ManifestRow[] | null>(() =>
    key ? (loadDay(date)?.manifests[key] ?? null) : null,
  );
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const asked = useRef(0);

  const reload = useCallback(async () => {
    const ask = ++asked.current;
    try {
      const [nextSlots, nextRows] = await Promise.all([
        fetchSlots(date),
        time ? fetchManifest(date, time, itemId) : null,
      ]);
      if (ask !== asked.current) return;
      saveDay(date, { slots: nextSlots });
      if (key && nextRows) saveDay(date, { key, rows: nextRows });
      setSlots(nextSlots);
      setRows(nextRows);
      setSavedAt(null);
      setError(false);
    } catch {
      if (ask !== asked.current) return;
      const copy = loadDay(date);
      setSlots(copy?.slots ?? null);
      setRows(key ? (copy?.manifests[key] ?? null) : null);
      setSavedAt(copy?.savedAt ?? null);
      setError(!copy);
    }
  }, [date, time, itemId, key]);

  useEffect(() => {
    void reload();
    const again = () => void reload();
    window.addEventListener('online', again);
    const stop = subscribeLive(again);
    return () => {
      window.removeEventListener('online', again);
      stop();
    };
  }, [reload]);

  return { slots, rows, savedAt, error, reload };
}
