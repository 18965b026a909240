import { useMemo } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  ADMIN_REVIEW_MESSAGES,
  createAdminReviewSchema,
  REVIEW_LIMITS,
  type AdminReviewMessages,
} from '@domain/schemas/review';
import type { ReviewStatusFilter } from '@/generated/graphql';
import { refusalText } from '@/lib/serverError';

export const FILTER_LABELS: Record<ReviewStatusFilter, MessageDescriptor> = {
  all: msg`All`,
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

/** A review's state: null pending, true approved, false rejected. */
export const stateOf = (isApproved: boolean | null | undefined): Exclude<ReviewStatusFilter, 'all'> =>
  isApproved == null ? 'pending' : isApproved ? 'approved' : 'rejected';

/** The domain's admin review rules (§5 "Review (admin)") in the admin's language, and a refusal's text. */
export function useReviewSchema() {
  const { t } = useLingui();
  return useMemo(() => {
    const L = REVIEW_LIMITS;
    const messages: AdminReviewMessages = {
      ratingRequired: t`Please choose a rating.`,
      ratingInvalid: t`Rating must be a whole number from ${L.ratingMin} to ${L.ratingMax}.`,
      nameRequired: t`Please enter the reviewer name.`,
      nameTooLong: t`The name can have at most ${L.reviewerName} characters.`,
      visitDateRequired: t`Please choose the visit date.`,
      visitDateInvalid: t`Please choose a valid visit date.`,
      visitDateInFuture: t`The visit date cannot be in the future.`,
      contentRequired: t`Please enter the review content.`,
      contentTooLong: t`The review can have at most ${L.content} characters.`,
      tooManyImages: t`At most ${L.images} photos.`,
      imageInvalid: t`A photo is not valid. Please upload it again.`,
      reelsLinkRequired: t`Please enter the video link.`,
      linkInvalid: t`Please enter a valid link starting with http:// or https://.`,
      pinInvalid: t`The PIN must be 6 digits.`,
      itemRequired: t`Please choose an item.`,
      thumbnailRequired: t`Please upload a thumbnail image.`,
    };
    const refusal = (error: unknown, fallback: string) =>
      refusalText(error, [[ADMIN_REVIEW_MESSAGES, messages]], {
        tooManyAttempts: t`Too many attempts. Please wait a moment.`,
        fallback,
      });
    return {
      messages,
      createSchema: createAdminReviewSchema(messages, 'create'),
      editSchema: createAdminReviewSchema(messages, 'edit'),
      refusal,
    };
  }, [t]);
}
