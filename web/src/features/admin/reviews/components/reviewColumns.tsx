import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { TitleButton, type DataColumn } from '@/components/table';
import { useToast } from '@/components/toast';
import { AlertDialog } from '@/components/ui';
import type { AdminReviewRowFragment } from '@/generated/graphql';
import { Marker, type MarkerTone } from '@/features/admin/kit/Marker';
import { useReviewActions } from '../hooks/useReviewActions';
import { FILTER_LABELS, stateOf } from '../hooks/useReviewSchema';
import { ReviewPhotos } from './ReviewPhotos';

const Excerpt = styled.p`
  margin: 0;
  max-width: 40ch;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const TONES: Record<ReturnType<typeof stateOf>, MarkerTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'muted',
};

/** A review's decisions: approve, reject and delete (both confirmed). */
function ReviewActions({ review }: { review: AdminReviewRowFragment }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const actions = useReviewActions();
  const [confirm, setConfirm] = useState<'reject' | 'delete' | null>(null);
  const state = stateOf(review.isApproved);
  const name = review.reviewerName;

  async function run(action: () => Promise<unknown>, success: string, failure: string) {
    try {
      await action();
      toast({ variant: 'success', title: success });
    } catch {
      toast({ variant: 'destructive', title: failure, description: t`Please try again.` });
    }
  }
  const approve = () =>
    run(() => actions.approve(review.id), t`Review approved`, t`Failed to approve the review`);
  const reject = () =>
    run(() => actions.reject(review.id), t`Review rejected`, t`Failed to reject the review`);
  const remove = () =>
    run(() => actions.remove(review.id), t`Review deleted`, t`Failed to delete the review`);

  return (
    <>
      <Actions>
        {state !== 'approved' ? (
          <Button size="sm" onClick={() => void approve()} aria-label={t`Approve the review by ${name}`}>
            <Trans>Approve</Trans>
          </Button>
        ) : null}
        {state !== 'rejected' ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setConfirm('reject')}
            aria-label={t`Reject the review by ${name}`}
          >
            <Trans>Reject</Trans>
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setConfirm('delete')}
          aria-label={t`Delete the review by ${name}`}
        >
          <Trans>Delete</Trans>
        </Button>
      </Actions>
      <AlertDialog
        open={confirm === 'reject'}
        onOpenChange={(open) => setConfirm(open ? 'reject' : null)}
        title={t`Reject the review by ${name}?`}
        description={t`It disappears from the storefront and no longer counts in the item's rating. You can approve it later.`}
        confirmLabel={t`Reject`}
        destructive
        onConfirm={reject}
      />
      <AlertDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        title={t`Delete the review by ${name}?`}
        description={t`This cannot be undone.`}
        confirmLabel={t`Delete`}
        destructive
        onConfirm={remove}
      />
    </>
  );
}

/** The item column of a list across items: its title, a button to that item's reviews. */
export type ReviewItemColumn = {
  title: (itemId: number) => string | undefined;
  onOpen: (itemId: number) => void;
};

/**
 * The reviews list's columns: reviewer (opens the editor), the item (across items only), type,
 * rating, visit date, content, photos, state (and 'Verified booking'), actions.
 */
export function useReviewColumns(
  onEdit: (id: number) => void,
  item?: ReviewItemColumn,
): DataColumn<AdminReviewRowFragment>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      {
        id: 'reviewer',
        header: t`Reviewer`,
        rowHeader: true,
        cell: (review) => (
          <>
            <TitleButton onClick={() => onEdit(review.id)}>{review.reviewerName}</TitleButton>
            <div>#{review.id}</div>
          </>
        ),
      },
      ...(item
        ? [
            {
              id: 'item',
              header: t`Item`,
              cell: (review: AdminReviewRowFragment) => (
                <TitleButton onClick={() => item.onOpen(review.itemId)}>
                  {review.itemTitle ?? item.title(review.itemId) ?? `#${review.itemId}`}
                </TitleButton>
              ),
            },
          ]
        : []),
      {
        id: 'type',
        header: t`Type`,
        cell: (review) => (review.reviewType === 'reels' ? t`Video` : t`General`),
      },
      {
        id: 'rating',
        header: t`Rating`,
        cell: (review) => (
          <NoWrap role="img" aria-label={t`${review.rating} of 5`}>
            {'★'.repeat(review.rating)}
          </NoWrap>
        ),
      },
      { id: 'visitDate', header: t`Visit date`, cell: (review) => <NoWrap>{review.visitDate}</NoWrap> },
      {
        id: 'content',
        header: t`Content`,
        cell: (review) => <Excerpt>{review.reviewContent || '-'}</Excerpt>,
      },
      { id: 'photos', header: t`Photos`, cell: (review) => <ReviewPhotos review={review} /> },
      {
        id: 'state',
        header: t`State`,
        cell: (review) => {
          const state = stateOf(review.isApproved);
          return (
            <>
              <Marker $tone={TONES[state]}>{i18n._(FILTER_LABELS[state])}</Marker>
              {review.verified ? (
                <Marker $tone="success">
                  <Trans>Verified booking</Trans>
                </Marker>
              ) : null}
            </>
          );
        },
      },
      { id: 'actions', header: t`Actions`, cell: (review) => <ReviewActions review={review} /> },
    ],
    [t, i18n, onEdit, item],
  );
}
