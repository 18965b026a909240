import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { InlineSelect } from '@/components/InlineSelect';
import { PageSpinner } from '@/components/Spinner';
import { lazyComponent } from '@/lib/lazyComponent';
import { ReviewsDocument } from '@/generated/graphql';
import { REVIEW_SORTS, sortReviews, type ReviewSort } from '../hooks/reviewOrder';
import { useReviewFlow } from '../hooks/useReviewFlow';
import { useOpenedOnce } from '@/lib/useOpenedOnce';
import { ConfirmDialog } from './ConfirmDialog';
import type { PinDialogProps } from './PinDialog';
import { ReelsSection } from './ReelsSection';
import { ReviewCard } from './ReviewCard';
import type { ReviewWriterProps } from './ReviewWriter';

// The writer (its form, photo uploads and steps) loads when a guest first opens it.
const ReviewWriter = lazyComponent<ReviewWriterProps>(() =>
  import('./ReviewWriter').then((m) => m.ReviewWriter),
);

// The PIN dialog (with the domain's yup schema for the PIN) loads when a review is first edited or deleted.
const PinDialog = lazyComponent<PinDialogProps>(() => import('./PinDialog').then((m) => m.PinDialog));

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
`;

const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xl};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SORT_LABELS: Record<ReviewSort, MessageDescriptor> = {
  recent: msg`Most recent`,
  visitDate: msg`Visit date`,
  rating: msg`Highest rating`,
};

/**
 * The reviews of an experience (spec "Reviews"): video and written reviews apart, in the
 * chosen order, with writing, editing and deleting (the last two behind the review's PIN).
 */
export function Reviews({
  itemId,
  startWriting = false,
  invitation,
  onWriterClose,
}: {
  itemId: number;
  /** Opens the writer at once (the review invitation mail links to `?review=write`). */
  startWriting?: boolean;
  /** The invitation mail's one-time token, for the review written first (`&invitation=`). */
  invitation?: string;
  onWriterClose?: () => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [sort, setSort] = useState<ReviewSort>('recent');
  const { data, loading, error } = useQuery(ReviewsDocument, { variables: { itemId } });
  const flow = useReviewFlow(startWriting ? { kind: 'write' } : undefined);
  const current = flow.flow;
  const pinAsked = useOpenedOnce(current.kind === 'verify');

  const sorted = sortReviews(data?.reviews ?? [], sort);
  const reels = sorted.filter((review) => review.reviewType === 'reels');
  const written = sorted.filter((review) => review.reviewType !== 'reels');
  const actions = { onEdit: flow.edit, onDelete: flow.remove };

  let body;
  if (loading && !data) body = <PageSpinner label={t`Loading reviews`} />;
  else if (error && !data)
    body = (
      <Note role="alert">
        <Trans>Reviews could not be loaded right now. Please try again later.</Trans>
      </Note>
    );
  else if (sorted.length === 0)
    body = (
      <Note>
        <Trans>No reviews yet. Be the first to share your experience!</Trans>
      </Note>
    );
  else
    body = (
      <>
        {reels.length > 0 ? (
          <Section aria-labelledby={`${headingId}-reels`}>
            <h3 id={`${headingId}-reels`}>
              <Trans>Video reviews</Trans>
            </h3>
            <ReelsSection reels={reels} {...actions} />
          </Section>
        ) : null}
        <Section aria-labelledby={`${headingId}-written`}>
          <h3 id={`${headingId}-written`}>
            <Trans>Guest reviews</Trans>
          </h3>
          {written.length > 0 ? (
            <List>
              {written.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} {...actions} />
                </li>
              ))}
            </List>
          ) : (
            <Note>
              <Trans>No written reviews yet.</Trans>
            </Note>
          )}
        </Section>
      </>
    );

  return (
    <div>
      <Toolbar>
        <InlineSelect
          label={t`Sort reviews by`}
          value={sort}
          onChange={setSort}
          options={REVIEW_SORTS.map((option) => ({ value: option, label: i18n._(SORT_LABELS[option]) }))}
        />
        <Button
          onClick={flow.write}
          onPointerEnter={() => void ReviewWriter.preload()}
          onFocus={() => void ReviewWriter.preload()}
        >
          <Trans>Write a Review</Trans>
        </Button>
      </Toolbar>
      {body}

      {current.kind === 'write' || current.kind === 'edit' ? (
        <ReviewWriter
          itemId={itemId}
          editing={current.kind === 'edit' ? { review: current.review, pin: current.pin } : undefined}
          invitation={current.kind === 'write' ? invitation : undefined}
          onClose={() => {
            flow.close();
            onWriterClose?.();
          }}
        />
      ) : null}
      {pinAsked ? (
        <PinDialog
          open={current.kind === 'verify'}
          title={
            current.kind === 'verify' && current.purpose === 'delete' ? t`Delete Review` : t`Edit Review`
          }
          description={t`Enter the 6-digit PIN you chose when you wrote this review.`}
          submitLabel={t`Verify`}
          onSubmit={flow.verify}
          onClose={flow.close}
        />
      ) : null}
      <ConfirmDialog
        open={current.kind === 'delete'}
        title={<Trans>Delete Review?</Trans>}
        description={<Trans>This review will be removed permanently.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        busyLabel={<Trans>Deleting…</Trans>}
        variant="danger"
        busy={flow.deleting}
        error={flow.deleteError}
        onConfirm={() => void flow.confirmDelete()}
        onCancel={flow.close}
      />
    </div>
  );
}
