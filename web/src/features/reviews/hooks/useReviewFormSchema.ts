import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { REVIEW_LIMITS } from '@domain/constants';
import type { ReviewMessages } from '@domain/schemas/review';
import { createReviewFormSchema } from './reviewForm';

/** The review rules' messages (domain/schemas/review.ts) in the visitor's language. */
export function useReviewMessages(): ReviewMessages {
  const { t } = useLingui();
  const {
    ratingMin,
    ratingMax,
    reviewerName: nameMax,
    content: contentMax,
    images: imagesMax,
  } = REVIEW_LIMITS;
  return useMemo(
    () => ({
      ratingRequired: t`Please choose a rating.`,
      ratingInvalid: t`Rating must be a whole number from ${ratingMin} to ${ratingMax}.`,
      nameRequired: t`Please enter your name.`,
      nameTooLong: t`Name must be at most ${nameMax} characters.`,
      visitDateRequired: t`Please choose your visit date.`,
      visitDateInvalid: t`Please choose a valid visit date.`,
      visitDateInFuture: t`The visit date cannot be in the future.`,
      contentRequired: t`Please write your review.`,
      contentTooLong: t`Review must be at most ${contentMax} characters.`,
      tooManyImages: t`You can add up to ${imagesMax} photos.`,
      imageInvalid: t`A photo is not valid. Please upload it again.`,
      reelsLinkRequired: t`Please enter the video link.`,
      linkInvalid: t`Please enter a valid link starting with http:// or https://.`,
      pinInvalid: t`PIN must be 6 digits`,
    }),
    [t, ratingMin, ratingMax, nameMax, contentMax, imagesMax],
  );
}

/** The review form's schema with messages in the visitor's language. */
export function useReviewFormSchema(messages: ReviewMessages) {
  return useMemo(() => createReviewFormSchema(messages), [messages]);
}
