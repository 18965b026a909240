import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { CreatePopupDocument, DeletePopupDocument, UpdatePopupDocument } from '@/generated/graphql';

/** A change of popups changes the list pages and every overlap answer: those load again. */
function forgetLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminPopups' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'popupOverlaps' });
  cache.gc();
}

/** The popup mutations with their cache updates, so the table agrees without a reload. */
export function usePopupActions() {
  const [create] = useMutation(CreatePopupDocument, { update: forgetLists });
  const [update] = useMutation(UpdatePopupDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'popupOverlaps' });
      cache.gc();
    },
  });
  const [remove] = useMutation(DeletePopupDocument);
  return {
    create,
    update,
    remove: (id: number) =>
      remove({
        variables: { id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Popup', id }) });
          forgetLists(cache);
        },
      }),
  };
}
