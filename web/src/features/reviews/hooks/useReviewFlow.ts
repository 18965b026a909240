import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@/components/toast';
import {
  DeleteReviewDocument,
  VerifyReviewPinDocument,
  type ReviewFieldsFragment,
} from '@/generated/graphql';
import { hasErrorCode } from '@/lib/serverError';
import { REVIEW_QUERIES } from './reviewQueries';
import { useRefusalText } from '@/lib/useRefusalText';

type Review = ReviewFieldsFragment;

/** Where the visitor is in writing, editing or deleting a review (spec §4). */
export type ReviewFlow =
  | { kind: 'idle' }
  | { kind: 'write' }
  | { kind: 'verify'; purpose: 'edit' | 'delete'; review: Review }
  | { kind: 'edit'; review: Review; pin: string }
  | { kind: 'delete'; review: Review; pin: string };

/**
 * The review dialogs' state: Edit Review and Delete Review first verify the PIN with the
 * server; an edit then opens the writer with the PIN kept, a delete asks 'Delete Review?'.
 */
export function useReviewFlow(initial: ReviewFlow = { kind: 'idle' }) {
  const { t } = useLingui();
  const describeRefusal = useRefusalText();
  const { toast } = useToast();
  const [flow, setFlow] = useState<ReviewFlow>(initial);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [verifyPin] = useMutation(VerifyReviewPinDocument);
  const [deleteReview, deleting] = useMutation(DeleteReviewDocument, {
    refetchQueries: REVIEW_QUERIES,
    update(cache, { data }, { variables }) {
      if (!data?.deleteReview || !variables) return;
      // Gone from every list at once; the refetch then brings the experience's new rating.
      cache.evict({ id: cache.identify({ __typename: 'Review', id: variables.id }) });
      cache.gc();
    },
  });

  const close = () => {
    setDeleteError(null);
    setFlow({ kind: 'idle' });
  };

  /** Checks the PIN; resolves to the message to show, or null when it was right. */
  async function verify(pin: string): Promise<string | null> {
    if (flow.kind !== 'verify') return null;
    const { review, purpose } = flow;
    const incorrect = t`Incorrect PIN. Please try again.`;
    try {
      const { data } = await verifyPin({ variables: { id: review.id, pin } });
      if (!data?.verifyReviewPin) return incorrect;
      setFlow({ kind: purpose, review, pin });
      return null;
    } catch (error) {
      if (hasErrorCode(error, 'FORBIDDEN')) return incorrect;
      if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) return t`Too many attempts. Please try again later.`;
      return t`Error verifying PIN. Please try again.`;
    }
  }

  async function confirmDelete() {
    if (flow.kind !== 'delete') return;
    setDeleteError(null);
    try {
      await deleteReview({ variables: { id: flow.review.id, pin: flow.pin } });
      toast({ variant: 'success', title: t`Your review has been deleted.` });
      close();
    } catch (error) {
      setDeleteError(describeRefusal(error, [], t`The review could not be deleted. Please try again.`));
    }
  }

  return {
    flow,
    write: () => setFlow({ kind: 'write' }),
    edit: (review: Review) => setFlow({ kind: 'verify', purpose: 'edit', review }),
    remove: (review: Review) => setFlow({ kind: 'verify', purpose: 'delete', review }),
    close,
    verify,
    confirmDelete,
    deleting: deleting.loading,
    deleteError,
  };
}
