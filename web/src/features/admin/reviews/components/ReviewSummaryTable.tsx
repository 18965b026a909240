import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { DataTable, ServerPagination, TitleButton, useListParams, type DataColumn } from '@/components/table';
import { ReviewSummaryDocument, type ReviewSummaryQuery } from '@/generated/graphql';
import { LANGUAGE_LABELS } from '@/features/admin/kit/contentLanguages';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';

type SummaryRow = ReviewSummaryQuery['reviewSummary']['items'][number];

/** Per item: language, pending / approved / rejected counts and the storefront's average rating. */
export function ReviewSummaryTable({ onOpen }: { onOpen: (itemId: number) => void }) {
  const { t, i18n } = useLingui();
  // Paged on the server (past 100 items too); page and size in the URL like every list.
  const { params, set } = useListParams();
  const titleLanguage = useTitleLanguage();
  const { data, loading, error } = useQuery(ReviewSummaryDocument, {
    variables: { titleLanguage, page: { page: params.page, pageSize: params.pageSize } },
  });
  const list = data?.reviewSummary;
  const columns = useMemo<DataColumn<SummaryRow>[]>(
    () => [
      {
        id: 'item',
        header: t`Item`,
        rowHeader: true,
        cell: (row) => <TitleButton onClick={() => onOpen(row.itemId)}>{row.title}</TitleButton>,
      },
      {
        id: 'language',
        header: t`Language`,
        cell: (row) => (row.language ? i18n._(LANGUAGE_LABELS[row.language]) : t`N/A`),
      },
      { id: 'pending', header: t`Pending`, cell: (row) => row.pending },
      { id: 'approved', header: t`Approved`, cell: (row) => row.approved },
      { id: 'rejected', header: t`Rejected`, cell: (row) => row.rejected },
      {
        id: 'rating',
        header: t`Average rating`,
        cell: (row) => (row.reviewCount ? `★ ${row.rating.toFixed(1)} (${row.reviewCount})` : '-'),
      },
    ],
    [t, i18n, onOpen],
  );
  return (
    <>
      {error ? <p role="alert">{t`Failed to fetch reviews`}</p> : null}
      <DataTable
        caption={list ? t`${list.totalCount} items with reviews` : t`Loading reviews`}
        columns={columns}
        rows={list?.items ?? []}
        rowId={(row) => row.itemId}
        loading={loading}
        empty={t`No reviews yet.`}
      />
      <ServerPagination page={list} onChange={set} />
    </>
  );
}
