import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { newsletterSchema } from '../../../../domain/schemas/newsletter.js';
import type { AppContext } from '../../context.js';
import type { LanguageEnum } from '../../common/enums.js';
import { validate } from '../../common/validate.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';

export const SUBSCRIBED = 'Newsletter subscription successful!';

/** Stores the address once per language; signing up again is a success, not an error. */
export async function subscribe(
  ctx: AppContext,
  input: { email?: unknown; language: LanguageEnum },
): Promise<true> {
  const { email } = validate(newsletterSchema, { email: input.email });
  await ctx.rateLimiters.publicWrite.consume(ctx.address);
  const em = ctx.em.fork();
  if (await em.findOne(NewsletterSubscription, { email, language: input.language })) return true;
  try {
    em.create(NewsletterSubscription, { email, language: input.language });
    await em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error; // a concurrent sign-up won
  }
  return true;
}
