import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { BulkBar, DataTable, Pagination, StatusTabs, useRowSelection } from '@/components/table';
import { AdminReviewsDocument, type ReviewDecision, type ReviewStatusFilter } from '@/generated/graphql';
import { FILTER_LABELS } from '../hooks/useReviewSchema';
import { BulkModerationDialog } from './BulkModerationDialog';
import { useReviewColumns, type ReviewItemColumn } from './reviewColumns';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';

const FILTERS: readonly ReviewStatusFilter[] = ['all', 'pending', 'approved', 'rejected'];
export const REVIEW_PAGE_SIZE = 20;

export type ReviewListProps = {
  /** One item's reviews; without it, those of every item (with an item column). */
  itemId?: number;
  /** The item column, for a list across items. */
  item?: ReviewItemColumn;
  status: ReviewStatusFilter;
  page: number;
  onStatus: (status: ReviewStatusFilter) => void;
  onPage: (page: number) => void;
  onEdit: (id: number) => void;
};

/**
 * One item's reviews (or every item's) with the state filters (and their counts), paging, row and
 * bulk decisions.
 */
export function ReviewList({ itemId, item, status, page, onStatus, onPage, onEdit }: ReviewListProps) {
  const { t, i18n } = useLingui();
  const titleLanguage = useTitleLanguage();
  const { data, loading, error } = useQuery(AdminReviewsDocument, {
    variables: { titleLanguage, itemId: itemId ?? null, status, page: { page, pageSize: REVIEW_PAGE_SIZE } },
  });
  const selection = useRowSelection();
  const [bulk, setBulk] = useState<ReviewDecision | null>(null);
  const columns = useReviewColumns(onEdit, item);
  const list = data?.adminReviews;

  return (
    <>
      <StatusTabs
        label={t`Filter by state`}
        tabs={FILTERS.map((filter) => ({
          value: filter,
          label: i18n._(FILTER_LABELS[filter]),
          count: list?.counts[filter],
        }))}
        value={status}
        onChange={(filter) => {
          selection.clear();
          onStatus(filter as ReviewStatusFilter);
        }}
      />
      <BulkBar count={selection.ids.length} onClear={selection.clear}>
        <Button size="sm" onClick={() => setBulk('approve')}>
          <Trans>Approve selected</Trans>
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setBulk('reject')}>
          <Trans>Reject selected</Trans>
        </Button>
      </BulkBar>
      {error ? <p role="alert">{t`Failed to fetch reviews`}</p> : null}
      <DataTable
        caption={list ? t`${list.totalCount} reviews` : t`Loading reviews`}
        columns={columns}
        rows={list?.items ?? []}
        rowId={(review) => review.id}
        loading={loading}
        empty={t`No reviews match the filter.`}
        selection={{
          ...selection,
          label: (review) => {
            const name = review.reviewerName;
            return t`Select the review by ${name}`;
          },
        }}
      />
      {list ? (
        <Pagination page={page} pageSize={REVIEW_PAGE_SIZE} totalCount={list.totalCount} onPage={onPage} />
      ) : null}
      <BulkModerationDialog
        ids={selection.ids.map(Number)}
        decision={bulk}
        onClose={() => setBulk(null)}
        onDone={() => {
          setBulk(null);
          selection.clear();
        }}
      />
    </>
  );
}
