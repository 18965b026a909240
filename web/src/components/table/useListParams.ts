import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Page sizes an admin list offers (the server's `PAGE_SIZES` in `common/pagination.ts`). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type SortDir = 'ASC' | 'DESC';

/** The state of one list page, read from the URL query. */
export type ListParams<F extends string = string> = {
  page: number;
  pageSize: number;
  /** The sort column, or null for the server's default order. */
  sort: string | null;
  dir: SortDir | null;
  q: string;
  /** Each named filter's value ('' when unset). */
  filters: Record<F, string>;
};

/** Keys to set; null or '' removes one. */
export type ListChanges = Record<string, string | number | null | undefined>;

type Options<F extends string> = {
  /** Names of the filter params this list keeps in the URL. */
  filters?: readonly F[];
  /** Sort columns the list accepts; others in the URL are ignored. Omitted: any. */
  sorts?: readonly string[];
  defaultPageSize?: number;
};

const whole = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * A list's page, page size, sort, direction, search and filters in the URL query
 * (`?page=2&pageSize=50&sort=title&dir=ASC&q=kimchi&status=active`). Other params (`section`,
 * drill-downs) are left as they are. `set` changes some keys; any change but the page itself
 * (a filter, the search, the sort, the page size) goes back to page 1, unless `keepPage` (a
 * dialog opened over the list).
 */
export function useListParams<F extends string = never>({
  filters = [],
  sorts,
  defaultPageSize = 20,
}: Options<F> = {}) {
  const [search, setSearch] = useSearchParams();
  const filterKey = filters.join(',');
  const sortKey = sorts?.join(',');

  const params = useMemo<ListParams<F>>(() => {
    const pageSize = whole(search.get('pageSize'));
    const dir = search.get('dir')?.toUpperCase();
    const sort = search.get('sort');
    return {
      page: Math.max(1, whole(search.get('page')) ?? 1),
      pageSize: pageSize && (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
      sort: sort && (!sortKey || sortKey.split(',').includes(sort)) ? sort : null,
      dir: dir === 'ASC' || dir === 'DESC' ? dir : null,
      q: search.get('q') ?? '',
      filters: Object.fromEntries(
        (filterKey ? filterKey.split(',') : []).map((name) => [name, search.get(name) ?? '']),
      ) as Record<F, string>,
    };
  }, [search, filterKey, sortKey, defaultPageSize]);

  const set = useCallback(
    (changes: ListChanges, { keepPage = false }: { keepPage?: boolean } = {}) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!keepPage && !('page' in changes)) next.delete('page');
        return next;
      }),
    [setSearch],
  );

  return { params, set };
}
