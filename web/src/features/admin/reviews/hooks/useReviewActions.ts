import { useMutation } from '@apollo/client/react';
import {
  AdminCreateReviewDocument,
  AdminDeleteReviewDocument,
  AdminUpdateReviewDocument,
  ApproveReviewDocument,
  ModerateReviewsDocument,
  RejectReviewDocument,
} from '@/generated/graphql';
import { evictLists, listEviction } from '@/lib/cacheEviction';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';

/**
 * A decision, a new or deleted review moves reviews between the filtered lists and changes the
 * counts and ratings of the summary: those load again (the rows themselves update in place).
 */
const LISTS = ['adminReviews', 'reviewSummary'];
const forgetLists = listEviction(...LISTS);

/** The review mutations with their cache updates, so every list agrees without a reload. */
export function useReviewActions() {
  const [approve] = useMutation(ApproveReviewDocument, { update: forgetLists });
  const [reject] = useMutation(RejectReviewDocument, { update: forgetLists });
  const [moderate] = useMutation(ModerateReviewsDocument, { update: forgetLists });
  // The answer's row names its item in the admin's language, as the lists do.
  const titleLanguage = useTitleLanguage();
  const [create] = useMutation(AdminCreateReviewDocument, {
    update: forgetLists,
    variables: { titleLanguage },
  });
  const [update] = useMutation(AdminUpdateReviewDocument, {
    update: forgetLists,
    variables: { titleLanguage },
  });
  const [remove] = useMutation(AdminDeleteReviewDocument);
  return {
    approve: (id: number) => approve({ variables: { id } }),
    reject: (id: number) => reject({ variables: { id } }),
    moderate,
    create,
    update,
    remove: (id: number) =>
      remove({
        variables: { id },
        update: (cache) => evictLists(cache, LISTS, { __typename: 'Review', id }),
      }),
  };
}
