import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseListParams, toListQuery, type ListParams } from './listParams';

/**
 * The list state from the URL, and a setter that writes it back. Each change is a history
 * entry (Back undoes it) except typing in the search box, which replaces the entry.
 */
export function useListParams() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => parseListParams(new URLSearchParams(search)), [search]);

  function update(change: Partial<ListParams>, options: { replace?: boolean } = {}) {
    // Commas stay readable in shared links (?category=Tour,Tickets).
    const query = toListQuery({ ...params, ...change })
      .toString()
      .replace(/%2C/gi, ',');
    void navigate({ pathname, search: query ? `?${query}` : '' }, { replace: options.replace ?? false });
  }

  return { params, update };
}
