import { wrap } from '@mikro-orm/core';
import { toReelsEmbedUrl } from '../../../../domain/reels.js';
import {
  adminReviewEditSchema,
  adminReviewSchema,
  pinSchema,
  REVIEW_MESSAGES,
  reviewSchema,
} from '../../../../domain/schemas/review.js';
import type { AppContext } from '../../context.js';
import { badInput, notFound } from '../../common/errors.js';
import { needsRehash, type SecretHasher } from '../../common/secrets.js';
import type { ListWindow } from '../../common/pagination.js';
import { isPlainObject, mergePatch } from '../../common/patch.js';
import { validate } from '../../common/validate.js';
import { publishAdminEvent } from '../admin-event/admin-event.service.js';
import { AdminEventKind } from '../admin-event/admin-event.types.js';
import { audit, snapshot } from '../audit/audit.js';
import { Experience } from '../experience/experience.entity.js';
import { VISIBLE_REVIEW_FILTER } from '../experience/experience.rating.js';
import { ownUploads } from '../media/media.service.js';
import { Review } from './review.entity.js';
import { incorrectPin, notAnUpload, REVIEW_ERRORS, reviewNotFound } from './review.errors.js';
import { claimInvitation, invitationFor } from './review-invitation.service.js';
import type { ReviewInvitation } from './review-invitation.entity.js';

/** The server runs the whole domain schema; an admin session may leave the PIN out of an update. */
const reviewWithoutPin = reviewSchema.omit(['pin']);

/** An experience's reviews as the storefront shows them: approved ones only, newest first. */
export function listVisibleReviews(ctx: AppContext, itemId: number, window?: ListWindow): Promise<Review[]> {
  return ctx.em.find(
    Review,
    { experience: itemId, ...VISIBLE_REVIEW_FILTER },
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: window?.limit, offset: window?.offset },
  );
}

/**
 * A review the caller may act on: staff, or its writer with the PIN (every guest path checks it). A
 * pending or rejected review stays in reach of its PIN, to edit it (which sends it to moderation again)
 * or delete it; the public lists never show a rejected one.
 */
export async function findReview(ctx: AppContext, id: number): Promise<Review> {
  const review = await ctx.em.findOne(Review, id);
  if (!review) throw reviewNotFound();
  return review;
}

/**
 * Checks a review's PIN. Every attempt spends its points (per review and address, per address, per
 * review) before the PIN is checked, so parallel guesses cannot slip past the limit; a right PIN
 * gives them back.
 */
async function checkPin(ctx: AppContext, review: Review, pin: unknown): Promise<void> {
  if (!pinSchema.isValidSync(pin)) throw badInput(REVIEW_MESSAGES.pinInvalid, { field: 'pin' });
  const giveBack = await ctx.rateLimiters.reviewPin.spend(String(review.id), ctx.address);
  // A review without a PIN costs one check too, so every wrong answer takes the same time.
  const ok = review.pinHash
    ? await ctx.hasher.verify(review.pinHash, PIN_PURPOSE, pin as string)
    : ctx.hasher.verifyNothing();
  if (ok && needsRehash(review.pinHash!)) {
    // A PIN hashed the old way (argon2) is stored keyed from its first right answer on.
    review.pinHash = reviewPinHash(ctx.hasher, pin as string);
    await ctx.em.flush();
  }
  if (!ok) {
    ctx.logger.warn({ reviewId: review.id, ip: ctx.ip }, 'wrong review PIN');
    throw incorrectPin();
  }
  await giveBack();
}

const PIN_PURPOSE = 'review-pin';

/** The stored hash of a review's PIN: keyed and salted (see SecretHasher). */
export const reviewPinHash = (hasher: SecretHasher, pin: string) => hasher.hash(PIN_PURPOSE, pin);

/**
 * Writes a review in one transaction that, when the review (new or edited) waits for moderation,
 * also tells the open admin screens (the event leaves only if the write commits), and spends the
 * invitation it was written with (a token used meanwhile undoes the write).
 */
async function saveReview(
  ctx: AppContext,
  review: Review,
  invitation?: ReviewInvitation,
  audited = false,
): Promise<void> {
  await ctx.em.begin();
  try {
    await ctx.em.flush();
    // Staff's new review: its audit entry (it needs the id) commits with it.
    if (audited) {
      audit(ctx.em, ctx, 'review.create', reviewTarget(review), null, auditedReview(review));
      await ctx.em.flush();
    }
    if (invitation) await claimInvitation(ctx.em, invitation, review);
    if (review.isApproved === null) {
      const experience = review.experience;
      await publishAdminEvent(ctx.em, {
        kind: AdminEventKind.REVIEW_PENDING,
        id: review.id,
        itemId: experience.id,
        itemTitle: wrap(experience).isInitialized() ? experience.title : null,
        name: review.reviewerName,
      });
    }
    await ctx.em.commit();
  } catch (error) {
    await ctx.em.rollback();
    throw error;
  }
}

/** Staff act without a PIN; everyone else needs the review's PIN. */
async function authorize(ctx: AppContext, review: Review, pin: unknown): Promise<void> {
  if (!ctx.admin) await checkPin(ctx, review, pin);
}

/** Photo URLs as stored (`/api/images/<file>`), each an existing upload of this site. */
const ownImages = (ctx: AppContext, urls: (string | null | undefined)[]) =>
  ownUploads(ctx, urls, () => notAnUpload('reviewImages'));

/** The checked, normalised content fields shared by create and update. */
async function contentOf(ctx: AppContext, values: ReturnType<typeof reviewWithoutPin.validateSync>) {
  const reviewImages = await ownImages(ctx, values.reviewImages);
  const [thumbnailImage = null] = values.thumbnailImage ? await ownImages(ctx, [values.thumbnailImage]) : [];
  return {
    reviewerName: values.reviewerName,
    rating: values.rating,
    visitDate: values.visitDate,
    // Stored as the text written: the web renders it as text, never as HTML.
    reviewContent: values.reviewContent,
    reviewImages,
    thumbnailImage,
    reelsLink: values.reelsLink ? toReelsEmbedUrl(values.reelsLink) : null,
    originalReelsLink: values.reelsLink ?? null,
  };
}

/** The experience a new review is for: it must exist and be active (staff may review inactive ones). */
async function reviewedExperience(ctx: AppContext, itemId: unknown): Promise<Experience> {
  const id = typeof itemId === 'string' && /^\d{1,9}$/.test(itemId) ? Number(itemId) : itemId;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
    throw badInput(REVIEW_ERRORS.badItemId, { field: 'itemId' });
  }
  const experience = await ctx.em.findOne(Experience, id);
  if (!experience || (!experience.isActive && !ctx.admin)) throw notFound(REVIEW_ERRORS.experienceNotFound);
  return experience;
}

/**
 * A guest's new review, its PIN kept only as a keyed hash, rate limited per IP. Written with the
 * one-time token of a booking's invitation mail (`invitation`) it is verified and published at
 * once; otherwise it waits for moderation (isApproved null). Staff write by the admin rules (spec
 * §5 "Review (admin)").
 */
export async function createReview(ctx: AppContext, input: unknown): Promise<Review> {
  if (ctx.admin) return createAdminReview(ctx, input);
  const values = validate(reviewSchema, input);
  const given = input as { itemId?: unknown; invitation?: unknown };
  const experience = await reviewedExperience(ctx, given.itemId);
  const content = await contentOf(ctx, values);
  await ctx.rateLimiters.publicWrite.consume(ctx.address);
  const invitation =
    given.invitation == null || given.invitation === ''
      ? undefined
      : await invitationFor(ctx, given.invitation, experience);
  const review = ctx.em.create(Review, {
    experience,
    reviewType: values.reviewType,
    ...content,
    pinHash: reviewPinHash(ctx.hasher, values.pin),
    isApproved: invitation ? true : null,
    verified: Boolean(invitation),
    createdBy: 'user',
  });
  await saveReview(ctx, review, invitation);
  return review;
}

/**
 * New content for a review, with its PIN (or an admin session). The type stays; a video link or
 * thumbnail left out keeps its current value, and the link as first entered is kept when the
 * stored embed address comes back unchanged.
 */
export async function updateReview(ctx: AppContext, id: number, input: unknown): Promise<Review> {
  if (ctx.admin) return updateAdminReview(ctx, id, input);
  const review = await findReview(ctx, id);
  const given = (input ?? {}) as Record<string, unknown>;
  await authorize(ctx, review, given.pin);
  const values = validate(reviewWithoutPin, {
    ...given,
    reviewType: review.reviewType,
    reelsLink:
      given.reelsLink === undefined ? (review.originalReelsLink ?? review.reelsLink) : given.reelsLink,
    thumbnailImage: given.thumbnailImage === undefined ? review.thumbnailImage : given.thumbnailImage,
  });
  const content = await contentOf(ctx, values);
  if (content.reelsLink && content.reelsLink === review.reelsLink) {
    content.originalReelsLink = review.originalReelsLink ?? content.originalReelsLink;
  }
  // A guest's rewrite of what the public reads goes back to moderation (an approved review could
  // otherwise be turned into spam with its PIN; a rejected one is looked at again); staff edit through
  // updateAdminReview.
  const rewritten = PUBLIC_CONTENT.some((key) => !sameValue(review[key], content[key]));
  ctx.em.assign(review, {
    ...content,
    updatedBy: 'user',
    ...(rewritten && review.isApproved !== null ? { isApproved: null } : {}),
  });
  await saveReview(ctx, review);
  return review;
}

/** What the storefront shows of a review: a guest's change to any of it needs moderation again. */
const PUBLIC_CONTENT = [
  'reviewerName',
  'rating',
  'visitDate',
  'reviewContent',
  'reviewImages',
  'thumbnailImage',
  'reelsLink',
] as const;

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((value, i) => value === b[i])
    : (a ?? null) === (b ?? null);

/** Deletes a review, with its PIN (or an admin session). */
export async function deleteReview(ctx: AppContext, id: number, pin: unknown): Promise<boolean> {
  const review = await findReview(ctx, id);
  await authorize(ctx, review, pin);
  // Recorded when staff delete (a guest with the PIN is no admin: audit records nothing).
  audit(ctx.em, ctx, 'review.delete', reviewTarget(review), auditedReview(review), null);
  await ctx.em.remove(review).flush();
  return true;
}

/** True when the PIN is the review's; a wrong one is a FORBIDDEN error with the spec's message. */
export async function verifyReviewPin(ctx: AppContext, id: number, pin: unknown): Promise<boolean> {
  await checkPin(ctx, await findReview(ctx, id), pin);
  return true;
}

/** Runs the admin rules (spec §5 "Review (admin)"); editing leaves the item out. */
const validateAdmin = (input: unknown, editing: boolean) =>
  validate(editing ? adminReviewEditSchema : adminReviewSchema, input);

/** Staff's new review: pending like any other, written by 'admin', the PIN optional. */
async function createAdminReview(ctx: AppContext, input: unknown): Promise<Review> {
  const values = validateAdmin(input, false);
  const experience = await reviewedExperience(ctx, values.itemId);
  const content = await contentOf(ctx, values);
  const review = ctx.em.create(Review, {
    experience,
    reviewType: values.reviewType,
    ...content,
    pinHash: values.pin ? reviewPinHash(ctx.hasher, values.pin) : null,
    isApproved: null,
    createdBy: 'admin',
  });
  await saveReview(ctx, review, undefined, true);
  return review;
}

const REVIEW_FIELDS = [
  'reviewType',
  'reviewerName',
  'rating',
  'visitDate',
  'reviewContent',
  'reviewImages',
  'reelsLink',
  'thumbnailImage',
] as const;

const reviewTarget = (review: Review) => ({ type: 'review', id: review.id });
/** What the trail keeps of a created or deleted review: its content, item and state. */
const auditedReview = (review: Review) => ({
  ...snapshot(review, REVIEW_FIELDS),
  itemId: review.experience.id,
  isApproved: review.isApproved ?? null,
});

/**
 * Staff's edit (no PIN needed): the admin rules on the fields given over the review's own; a new
 * PIN replaces the old one. A link or thumbnail left out stays.
 */
async function updateAdminReview(ctx: AppContext, id: number, input: unknown): Promise<Review> {
  const review = await findReview(ctx, id);
  const merged = mergePatch(
    {
      reviewType: review.reviewType,
      reviewerName: review.reviewerName,
      rating: review.rating,
      visitDate: review.visitDate,
      reviewContent: review.reviewContent,
      reviewImages: review.reviewImages,
      // A link or thumbnail left out stays; the link as first entered is checked again.
      reelsLink: review.originalReelsLink ?? review.reelsLink,
      thumbnailImage: review.thumbnailImage,
    },
    input,
  );
  // A review never moves to another item (a list or other non-object body is refused here).
  const values = validateAdmin(isPlainObject(merged) ? { ...merged, itemId: undefined } : merged, true);
  const content = await contentOf(ctx, values);
  if (content.reelsLink && content.reelsLink === review.reelsLink) {
    content.originalReelsLink = review.originalReelsLink ?? content.originalReelsLink;
  }
  const before = snapshot(review, REVIEW_FIELDS);
  ctx.em.assign(review, {
    ...content,
    reviewType: values.reviewType,
    ...(values.pin ? { pinHash: reviewPinHash(ctx.hasher, values.pin) } : {}),
    updatedBy: 'admin',
  });
  // The PIN itself is a secret: only that it changed is kept.
  audit(
    ctx.em,
    ctx,
    'review.update',
    reviewTarget(review),
    { ...before, ...(values.pin ? { pin: null } : {}) },
    { ...snapshot(review, REVIEW_FIELDS), ...(values.pin ? { pin: 'changed' } : {}) },
  );
  await ctx.em.flush();
  return review;
}
