import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../context.js';
import type { SecretHasher } from '../../common/secrets.js';
import type { Experience } from '../experience/experience.entity.js';
import { ReviewInvitation } from './review-invitation.entity.js';
import { invitationInvalid, invitationOtherItem, invitationUsed } from './review.errors.js';
import type { Review } from './review.entity.js';

const PURPOSE = 'review-invitation';
/** 32 random bytes, base64url. */
const TOKEN = /^[\w-]{43}$/;

/** The stored form of a token: keyed, unsalted (the token is random; it is looked up by its hash). */
export const reviewInvitationHash = (hasher: SecretHasher, token: string) => hasher.hash(PURPOSE, token, '');

/** A new one-time token for a booking's invitation mail, and the hash to store with it. */
export function newReviewInvitation(hasher: SecretHasher): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: reviewInvitationHash(hasher, token) };
}

/**
 * SQL that stores an invitation's hash for the bookings a `mail` CTE (`returning booking_id`) just
 * queued, so the token exists exactly when its mail does. `$hash` is the placeholder of the hash
 * (null: nothing stored). A mail queued again for the same booking replaces an unused token.
 */
export const storeInvitationSql = (hash: string) => `insert into review_invitation (booking_id, token_hash)
  select booking_id, ${hash}::text from mail where ${hash}::text is not null
  on conflict (booking_id) do update set token_hash = excluded.token_hash, updated_at = now()
  where review_invitation.used_at is null`;

/**
 * The unused invitation a guest's review is written with. Unknown or malformed: 400; already used:
 * 409; another experience's booking: 400.
 */
export async function invitationFor(
  ctx: AppContext,
  token: unknown,
  experience: Experience,
): Promise<ReviewInvitation> {
  if (typeof token !== 'string' || !TOKEN.test(token)) throw invitationInvalid();
  const invitation = await ctx.em.findOne(
    ReviewInvitation,
    { tokenHash: reviewInvitationHash(ctx.hasher, token) },
    { populate: ['booking'] },
  );
  if (!invitation) throw invitationInvalid();
  if (invitation.usedAt) throw invitationUsed();
  if (invitation.booking.experience.id !== experience.id) throw invitationOtherItem();
  return invitation;
}

/** Marks the invitation used by `review`, in the caller's transaction; a race lost to another use: 409. */
export async function claimInvitation(
  em: EntityManager,
  invitation: ReviewInvitation,
  review: Review,
): Promise<void> {
  const claimed = await em.nativeUpdate(
    ReviewInvitation,
    { id: invitation.id, usedAt: null },
    { usedAt: new Date(), review: review.id },
  );
  if (claimed !== 1) throw invitationUsed();
}
