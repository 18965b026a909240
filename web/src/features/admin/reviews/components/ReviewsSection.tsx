import { useFragment, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { TableToolbar, TitleButton } from '@/components/table';
import {
  AdminReviewRowFragmentDoc,
  ReviewSummaryDocument,
  type AdminReviewRowFragment,
  type ReviewStatusFilter,
} from '@/generated/graphql';
import { ReviewDialog } from './ReviewDialog';
import { ReviewList } from './ReviewList';
import { ReviewSummaryTable } from './ReviewSummaryTable';

const FILTERS: readonly string[] = ['all', 'pending', 'approved', 'rejected'];

/**
 * Review moderation: the per-item summary, then one item's reviews by state; create, edit,
 * approve, reject (confirmed), bulk decisions with a preview, delete. State lives in the URL.
 */
export function ReviewsSection() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const itemId = Number(params.get('item')) || undefined;
  const status = (
    FILTERS.includes(params.get('status') ?? '') ? params.get('status') : 'all'
  ) as ReviewStatusFilter;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const editId = Number(params.get('edit')) || undefined;
  const creating = params.get('new') === '1';
  const summary = useQuery(ReviewSummaryDocument, { variables: { page: { page: 1, pageSize: 100 } } });
  const title = summary.data?.reviewSummary.items.find((row) => row.itemId === itemId)?.title;
  // A live view of the review in the cache: the dialog opens once the list holding it has loaded.
  const edited = useFragment({
    fragment: AdminReviewRowFragmentDoc,
    from: editId ? { __typename: 'Review', id: editId } : null,
  });
  const editing = editId && edited.complete ? (edited.data as AdminReviewRowFragment) : null;

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">
        <Trans>Reviews</Trans>
      </h2>
      <TableToolbar>
        {itemId ? (
          <nav aria-label={t`Breadcrumb`}>
            <TitleButton onClick={() => update({ item: undefined, status: undefined, page: undefined })}>
              <Trans>All items</Trans>
            </TitleButton>{' '}
            / <span aria-current="page">{title ?? `#${itemId}`}</span>
          </nav>
        ) : null}
        <Button onClick={() => update({ new: '1' })}>
          <Trans>Write a review</Trans>
        </Button>
      </TableToolbar>
      {itemId ? (
        <ReviewList
          itemId={itemId}
          status={status}
          page={page}
          onStatus={(next) => update({ status: next === 'all' ? undefined : next, page: undefined })}
          onPage={(next) => update({ page: String(next) })}
          onEdit={(id) => update({ edit: String(id) })}
        />
      ) : (
        <ReviewSummaryTable onOpen={(id) => update({ item: String(id) })} />
      )}
      {creating ? (
        <ReviewDialog
          open
          onOpenChange={(open) => (open ? undefined : update({ new: undefined }))}
          itemId={itemId}
        />
      ) : null}
      {editing ? (
        <ReviewDialog
          open
          onOpenChange={(open) => (open ? undefined : update({ edit: undefined }))}
          review={editing}
        />
      ) : null}
    </section>
  );
}
