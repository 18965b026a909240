import type { AppContext } from '../../context.js';
import { badInput } from '../../common/errors.js';
import type { LanguageEnum } from '../../common/enums.js';
import { type Page, type PageInput, pageWindow, toPage } from '../../common/pagination.js';
import { audit } from '../audit/audit.js';
import { REVIEW_STATS_SQL, reviewStats } from '../experience/experience.rating.js';
import { Review } from './review.entity.js';
import { REVIEW_ERRORS } from './review.errors.js';
import { findReview } from './review.service.js';
import { reviewEvents, type ReviewPublished } from './review.events.js';
import { AfterCommit, inTransaction } from '../../platform/events/event-bus.js';
import type {
  ReviewCounts,
  ReviewDecision,
  ReviewItemSummary,
  ReviewStatusFilter,
} from './review-admin.types.js';

const STATUS_FILTER: Record<ReviewStatusFilter, object> = {
  all: {},
  pending: { isApproved: null },
  approved: { isApproved: true },
  rejected: { isApproved: false },
};

/**
 * One row per item with reviews: pending, approved and rejected counts and the storefront figures,
 * all SQL aggregates in one query; items with pending reviews first.
 */
export async function reviewSummary(
  ctx: AppContext,
  page?: Partial<PageInput> | null,
): Promise<Page<ReviewItemSummary>> {
  const window = pageWindow(page);
  const { rows } = await ctx.pool.query<{
    id: number;
    title: string;
    language: LanguageEnum | null;
    pending: string;
    approved: string;
    rejected: string;
    review_count: string | null;
    rating: string | null;
    full_count: string;
  }>(
    `select e.id, e.title, e.language[1] as language,
            c.pending, c.approved, c.rejected, s.review_count, s.rating, count(*) over () as full_count
     from (select experience_id,
                  count(*) filter (where is_approved is null) as pending,
                  count(*) filter (where is_approved) as approved,
                  count(*) filter (where not is_approved) as rejected
           from review group by experience_id) c
     join experience e on e.id = c.experience_id
     left join (${REVIEW_STATS_SQL}) s on s.experience_id = e.id
     order by c.pending desc, e.title asc, e.id asc
     limit $1 offset $2`,
    [window.limit, window.offset],
  );
  const total = rows.length ? Number(rows[0].full_count) : await countReviewedItems(ctx);
  const items = rows.map((r) => {
    const counts = { pending: Number(r.pending), approved: Number(r.approved), rejected: Number(r.rejected) };
    return {
      itemId: r.id,
      title: r.title,
      language: r.language,
      ...counts,
      total: counts.pending + counts.approved + counts.rejected,
      ...reviewStats(r.review_count, r.rating),
    };
  });
  return toPage(items, total, window);
}

async function countReviewedItems(ctx: AppContext): Promise<number> {
  const { rows } = await ctx.pool.query<{ n: string }>(
    'select count(distinct experience_id) as n from review',
  );
  return Number(rows[0].n);
}

/** The reviews of one item (or all), filtered by state, newest first, with the counts of each state. */
export async function adminReviews(
  ctx: AppContext,
  itemId: number | null | undefined,
  status: ReviewStatusFilter = 'all',
  page?: Partial<PageInput> | null,
): Promise<Page<Review> & { counts: ReviewCounts }> {
  const window = pageWindow(page);
  const scope = itemId ? { experience: itemId } : {};
  const [[items, total], counts] = await Promise.all([
    ctx.em.findAndCount(
      Review,
      { ...scope, ...STATUS_FILTER[status] },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: window.limit, offset: window.offset },
    ),
    stateCounts(ctx, itemId),
  ]);
  return { ...toPage(items, total, window), counts };
}

async function stateCounts(ctx: AppContext, itemId: number | null | undefined): Promise<ReviewCounts> {
  const { rows } = await ctx.pool.query<Record<keyof ReviewCounts, string>>(
    `select count(*) as all, count(*) filter (where is_approved is null) as pending,
            count(*) filter (where is_approved) as approved, count(*) filter (where not is_approved) as rejected
     from review where $1::int is null or experience_id = $1`,
    [itemId ?? null],
  );
  const r = rows[0];
  return {
    all: Number(r.all),
    pending: Number(r.pending),
    approved: Number(r.approved),
    rejected: Number(r.rejected),
  };
}

/**
 * Approves or rejects one review (spec §4: pending either way, rejected can be approved, approved
 * can be rejected). The storefront's list, rating and count follow on the next request: the
 * catalog version moves with the write.
 */
export async function moderateReview(ctx: AppContext, id: number, decision: ReviewDecision): Promise<Review> {
  const review = await findReview(ctx, id);
  const isApproved = decision === 'approve';
  if (review.isApproved !== isApproved) {
    // The change, its audit entry and what its subscribers write (a published review's webhooks) commit
    // together.
    const after = new AfterCommit();
    await ctx.em.transactional(async (em) => {
      audit(
        em,
        ctx,
        'review.moderate',
        { type: 'review', id },
        { isApproved: review.isApproved },
        { isApproved },
      );
      em.assign(review, { isApproved, updatedBy: 'admin' });
      await em.flush();
      if (isApproved)
        await reviewEvents.publish({ em, afterCommit: after.afterCommit }, 'published', published(review));
    });
    after.committed(ctx.logger);
  }
  return review;
}

const published = (review: Review): ReviewPublished => ({
  review: { id: review.id, experienceId: review.itemId, rating: review.rating, type: review.reviewType },
});

function checkSelection(ids: unknown): number[] {
  const ok =
    Array.isArray(ids) &&
    ids.length >= 1 &&
    ids.length <= 500 &&
    ids.every((id) => Number.isInteger(id) && id > 0);
  if (!ok) throw badInput(REVIEW_ERRORS.badSelection, { field: 'ids' });
  return [...new Set(ids as number[])];
}

/**
 * What a bulk decision does: which selected reviews change, which are already so, which no longer
 * exist. `apply` makes the change in one statement (one transaction).
 */
export async function moderateReviews(
  ctx: AppContext,
  ids: unknown,
  decision: ReviewDecision,
  apply: boolean,
): Promise<{ changed: number[]; unchanged: number[]; notFound: number[] }> {
  const selection = checkSelection(ids);
  const isApproved = decision === 'approve';
  const found = await ctx.em.find(Review, { id: { $in: selection } }, { orderBy: { id: 'asc' } });
  const byId = new Map(found.map((r) => [r.id, r]));
  const changed = found.filter((r) => r.isApproved !== isApproved).map((r) => r.id);
  const unchanged = found.filter((r) => r.isApproved === isApproved).map((r) => r.id);
  const notFound = selection.filter((id) => !byId.has(id));
  if (apply && changed.length) {
    await inTransaction(ctx.em, ctx.logger, async (em, after) => {
      await em.nativeUpdate(Review, { id: { $in: changed } }, { isApproved, updatedBy: 'admin' });
      if (isApproved)
        for (const id of changed)
          await reviewEvents.publish(
            { em, afterCommit: after.afterCommit },
            'published',
            published(byId.get(id)!),
          );
      // Each review's own state before (pending is null, not the opposite of the decision).
      for (const id of changed)
        audit(
          em,
          ctx,
          'review.moderate',
          { type: 'review', id },
          { isApproved: byId.get(id)!.isApproved ?? null },
          { isApproved },
        );
    });
    for (const id of changed) byId.get(id)!.isApproved = isApproved;
  }
  return { changed, unchanged, notFound };
}

/** Every review with its state (the REST `GET /api/reviews` of the admin), newest first. */
export function allReviews(ctx: AppContext): Promise<Review[]> {
  return ctx.em.find(Review, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
}
