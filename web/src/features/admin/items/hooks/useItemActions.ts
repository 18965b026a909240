import { useMutation } from '@apollo/client/react';
import {
  CreateExperienceDocument,
  DeleteExperienceDocument,
  DuplicateExperienceDocument,
  SetExperienceActiveDocument,
  UpdateExperienceDocument,
  type SetExperienceActiveMutation,
} from '@/generated/graphql';
import { evictLists, listEviction } from '@/lib/cacheEviction';

/** A new or removed item changes which items each list page holds: those pages load again. */
const LISTS = ['adminExperiences'];
const forgetLists = listEviction(...LISTS);

/** The item mutations with their cache updates: edits show in every list from the normalised cache. */
export function useItemActions() {
  const [create] = useMutation(CreateExperienceDocument, { update: forgetLists });
  const [update] = useMutation(UpdateExperienceDocument);
  const [setActive] = useMutation(SetExperienceActiveDocument);
  const [duplicate] = useMutation(DuplicateExperienceDocument, { update: forgetLists });
  const [remove] = useMutation(DeleteExperienceDocument);
  return {
    create,
    update,
    duplicate,
    /** Switches at once in the cache; the server's refusal puts the old value back. */
    setActive: (id: number, isActive: boolean) =>
      setActive({
        variables: { id, isActive },
        // The typename lets the cache file the optimistic answer under the item.
        optimisticResponse: {
          setExperienceActive: { __typename: 'Experience', id, isActive },
        } as SetExperienceActiveMutation,
      }),
    remove: (id: number) =>
      remove({
        variables: { id },
        update: (cache) => evictLists(cache, LISTS, { __typename: 'Experience', id }),
      }),
  };
}
