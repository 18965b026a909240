import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useListParams } from '@/components/table';

/**
 * An admin list paged in the URL (useListParams: `?page=2`) whose edited row is in it too (`&edit=7`),
 * so a reload or a shared link opens the same page and dialog: the page to ask for, the row being
 * edited among those loaded, and the setters (opening or closing the dialog keeps the page).
 */
export function useUrlList() {
  const { params, set } = useListParams();
  const [search] = useSearchParams();
  const editingId = Number(search.get('edit')) || undefined;
  return useMemo(
    () => ({
      page: params.page,
      pageSize: params.pageSize,
      /** The page's variables for the list query. */
      pageInput: { page: params.page, pageSize: params.pageSize },
      /** The row of `items` the URL edits, if it is loaded. */
      editing: <T extends { id: number }>(items: readonly T[] | undefined) =>
        editingId === undefined ? undefined : items?.find((row) => row.id === editingId),
      edit: (id: number) => set({ edit: id }, { keepPage: true }),
      stopEditing: () => set({ edit: null }, { keepPage: true }),
      setPage: (page: number) => set({ page }),
    }),
    [params.page, params.pageSize, editingId, set],
  );
}
