import type { AdminReviewInput, AdminReviewRowFragment, ReviewType } from '@/generated/graphql';

/** The dialog's fields as typed (selects give strings). */
export type ReviewFormValues = {
  itemId: string;
  reviewType: ReviewType;
  reviewerName: string;
  rating: string;
  visitDate: string;
  reviewContent: string;
  reelsLink: string;
  thumbnailImage: string;
  reviewImages: string[];
  pin: string;
};

export function reviewFormValues(review?: AdminReviewRowFragment, itemId?: number): ReviewFormValues {
  return {
    itemId: String(review?.itemId ?? itemId ?? ''),
    reviewType: review?.reviewType ?? 'general',
    reviewerName: review?.reviewerName ?? '',
    rating: String(review?.rating ?? 5),
    visitDate: review?.visitDate ?? '',
    reviewContent: review?.reviewContent ?? '',
    reelsLink: review?.originalReelsLink ?? review?.reelsLink ?? '',
    thumbnailImage: review?.thumbnailImage ?? '',
    reviewImages: review?.reviewImages ?? [],
    pin: '',
  };
}

/** What the server receives (it runs the same rules again); editing never moves a review. */
export function reviewInput(values: ReviewFormValues, editing: boolean): AdminReviewInput {
  const blank = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    ...(editing ? {} : { itemId: Number(values.itemId) }),
    reviewType: values.reviewType,
    reviewerName: values.reviewerName.trim(),
    rating: Number(values.rating),
    visitDate: values.visitDate,
    reviewContent: values.reviewContent.trim(),
    reelsLink: values.reviewType === 'reels' ? blank(values.reelsLink) : null,
    thumbnailImage: values.reviewType === 'reels' ? blank(values.thumbnailImage) : null,
    reviewImages: values.reviewImages,
    pin: blank(values.pin),
  };
}
