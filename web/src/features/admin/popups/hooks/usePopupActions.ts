import { useMutation } from '@apollo/client/react';
import { CreatePopupDocument, DeletePopupDocument, UpdatePopupDocument } from '@/generated/graphql';
import { evictLists, listEviction } from '@/lib/cacheEviction';

/** A change of popups changes the list pages and every overlap answer: those load again. */
const LISTS = ['adminPopups', 'popupOverlaps'];
const forgetLists = listEviction(...LISTS);

/** The popup mutations with their cache updates, so the table agrees without a reload. */
export function usePopupActions() {
  const [create] = useMutation(CreatePopupDocument, { update: forgetLists });
  // An edit stays in its list (updated in place), but may change which popups overlap.
  const [update] = useMutation(UpdatePopupDocument, { update: listEviction('popupOverlaps') });
  const [remove] = useMutation(DeletePopupDocument);
  return {
    create,
    update,
    remove: (id: number) =>
      remove({
        variables: { id },
        update: (cache) => evictLists(cache, LISTS, { __typename: 'Popup', id }),
      }),
  };
}
