import type { MockLink } from '@apollo/client/testing';
import {
  ActivePopupDocument,
  HomeCarouselsDocument,
  PopularExperiencesDocument,
  type Language,
} from '@/generated/graphql';
import type { listItem } from './experienceFixtures';

/**
 * The home page's own queries in `language`: no carousel slides, no popup, and `popular()` as
 * the popular list (none unless given). For tests that show the home page on the way to
 * something else, so that it loads as it would, without a mock missing.
 */
export function homeMocks(
  language: Language = 'ENG',
  popular: () => ReturnType<typeof listItem>[] = () => [],
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: HomeCarouselsDocument, variables: { language } },
      result: { data: { carousels: [] } },
    },
    {
      request: { query: ActivePopupDocument, variables: { language } },
      result: { data: { activePopup: null } },
    },
    {
      request: { query: PopularExperiencesDocument, variables: { language, limit: 3 } },
      result: () => ({ data: { experiences: popular() } }),
    },
  ];
}
