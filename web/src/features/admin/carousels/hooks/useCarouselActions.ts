import { useMutation } from '@apollo/client/react';
import {
  CreateCarouselDocument,
  DeleteCarouselDocument,
  ReorderCarouselsDocument,
  UpdateCarouselDocument,
} from '@/generated/graphql';
import { evictLists, listEviction } from '@/lib/cacheEviction';

/** A new or removed slide changes which slides each list holds: those lists load again. */
const LISTS = ['adminCarousels'];
const forgetLists = listEviction(...LISTS);

/**
 * The slide mutations with their cache updates: a new order shows from the normalised cache (the
 * table sorts by language and order); a new, edited or deleted slide reloads the lists.
 */
export function useCarouselActions() {
  const [create] = useMutation(CreateCarouselDocument, { update: forgetLists });
  // An edit may move a slide to another language: a list filtered by language loads again.
  const [update] = useMutation(UpdateCarouselDocument, { update: forgetLists });
  const [reorder, reorderState] = useMutation(ReorderCarouselsDocument);
  const [remove] = useMutation(DeleteCarouselDocument);
  return {
    create,
    update,
    reordering: reorderState.loading,
    /** Saves the orders 1, 2, 3... of these slides in one call (one transaction on the server). */
    reorder: (ids: number[]) => reorder({ variables: { ids } }),
    remove: (id: number) =>
      remove({
        variables: { id },
        update: (cache) => evictLists(cache, LISTS, { __typename: 'CarouselSlide', id }),
      }),
  };
}
