import { useCallback, useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { CheckInManifestDocument, CheckInSlotsDocument } from '@/generated/graphql';
import { loadDay, saveDay } from '../lib/storage';
import type { ManifestRow, SlotSummary } from '../lib/types';

export type DayState = {
  slots: readonly SlotSummary[] | null;
  rows: readonly ManifestRow[] | null;
  /** What is shown is the copy saved on the phone (the server could not be reached), saved then. */
  savedAt: string | null;
  error: boolean;
  reload: () => Promise<void>;
};

/**
 * A day's slots and, with `time`, that slot's manifest: the GraphQL `manifestSlots` and `manifest`
 * queries, each answer saved on the phone, and the saved copy shown while the first answer comes and
 * whenever the server cannot be reached. The back office's live updates ask both again on each booking
 * event (another phone's check-in: `QUERIES_BY_EVENT`), and so does the connection's return.
 */
export function useDay(date: string, time: string | null, itemId: number | null): DayState {
  const key = time ? `${time}|${itemId ?? ''}` : null;
  const slotsQuery = useQuery(CheckInSlotsDocument, {
    variables: { date },
    fetchPolicy: 'cache-and-network',
  });
  const manifestQuery = useQuery(CheckInManifestDocument, {
    variables: { date, time: time ?? '', itemId },
    skip: !time,
    fetchPolicy: 'cache-and-network',
  });
  const liveSlots = slotsQuery.data?.manifestSlots ?? null;
  const liveRows = time ? (manifestQuery.data?.manifest ?? null) : null;

  useEffect(() => {
    if (liveSlots) saveDay(date, { slots: [...liveSlots] });
  }, [date, liveSlots]);
  useEffect(() => {
    if (key && liveRows) saveDay(date, { key, rows: [...liveRows] });
  }, [date, key, liveRows]);

  // The copy on the phone: shown until the server answers, and when it cannot be reached.
  const failed = !!slotsQuery.error || (!!time && !!manifestQuery.error);
  const saved = liveSlots && (!time || liveRows) ? null : loadDay(date);
  const slots = liveSlots ?? saved?.slots ?? null;
  const rows = time ? (liveRows ?? (key ? saved?.manifests[key] : null) ?? null) : null;
  const fromCopy = (!liveSlots && !!slots) || (!!time && !liveRows && !!rows);

  const { refetch: refetchSlots } = slotsQuery;
  const { refetch: refetchManifest } = manifestQuery;
  const reload = useCallback(async () => {
    // A failed answer is shown by the query's error (and the copy on the phone); nothing to throw here.
    await Promise.all([refetchSlots(), time ? refetchManifest() : null]).catch(() => undefined);
  }, [refetchSlots, refetchManifest, time]);

  useEffect(() => {
    const again = () => void reload();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [reload]);

  return {
    slots,
    rows,
    savedAt: failed && fromCopy ? (saved?.savedAt ?? null) : null,
    error: failed && (time ? !rows : !slots),
    reload,
  };
}
