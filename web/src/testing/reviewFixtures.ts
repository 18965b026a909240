import type { MockLink } from '@apollo/client/testing';
import type { ReviewFieldsFragment } from '@/generated/graphql';
import { ReviewsDocument } from '@/generated/graphql';

export type ReviewFixture = ReviewFieldsFragment & { __typename: 'Review' };

/** A written review as the reviews query returns it. */
export function review(overrides: Partial<ReviewFieldsFragment> = {}): ReviewFixture {
  return {
    __typename: 'Review',
    id: 1,
    itemId: 7,
    reviewType: 'general',
    reviewerName: 'Mina Kim',
    rating: 5,
    visitDate: '2025-06-20',
    reviewContent: 'The guide made the whole day.',
    reviewImages: [],
    reelsLink: null,
    thumbnailImage: null,
    isApproved: true,
    verified: false,
    createdAt: '2025-06-21T09:00:00.000Z',
    ...overrides,
  };
}

/** A video review. */
export function reel(id: number, overrides: Partial<ReviewFieldsFragment> = {}): ReviewFixture {
  return review({
    id,
    reviewType: 'reels',
    reviewerName: `Video guest ${id}`,
    reviewContent: `Video ${id}`,
    reelsLink: `https://www.youtube.com/embed/abcdefg${id}?modestbranding=1&rel=0&playsinline=1`,
    createdAt: `2025-05-${String(30 - id).padStart(2, '0')}T09:00:00.000Z`,
    ...overrides,
  });
}

/** The reviews query of item 7 answering `reviews`. */
export function reviewsResult(reviews: readonly ReviewFixture[], itemId = 7): MockLink.MockedResponse {
  return {
    request: { query: ReviewsDocument, variables: { itemId } },
    result: { data: { reviews } },
  };
}
