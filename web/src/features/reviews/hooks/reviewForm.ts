import { createReviewSchema, type ReviewMessages } from '@domain/schemas/review';

/** What the writer's form holds; photos and the PIN travel beside it. */
export type ReviewFormValues = {
  rating: number | null;
  reviewerName: string;
  visitDate: string;
  reviewContent: string;
};

export const EMPTY_REVIEW: ReviewFormValues = {
  rating: null,
  reviewerName: '',
  visitDate: '',
  reviewContent: '',
};

/** The domain's review rules for the form's fields (the server runs the whole schema). */
export function createReviewFormSchema(messages: ReviewMessages) {
  return createReviewSchema(messages).pick(['rating', 'reviewerName', 'visitDate', 'reviewContent']);
}

export type ReviewFormSchema = ReturnType<typeof createReviewFormSchema>;
