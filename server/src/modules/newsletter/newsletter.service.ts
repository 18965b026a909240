import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { seoulToday } from '../../../../domain/calendar.js';
import { LANG_PARAM, fromLanguageCode } from '../../../../domain/locales.js';
import { newsletterSchema } from '../../../../domain/schemas/newsletter.js';
import { STATIC_PATHS } from '../../../../domain/seo.js';
import type { AppContext } from '../../context.js';
import type { LanguageEnum } from '../../common/enums.js';
import { streamCsv } from '../../common/csv.js';
import { badInput } from '../../common/errors.js';
import { pageWindow, toPage, type Page, type PageInput } from '../../common/pagination.js';
import { containsPattern, inIdOrder, pageOfIds, SqlParams } from '../../common/sql.js';
import { validate } from '../../common/validate.js';
import { queueMail } from '../../platform/mail/mail-outbox.js';
import { mailSecrets } from '../../platform/mail/mail.secrets.js';
import { newsletterWelcome } from '../mail/templates/newsletter.js';
import { renderMail } from '../mail/templates/render.js';
import { NewsletterSubscription } from './newsletter-subscription.entity.js';
import type { SubscriberFilter } from './newsletter.inputs.js';
import { tokenId, tokenMatches, unsubscribeToken } from './newsletter.token.js';
import { NEWSLETTER_ERRORS } from './newsletter.errors.js';

export const SUBSCRIBED = 'Newsletter subscription successful!';
/** A storefront address in the subscriber's language. */
function storefrontUrl(
  ctx: AppContext,
  pathname: string,
  language: LanguageEnum,
  query: Record<string, string> = {},
) {
  const url = new URL(pathname, ctx.config.publicUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const locale = fromLanguageCode(language);
  if (locale && locale !== 'en') url.searchParams.set(LANG_PARAM, locale);
  return url.href;
}

/**
 * Queues the welcome mail of a (re)subscription, in its language, with the unsubscribe link in the
 * footer and as List-Unsubscribe headers (RFC 8058 one-click: mail apps offer it beside the sender).
 */
async function queueWelcome(ctx: AppContext, em: EntityManager, sub: NewsletterSubscription): Promise<void> {
  const token = unsubscribeToken(ctx, sub.id, sub.email);
  const page = storefrontUrl(ctx, STATIC_PATHS.unsubscribe, sub.language, { token });
  const oneClick = new URL('/api/newsletter/unsubscribe', ctx.config.publicUrl);
  oneClick.searchParams.set('token', token);
  const mail = await renderMail(newsletterWelcome, sub.language, {
    unsubscribeUrl: page,
    home: storefrontUrl(ctx, '/experiences', sub.language),
  });
  queueMail(em, {
    kind: 'newsletter_welcome',
    to: sub.email,
    ...mail,
    headers: {
      'List-Unsubscribe': `<${oneClick.href}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    secrets: mailSecrets(ctx.hasher, token),
  });
}

/**
 * Stores the address once per language, with the time of consent, and queues a welcome mail that
 * says how to leave. Signing up again while subscribed is a success and changes nothing; after an
 * unsubscribe it is new consent.
 */
export async function subscribe(
  ctx: AppContext,
  input: { email?: unknown; language: LanguageEnum },
): Promise<true> {
  const { email } = validate(newsletterSchema, { email: input.email });
  await ctx.rateLimiters.publicWrite.consume(ctx.address);
  const em = ctx.em.fork();
  const existing = await em.findOne(NewsletterSubscription, { email, language: input.language });
  if (existing && !existing.unsubscribedAt) return true;
  try {
    await em.transactional(async (tx) => {
      const sub = existing
        ? tx.merge(existing)
        : tx.create(NewsletterSubscription, { email, language: input.language });
      sub.consentedAt = new Date();
      sub.unsubscribedAt = null;
      await tx.flush();
      await queueWelcome(ctx, tx, sub);
    });
    ctx.mail.kick();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error; // a concurrent sign-up won
  }
  return true;
}

/**
 * Ends a subscription from its signed link, without an account. Idempotent: a second use answers
 * the same. A forged or mangled token is refused (400) and changes nothing.
 */
export async function unsubscribe(
  ctx: AppContext,
  token: unknown,
): Promise<{ email: string; language: LanguageEnum }> {
  const id = tokenId(token);
  const sub = id ? await ctx.em.fork().findOne(NewsletterSubscription, { id }) : null;
  if (!sub || !(await tokenMatches(ctx, token as string, sub.id, sub.email)))
    throw badInput(NEWSLETTER_ERRORS.badToken);
  await ctx.pool.query(
    'update newsletter_subscription set unsubscribed_at = now(), updated_at = now() where id = $1 and unsubscribed_at is null',
    [sub.id],
  );
  return { email: sub.email, language: sub.language };
}

/** The WHERE clause of the admin list and its CSV. */
function subscriberWhere(q: SqlParams, filter: SubscriberFilter = {}): string {
  const where = ['true'];
  if (filter.status === 'subscribed') where.push('s.unsubscribed_at is null');
  if (filter.status === 'unsubscribed') where.push('s.unsubscribed_at is not null');
  if (filter.language) where.push(`s.language = ${q.p(filter.language)}`);
  const search = filter.search?.trim();
  if (search) where.push(`s.email ilike ${q.p(containsPattern(search.toLowerCase()))}`);
  return where.join(' and ');
}

/** Admin: subscribers, newest consent first, filtered and paged in SQL. */
export async function adminSubscribers(
  ctx: AppContext,
  filter: SubscriberFilter = {},
  page?: Partial<PageInput> | null,
): Promise<Page<NewsletterSubscription>> {
  const window = pageWindow(page);
  const q = new SqlParams();
  const { ids, total } = await pageOfIds(
    ctx.pool,
    q,
    {
      id: 's.id',
      from: `from newsletter_subscription s where ${subscriberWhere(q, filter)}`,
      orderBy: 's.consented_at desc, s.id desc',
    },
    window,
  );
  const items = await inIdOrder(ids, (some) => ctx.em.find(NewsletterSubscription, { id: { $in: some } }));
  return toPage(items, total, window);
}

/** Admin: the filtered subscribers as CSV, consent and unsubscribe times in Seoul. */
export function exportSubscribersCsv(ctx: AppContext, filter: SubscriberFilter, res: Response) {
  const q = new SqlParams();
  const where = subscriberWhere(q, filter);
  const seoul = (column: string) => `to_char(${column} at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI')`;
  return streamCsv(ctx.pool, res, {
    sql: `select s.email, s.language, ${seoul('s.consented_at')} as "consentedAt",
            ${seoul('s.unsubscribed_at')} as "unsubscribedAt"
          from newsletter_subscription s where ${where} order by s.consented_at desc, s.id desc`,
    params: q.params,
    columns: ['email', 'language', 'consentedAt', 'unsubscribedAt'],
    filename: `newsletter-subscribers-${seoulToday()}.csv`,
  });
}
