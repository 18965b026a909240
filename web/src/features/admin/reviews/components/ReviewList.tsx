import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { AdminReviewsDocument, type ReviewDecision, type ReviewStatusFilter } from '@/generated/graphql';
import { FILTER_LABELS } from '../hooks/useReviewSchema';
import { BulkModerationDialog } from './BulkModerationDialog';
import { ReviewRow } from './ReviewRow';
import { Bar, Table } from './tableStyles';

const FILTERS: readonly ReviewStatusFilter[] = ['all', 'pending', 'approved', 'rejected'];
export const REVIEW_PAGE_SIZE = 20;

export type ReviewListProps = {
  itemId: number;
  status: ReviewStatusFilter;
  page: number;
  onStatus: (status: ReviewStatusFilter) => void;
  onPage: (page: number) => void;
  onEdit: (id: number) => void;
};

/** One item's reviews with the state filters (and their counts), paging, row and bulk decisions. */
export function ReviewList({ itemId, status, page, onStatus, onPage, onEdit }: ReviewListProps) {
  const { t, i18n } = useLingui();
  const { data, loading, error } = useQuery(AdminReviewsDocument, {
    variables: { itemId, status, page: { page, pageSize: REVIEW_PAGE_SIZE } },
  });
  const [selected, setSelected] = useState<number[]>([]);
  const [bulk, setBulk] = useState<ReviewDecision | null>(null);
  const list = data?.adminReviews;
  const pages = list ? Math.max(1, Math.ceil(list.totalCount / REVIEW_PAGE_SIZE)) : 1;
  const select = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  const count = selected.length;

  return (
    <>
      <Bar role="group" aria-label={t`Filter by state`}>
        {FILTERS.map((filter) => (
          <Button
            key={filter}
            size="sm"
            variant={filter === status ? 'primary' : 'secondary'}
            aria-pressed={filter === status}
            onClick={() => {
              setSelected([]);
              onStatus(filter);
            }}
          >
            {i18n._(FILTER_LABELS[filter])}
            {list ? ` (${list.counts[filter]})` : ''}
          </Button>
        ))}
      </Bar>
      <Bar>
        <span>{t`${count} selected`}</span>
        <Button size="sm" disabled={!count} onClick={() => setBulk('approve')}>
          <Trans>Approve selected</Trans>
        </Button>
        <Button size="sm" variant="secondary" disabled={!count} onClick={() => setBulk('reject')}>
          <Trans>Reject selected</Trans>
        </Button>
      </Bar>
      {error ? <p role="alert">{t`Failed to fetch reviews`}</p> : null}
      <Table aria-busy={loading}>
        <caption>{list ? t`${list.totalCount} reviews` : t`Loading reviews`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Select`}</th>
            <th scope="col">{t`Reviewer`}</th>
            <th scope="col">{t`Type`}</th>
            <th scope="col">{t`Rating`}</th>
            <th scope="col">{t`Visit date`}</th>
            <th scope="col">{t`Content`}</th>
            <th scope="col">{t`State`}</th>
            <th scope="col">{t`Actions`}</th>
          </tr>
        </thead>
        <tbody>
          {list?.items.map((review) => (
            <ReviewRow
              key={review.id}
              review={review}
              selected={selected.includes(review.id)}
              onSelect={(on) => select(review.id, on)}
              onEdit={() => onEdit(review.id)}
            />
          ))}
          {list && !list.items.length ? (
            <tr>
              <td colSpan={8}>{t`No reviews match the filter.`}</td>
            </tr>
          ) : null}
        </tbody>
      </Table>
      {pages > 1 ? (
        <Bar as="nav" aria-label={t`Pages`}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <Trans>Previous</Trans>
          </Button>
          <span>{t`Page ${page} of ${pages}`}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            <Trans>Next</Trans>
          </Button>
        </Bar>
      ) : null}
      <BulkModerationDialog
        ids={selected}
        decision={bulk}
        onClose={() => setBulk(null)}
        onDone={() => {
          setBulk(null);
          setSelected([]);
        }}
      />
    </>
  );
}
