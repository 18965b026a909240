import { datesBetween } from '../../../../domain/booking.js';
import { addDays, daysInRange, isIsoDate, seoulToday, weekday } from '../../../../domain/calendar.js';
import { CATEGORIES, LIMITS, type Category } from '../../../../domain/constants.js';
import type { AppContext } from '../../context.js';
import { badInput, notFound } from '../../common/errors.js';
import { listWindow } from '../../common/pagination.js';
import { containsPattern, SqlParams } from '../../common/sql.js';
import { Experience } from './experience.entity.js';
import { EXPERIENCE_ERRORS } from './experience.errors.js';
import type { ExperienceFilter, ExperienceSortEnum } from './experience.inputs.js';
import { REVIEW_STATS_SQL, reviewStats } from './experience.rating.js';

export const EXPERIENCE_NOT_FOUND = EXPERIENCE_ERRORS.notFound;

/** The most experiences one list answers when no `limit` is asked for: the catalogue bound. */
export const CATALOGUE_MAX = 200;

/** The weekdays (0 = Sunday) a date range touches: all seven from a week on, without a row per day. */
function weekdaysOf(from: string, to: string): number[] {
  if (daysInRange(from, to) >= 7) return [0, 1, 2, 3, 4, 5, 6];
  return [...new Set(datesBetween(from, to).map(weekday))];
}

/** The discounted price in SQL, the same rule as domain/pricing.ts (a test holds them equal). */
const DISCOUNTED_PRICE_SQL = `case when e.promotion_type @> array['%OFF'] and coalesce(e.promotion_discount, 0) > 0
  then round(e.price * (1 - e.promotion_discount / 100.0)) else e.price end`;

const ORDER_BY: Record<ExperienceSortEnum, string> = {
  popularity: 'coalesce(s.review_count, 0) desc, e.id asc',
  rating: 'coalesce(s.rating, 0) desc, coalesce(s.review_count, 0) desc, e.id asc',
  priceLow: `${DISCOUNTED_PRICE_SQL} asc, e.id asc`,
  priceHigh: `${DISCOUNTED_PRICE_SQL} desc, e.id asc`,
};

/**
 * Lists experiences matching the filter, sorted on the server: one SQL statement for the ids (and
 * their review figures) and one to load them. Inactive experiences are only included for an admin who asks for them.
 * `limit` is 1 to 100; without it the list stops at CATALOGUE_MAX. A date range is at most
 * LIMITS.dateFilterMaxDays days.
 */
export async function listExperiences(
  ctx: AppContext,
  filter: ExperienceFilter = {},
  sort: ExperienceSortEnum = 'popularity',
  limit?: number,
): Promise<Experience[]> {
  const where: string[] = [];
  const q = new SqlParams();
  const p = (value: unknown) => q.p(value);

  if (!(filter.includeInactive && ctx.admin)) where.push('e.is_active');
  if (filter.language) where.push(`e.language @> array[${p(filter.language)}]`);
  if (filter.categories?.length) where.push(`e.category = any(${p(filter.categories)})`);
  if (filter.cultureTags?.length) where.push(`e.k_culture_tags && ${p(filter.cultureTags)}::text[]`);
  if (filter.languages?.length) where.push(`e.language && ${p(filter.languages)}::text[]`);

  const search = filter.search?.trim();
  if (search) {
    const like = p(containsPattern(search));
    where.push(`(e.title ilike ${like} or e.description ilike ${like} or e.short_description ilike ${like}
      or e.location ilike ${like} or array_to_string(e.hashtags, ' ') ilike ${like}
      or array_to_string(e.k_culture_tags, ' ') ilike ${like})`);
  }

  const maxRows = limit == null ? CATALOGUE_MAX : listWindow(limit).limit;

  if (filter.dateFrom || filter.dateTo) {
    const from = filter.dateFrom ?? filter.dateTo!;
    const to = filter.dateTo ?? from;
    if (!isIsoDate(from) || !isIsoDate(to)) throw badInput(EXPERIENCE_ERRORS.badDate);
    if (to < from) throw badInput(EXPERIENCE_ERRORS.rangeOrder);
    if (daysInRange(from, to) > LIMITS.dateFilterMaxDays) {
      throw badInput(EXPERIENCE_ERRORS.rangeTooLong(LIMITS.dateFilterMaxDays));
    }
    const f = p(from);
    const t = p(to);
    const defaultEnd = p(addDays(seoulToday(), LIMITS.defaultSalesWindowDays));
    // Spec §5: the sales window overlaps the range (no window: always), no unavailable date inside it,
    // and not every day of the range falls on a blocked weekday.
    where.push(`((e.sales_available_from is null and e.sales_available_until is null) or
      (coalesce(e.sales_available_from, '-infinity'::date) <= ${t}::date
       and coalesce(e.sales_available_until, ${defaultEnd}::date) >= ${f}::date))`);
    where.push(`not exists (select 1 from jsonb_array_elements_text(e.unavailable_dates) u
      where u.value::date between ${f}::date and ${t}::date)`);
    where.push(`exists (select 1 from unnest(${p(weekdaysOf(from, to))}::int[]) d
      where not e.blocked_weekdays @> to_jsonb(d))`);
  }

  const sql = `select e.id, s.review_count, s.rating from experience e
    left join (${REVIEW_STATS_SQL}) s on s.experience_id = e.id
    ${where.length ? 'where ' + where.join(' and ') : ''}
    order by ${ORDER_BY[sort] ?? ORDER_BY.popularity}
    limit ${p(maxRows)}`;
  const found = await ctx.pool.query<{ id: number; review_count: string | null; rating: string | null }>(
    sql,
    q.params,
  );
  const ids = found.rows.map((r) => r.id);
  if (!ids.length) return [];
  // The sort already counted the visible reviews: the rating and count fields need no query.
  for (const row of found.rows)
    ctx.loaders.reviewStats.prime(row.id, reviewStats(row.review_count, row.rating));
  const loaded = await ctx.em.find(Experience, { id: { $in: ids } });
  const byId = new Map(loaded.map((e) => [e.id, e]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

/** One experience; inactive ones are visible to admins only. */
export async function getExperience(ctx: AppContext, id: number): Promise<Experience> {
  const experience = await ctx.em.findOne(Experience, { id });
  if (!experience || (!experience.isActive && !ctx.admin)) throw notFound(EXPERIENCE_NOT_FOUND);
  return experience;
}

/** Search suggestions (spec §2 header search): up to 3 random culture tags and the 3 most used hashtags. */
export async function popularSearches(
  ctx: AppContext,
  language: string,
  random: () => number = Math.random,
): Promise<{ cultureTags: string[]; hashtags: string[] }> {
  const offered = `e.is_active and e.language @> array[$1]`;
  const [tags, hashtags] = await Promise.all([
    ctx.pool.query<{ tag: string }>(
      `select distinct unnest(e.k_culture_tags) as tag from experience e where ${offered} order by tag`,
      [language],
    ),
    ctx.pool.query<{ tag: string }>(
      `select h.tag, count(*) as uses from experience e, unnest(e.hashtags) as h(tag)
       where ${offered} group by h.tag order by uses desc, h.tag asc limit $2`,
      [language, LIMITS.popularCount],
    ),
  ]);
  const shuffled = tags.rows.map((r) => r.tag).sort(() => random() - 0.5);
  return { cultureTags: shuffled.slice(0, LIMITS.popularCount), hashtags: hashtags.rows.map((r) => r.tag) };
}

/**
 * The public list of the REST shim (`GET /api/experiences?category=Tour,Tickets`) as JSON text.
 * Unknown categories are ignored (spec §2). The answer is the same for every guest until an
 * experience or a review changes (the catalog version moves in the writer's transaction), so it is
 * kept in the content cache; an admin (who also sees inactive items) always gets a fresh one.
 */
export async function publicListJson(
  ctx: AppContext,
  category: unknown,
  serialize: (list: Experience[]) => Promise<unknown[]>,
): Promise<string> {
  const raw = typeof category === 'string' ? category : '';
  const categories = [
    ...new Set(
      raw
        .split(',')
        .map((c) => c.trim())
        .filter((c): c is Category => (CATEGORIES as readonly string[]).includes(c)),
    ),
  ].sort();
  const answer = async () => {
    const list = await listExperiences(ctx, {
      categories: categories.length ? categories : undefined,
      includeInactive: true, // honoured only with an admin session
    });
    return JSON.stringify(await serialize(list));
  };
  if (ctx.admin) return answer();
  return ctx.contentCache.get('catalog', `GET /api/experiences?category=${categories.join(',')}`, answer);
}
