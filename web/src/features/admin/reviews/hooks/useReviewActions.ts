import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import {
  AdminCreateReviewDocument,
  AdminDeleteReviewDocument,
  AdminUpdateReviewDocument,
  ApproveReviewDocument,
  ModerateReviewsDocument,
  RejectReviewDocument,
} from '@/generated/graphql';

/**
 * A decision, a new or deleted review moves reviews between the filtered lists and changes the
 * counts and ratings of the summary: those load again (the rows themselves update in place).
 */
function forgetLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminReviews' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'reviewSummary' });
  cache.gc();
}

/** The review mutations with their cache updates, so every list agrees without a reload. */
export function useReviewActions() {
  const [approve] = useMutation(ApproveReviewDocument, { update: forgetLists });
  const [reject] = useMutation(RejectReviewDocument, { update: forgetLists });
  const [moderate] = useMutation(ModerateReviewsDocument, { update: forgetLists });
  const [create] = useMutation(AdminCreateReviewDocument, { update: forgetLists });
  const [update] = useMutation(AdminUpdateReviewDocument, { update: forgetLists });
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
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Review', id }) });
          forgetLists(cache);
        },
      }),
  };
}
