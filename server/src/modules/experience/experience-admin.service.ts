import sanitize from 'sanitize-html';
import { maxGuestsOf } from '../../../../domain/booking.js';
import { inTransaction } from '../../platform/events/event-bus.js';
import { experienceEvents } from './experience.events.js';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '../../../../domain/richText.js';
import {
  EXPERIENCE_LIMITS,
  EXPERIENCE_MESSAGES,
  FIELD_ORDER,
  validateExperience,
  type ExperienceValues,
} from '../../../../domain/schemas/experience.js';
import type { AppContext } from '../../context.js';
import { badInput } from '../../common/errors.js';
import {
  pageWindow,
  toPage,
  type Page,
  type PageInput,
  type SortDirection,
} from '../../common/pagination.js';
import { containsPattern, orderBy, pageOfIds, inIdOrder, SqlParams, sqlDirection } from '../../common/sql.js';
import { audit } from '../audit/audit.js';
import { ownUploads } from '../media/media.service.js';
import { Experience } from './experience.entity.js';
import {
  EXPERIENCE_ERRORS,
  experienceInUse,
  experienceInvalid,
  experienceNotFound,
} from './experience.errors.js';
import type { AdminExperienceFilter, AdminExperienceSortEnum } from './experience.inputs.js';

/** The fields an admin edits: every field of the domain schema. */
type Editable = Record<string, unknown>;

const SANITIZE_OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]]),
  ),
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that opens a new tab gives the opened page no handle on ours (as the storefront does).
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** Admin HTML (overview, itinerary, included) with the storefront renderer's allow-list. */
export const sanitizeRichText = (html: string) => sanitize(html, SANITIZE_OPTIONS);

/** Runs the domain schema (BAD_USER_INPUT naming every failing field) and sanitises the HTML fields. */
function checked(input: unknown): ExperienceValues {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    throw badInput(EXPERIENCE_ERRORS.notObject);
  let values: ExperienceValues;
  try {
    values = validateExperience(input);
  } catch (error) {
    throw experienceInvalid(error);
  }
  return {
    ...values,
    overview: sanitizeRichText(values.overview),
    itinerary: sanitizeRichText(values.itinerary),
    included: sanitizeRichText(values.included),
  };
}

/** Every image address an item holds: main image, overview images, recommended places' pictures. */
function imagesOf(
  e: Pick<ExperienceValues, 'mainImage' | 'overviewImages' | 'recommendationPlaces'>,
): string[] {
  return [e.mainImage, ...e.overviewImages, ...e.recommendationPlaces.map((place) => place.image)].filter(
    (url): url is string => Boolean(url),
  );
}

/**
 * Each image address of the item must be an upload of this site (the rule the reviews follow:
 * media.service `ownUploads`); those the stored item already holds are kept as they are.
 */
async function withOwnImages(
  ctx: AppContext,
  values: ExperienceValues,
  stored?: Experience,
): Promise<ExperienceValues> {
  const keep = new Set(stored ? imagesOf(stored as unknown as ExperienceValues) : []);
  const refuse = (field: string) => () =>
    badInput(EXPERIENCE_MESSAGES.imageNotUploaded, {
      fields: { [field]: EXPERIENCE_MESSAGES.imageNotUploaded },
    });
  const [mainImage = null] = values.mainImage
    ? await ownUploads(ctx, [values.mainImage], refuse('mainImage'), keep)
    : [];
  const overviewImages = await ownUploads(ctx, values.overviewImages, refuse('overviewImages'), keep);
  const recommendationPlaces = await Promise.all(
    values.recommendationPlaces.map(async (place) => ({
      ...place,
      image: place.image
        ? (await ownUploads(ctx, [place.image], refuse('recommendationPlaces'), keep))[0]
        : place.image,
    })),
  );
  return { ...values, mainImage, overviewImages, recommendationPlaces };
}

/** The editable fields of a stored item, in the schema's input shape. */
export function editableFields(e: Experience): Editable {
  const source = e as unknown as Editable;
  return Object.fromEntries(FIELD_ORDER.map((key) => [key, source[key] ?? null]));
}

/** What the audit trail keeps of an item: every editable field (prices, schedule...) and the switch. */
const audited = (e: Experience) =>
  JSON.parse(JSON.stringify({ ...editableFields(e), isActive: e.isActive })) as Record<string, unknown>;
const target = (e: Experience) => ({ type: 'experience', id: e.id });

async function load(ctx: AppContext, id: number): Promise<Experience> {
  const experience = await ctx.em.findOne(Experience, { id });
  if (!experience) throw experienceNotFound();
  return experience;
}

/** Creates an item from the editor's (or the REST shim's) payload. */
export async function createExperience(ctx: AppContext, input: unknown): Promise<Experience> {
  const values = await withOwnImages(ctx, checked(input));
  // Two flushes (the id, then its audit entry) in one transaction.
  return ctx.em.transactional(async (em) => {
    const experience = em.create(Experience, values as unknown as Experience);
    await em.flush();
    audit(em, ctx, 'item.create', target(experience), null, audited(experience));
    return experience;
  });
}

/** Replaces every editable field of an item; its translations are kept. */
export async function updateExperience(ctx: AppContext, id: number, input: unknown): Promise<Experience> {
  const experience = await load(ctx, id);
  const values = await withOwnImages(ctx, checked(input), experience);
  const before = audited(experience);
  const seatsBefore = maxGuestsOf(experience);
  ctx.em.assign(experience, values as unknown as Partial<Experience>);
  // One flush: the item and its audit entry commit together.
  audit(ctx.em, ctx, 'item.update', target(experience), before, audited(experience));
  await ctx.em.flush();
  const seatsAfter = maxGuestsOf(experience);
  if (seatsAfter > seatsBefore) {
    // More seats per slot: full slots' waitlists get offers (modules/waitlist), right after the change.
    await inTransaction(ctx.em, ctx.logger, async (em, after) => {
      const item = await em.findOneOrFail(Experience, { id });
      await experienceEvents.publish(
        { em, config: ctx.config, signer: ctx.hasher, afterCommit: after.afterCommit },
        'capacityRaised',
        { experience: item, from: seatsBefore, to: seatsAfter },
      );
    });
    ctx.mail.kick();
  }
  return experience;
}

/** The fields given over the stored ones, then a full update (REST PATCH with some fields). */
export async function patchExperience(ctx: AppContext, id: number, patch: unknown): Promise<Experience> {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch))
    throw badInput(EXPERIENCE_ERRORS.notObject);
  const experience = await load(ctx, id);
  return updateExperience(ctx, id, { ...editableFields(experience), ...(patch as Editable) });
}

/** Puts an item on or off sale (the list's switch). */
export async function setExperienceActive(
  ctx: AppContext,
  id: number,
  isActive: unknown,
): Promise<Experience> {
  if (typeof isActive !== 'boolean')
    throw badInput(EXPERIENCE_ERRORS.activeInvalid, {
      fields: { isActive: EXPERIENCE_ERRORS.activeInvalid },
    });
  const experience = await load(ctx, id);
  audit(ctx.em, ctx, 'item.update', target(experience), { isActive: experience.isActive }, { isActive });
  experience.isActive = isActive;
  await ctx.em.flush();
  return experience;
}

/** Deletes an item that nobody booked or reviewed; otherwise CONFLICT: deactivate it instead. */
export async function deleteExperience(ctx: AppContext, id: number): Promise<boolean> {
  const experience = await load(ctx, id);
  const { rows } = await ctx.pool.query<{ bookings: number; reviews: number }>(
    `select (select count(*)::int from guest_booking where experience_id = $1) as bookings,
            (select count(*)::int from review where experience_id = $1) as reviews`,
    [id],
  );
  const { bookings, reviews } = rows[0];
  if (bookings > 0 || reviews > 0) throw experienceInUse(bookings, reviews);
  audit(ctx.em, ctx, 'item.delete', target(experience), audited(experience), null);
  await ctx.em.remove(experience).flush();
  return true;
}

/** A copy of an item, off sale, titled '... (copy)', with its translations. */
export async function duplicateExperience(ctx: AppContext, id: number): Promise<Experience> {
  const source = await load(ctx, id);
  const suffix = ' (copy)';
  return ctx.em.transactional(async (em) => {
    const copy = em.create(Experience, {
      ...(editableFields(source) as unknown as Experience),
      title: source.title.slice(0, EXPERIENCE_LIMITS.title - suffix.length) + suffix,
      isActive: false,
      translations: structuredClone(source.translations),
    });
    await em.flush();
    audit(em, ctx, 'item.create', target(copy), null, { ...audited(copy), duplicateOf: source.id });
    return copy;
  });
}

const ADMIN_ORDER: Record<AdminExperienceSortEnum, string> = {
  id: 'e.id',
  title: 'lower(e.title)',
  category: 'e.category',
  price: 'e.price',
  createdAt: 'e.created_at',
  updatedAt: 'e.updated_at',
};

/** The admin items list: inactive ones included on request, filtered, sorted and paged in SQL. */
export async function adminExperiences(
  ctx: AppContext,
  filter: AdminExperienceFilter = {},
  page?: Partial<PageInput> | null,
  sort: AdminExperienceSortEnum = 'id',
  direction: SortDirection = 'DESC',
): Promise<Page<Experience>> {
  const window = pageWindow(page);
  const where: string[] = [];
  const q = new SqlParams();
  const p = (value: unknown) => q.p(value);
  const status = filter.status ?? 'active';
  if (status !== 'all') where.push(`e.is_active = ${p(status === 'active')}`);
  if (filter.category) where.push(`e.category = ${p(filter.category)}`);
  if (filter.language) where.push(`e.language @> array[${p(filter.language)}]`);
  if (filter.cultureTag) where.push(`e.k_culture_tags @> array[${p(filter.cultureTag)}]`);
  if (filter.promotion) where.push(`e.promotion_type @> array[${p(filter.promotion)}]`);
  const search = filter.search?.trim();
  if (search) {
    const like = p(containsPattern(search));
    const byId = /^\d{1,9}$/.test(search) ? ` or e.id = ${p(Number(search))}` : '';
    where.push(`(e.title ilike ${like} or e.location ilike ${like}
      or array_to_string(e.hashtags, ' ') ilike ${like}${byId})`);
  }
  const order = orderBy(ADMIN_ORDER[sort] ?? ADMIN_ORDER.id, sqlDirection(direction), 'e.id');
  const { ids, total } = await pageOfIds(
    ctx.pool,
    q,
    {
      id: 'e.id',
      from: `from experience e ${where.length ? 'where ' + where.join(' and ') : ''}`,
      orderBy: order,
    },
    window,
  );
  const items = await inIdOrder(ids, (some) => ctx.em.find(Experience, { id: { $in: some } }));
  return toPage(items, total, window);
}
