import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@domain/constants';
import { PopularSearchesDocument, SearchExperiencesDocument } from '@/generated/graphql';
import { useLanguage } from '@/lib/useLanguage';
import { useDebouncedValue } from './useDebouncedValue';

/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * What the search dialog shows: popular terms for an empty query, otherwise up to 5
 * experiences matching the (debounced) query in the current language. Asks nothing while closed.
 */
export function useExperienceSearch(query: string, enabled: boolean) {
  const language = useLanguage();
  const trimmed = query.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);

  const popular = useQuery(PopularSearchesDocument, {
    variables: { language },
    skip: !enabled,
  });
  const results = useQuery(SearchExperiencesDocument, {
    variables: { language, q: debounced, limit: LIMITS.searchResults },
    skip: !enabled || !debounced,
  });

  const popularTerms = popular.data
    ? {
        cultureTags: popular.data.popularSearches.cultureTags,
        hashtags: popular.data.popularSearches.hashtags,
      }
    : null;

  return {
    popularTerms,
    popularLoading: popular.loading,
    /** The query whose results are shown (lags the field while typing). */
    searchedFor: debounced,
    // Results of an older query stay hidden until the current one has answered.
    results:
      debounced === trimmed ? (results.data?.experiences.slice(0, LIMITS.searchResults) ?? null) : null,
    searching: debounced !== trimmed || results.loading,
    error: debounced === trimmed ? results.error : undefined,
    retry: () => results.refetch(),
  };
}
