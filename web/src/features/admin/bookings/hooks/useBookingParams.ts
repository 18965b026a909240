import { useMemo } from 'react';
import { useListParams, type SortDir } from '@/components/table';
import type { BookingStatus, Language, PaymentFilter } from '@/generated/graphql';
import { PAYMENT_FILTERS } from '../payments/labels';

export type BookingView = 'list' | 'by-item' | 'day';
const VIEWS: readonly BookingView[] = ['list', 'by-item', 'day'];
const STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'cancelled'];
const KEYS = ['view', 'item', 'slot', 'status', 'lang', 'from', 'to', 'slotFilter', 'payment'] as const;

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
  /** The list's payment filter (a status, awaiting or overdue: the dashboard links here). */
  payment: PaymentFilter | null;
  page: number;
  pageSize: number;
  sort: string | null;
  dir: SortDir | null;
};

const int = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : null);

/** The list params of the kit plus the section's drill-down; `update` is the kit's `set`. */
export function useBookingParams() {
  const { params: list, set: update } = useListParams({ filters: KEYS });

  const params = useMemo<BookingParams>(() => {
    const { view, status, lang, from, to, slotFilter, payment } = list.filters;
    const slot = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(list.filters.slot);
    return {
      view: VIEWS.includes(view as BookingView) ? (view as BookingView) : 'list',
      item: int(list.filters.item),
      slot: slot ? { date: slot[1], time: slot[2] } : null,
      status: STATUSES.includes(status as BookingStatus) ? (status as BookingStatus) : null,
      q: list.q,
      language: (lang as Language) || null,
      from,
      to,
      slotFilter: slotFilter || 'all',
      payment: PAYMENT_FILTERS.includes(payment as PaymentFilter) ? (payment as PaymentFilter) : null,
      page: list.page,
      pageSize: list.pageSize,
      sort: list.sort,
      dir: list.dir,
    };
  }, [list]);

  return { params, update };
}
