import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BookingStatus, Language, SortDirection } from '@/generated/graphql';

export type BookingView = 'list' | 'by-item' | 'day';
const VIEWS: readonly BookingView[] = ['list', 'by-item', 'day'];
const STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'cancelled'];
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** The bookings section's state, all in the URL (view, drill-down, filters, page, sort). */
export type BookingParams = {
  view: BookingView;
  /** By-item level 2 and 3. */
  item: number | null;
  /** By-item level 3: 'YYYY-MM-DD HH:MM'. */
  slot: { date: string; time: string } | null;
  status: BookingStatus | null;
  q: string;
  language: Language | null;
  from: string;
  to: string;
  slotFilter: string;
  page: number;
  pageSize: number;
  sort: string | null;
  dir: SortDirection | null;
};

const int = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

export function useBookingParams() {
  const [search, setSearch] = useSearchParams();

  const params = useMemo<BookingParams>(() => {
    const view = search.get('view') as BookingView | null;
    const status = search.get('status') as BookingStatus | null;
    const slot = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(search.get('slot') ?? '');
    const pageSize = int(search.get('pageSize'));
    const dir = search.get('dir');
    return {
      view: view && VIEWS.includes(view) ? view : 'list',
      item: int(search.get('item')),
      slot: slot ? { date: slot[1], time: slot[2] } : null,
      status: status && STATUSES.includes(status) ? status : null,
      q: search.get('q') ?? '',
      language: (search.get('lang') as Language | null) || null,
      from: search.get('from') ?? '',
      to: search.get('to') ?? '',
      slotFilter: search.get('slotFilter') ?? 'all',
      page: Math.max(1, int(search.get('page')) ?? 1),
      pageSize: pageSize && (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 20,
      sort: search.get('sort'),
      dir: dir === 'ASC' || dir === 'DESC' ? dir : null,
    };
  }, [search]);

  /** Sets some keys (null or '' removes one); any change but the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setSearch],
  );

  return { params, update };
}
