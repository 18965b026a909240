import { useFragment, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { TableToolbar, TitleButton } from '@/components/table';
import {
  AdminReviewRowFragmentDoc,
  ItemPickerSearchDocument,
  type AdminReviewRowFragment,
  type ReviewStatusFilter,
} from '@/generated/graphql';
import { ReviewDialog } from './ReviewDialog';
import { ReviewList } from './ReviewList';
import { ReviewSummaryTable } from './ReviewSummaryTable';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';

const FILTERS: readonly string[] = ['all', 'pending', 'approved', 'rejected'];

/**
 * Review moderation: the per-item summary, then one item's reviews by state; create, edit,
 * approve, reject (confirmed), bulk decisions with a preview, delete. State lives in the URL.
 * A state filter without an item (the dashboard's "to moderate" link) lists every item's reviews.
 */
export function ReviewsSection() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const itemId = Number(params.get('item')) || undefined;
  const named = FILTERS.includes(params.get('status') ?? '');
  const status = (named ? params.get('status') : 'all') as ReviewStatusFilter;
  const acrossItems = !itemId && named;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const editId = Number(params.get('edit')) || undefined;
  const creating = params.get('new') === '1';
  // The open item's name, found by its id on the server (whichever page of the summary it is on).
  const openItem = useQuery(ItemPickerSearchDocument, {
    variables: { search: String(itemId ?? ''), pageSize: 10 },
    skip: !itemId,
  });
  const titleOf = (id: number) => openItem.data?.adminExperiences.items.find((row) => row.id === id)?.title;
  // A live view of the review in the cache: the dialog opens once the list holding it has loaded.
  const titleLanguage = useTitleLanguage();
  const edited = useFragment({
    fragment: AdminReviewRowFragmentDoc,
    from: editId ? { __typename: 'Review', id: editId } : null,
    // The row's item title was asked for in the admin's language.
    variables: { titleLanguage },
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

  const toSummary = () => update({ item: undefined, status: undefined, page: undefined });

  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">
        <Trans>Reviews</Trans>
      </h2>
      <TableToolbar>
        {itemId || acrossItems ? (
          <nav aria-label={t`Breadcrumb`}>
            <TitleButton onClick={toSummary}>
              <Trans>All items</Trans>
            </TitleButton>{' '}
            /{' '}
            <span aria-current="page">
              {itemId ? (titleOf(itemId) ?? `#${itemId}`) : <Trans>Reviews of every item</Trans>}
            </span>
          </nav>
        ) : (
          <Button variant="secondary" onClick={() => update({ status: 'all' })}>
            <Trans>Reviews of every item</Trans>
          </Button>
        )}
        <Button onClick={() => update({ new: '1' })}>
          <Trans>Write a review</Trans>
        </Button>
      </TableToolbar>
      {itemId || acrossItems ? (
        <ReviewList
          itemId={itemId}
          item={
            acrossItems
              ? {
                  title: titleOf,
                  onOpen: (id) => update({ item: String(id), page: undefined }),
                }
              : undefined
          }
          status={status}
          page={page}
          // Across items the state stays in the URL even when 'all': without it the summary shows.
          onStatus={(next) =>
            update({ status: next === 'all' && itemId ? undefined : next, page: undefined })
          }
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
