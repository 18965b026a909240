import { LockMode } from '@mikro-orm/core';
import { carouselSchema } from '../../../../domain/schemas/carousel.js';
import type { AppContext } from '../../context.js';
import type { LanguageEnum } from '../../common/enums.js';
import { badInput } from '../../common/errors.js';
import { type Page, type PageInput, pageWindow, toPage } from '../../common/pagination.js';
import { givenFields, mergePatch } from '../../common/patch.js';
import { validate } from '../../common/validate.js';
import { audit, snapshot } from '../audit/audit.js';
import { missingImageUrls } from '../media/media.service.js';
import { CarouselSlide } from './carousel-slide.entity.js';
import { CAROUSEL_ERRORS, slideNotFound } from './carousel.errors.js';

/** Slides of one language (all languages when none is given), by sortOrder. */
export function listSlides(ctx: AppContext, language?: LanguageEnum): Promise<CarouselSlide[]> {
  return ctx.em.find(CarouselSlide, language ? { language } : {}, {
    orderBy: { sortOrder: 'asc', id: 'asc' },
  });
}

/** The admin's table: every language (or one), by language then order. */
export async function adminSlides(
  ctx: AppContext,
  language?: LanguageEnum | null,
  page?: Partial<PageInput> | null,
): Promise<Page<CarouselSlide>> {
  const window = pageWindow(page);
  const [items, total] = await ctx.em.findAndCount(CarouselSlide, language ? { language } : {}, {
    orderBy: { language: 'asc', sortOrder: 'asc', id: 'asc' },
    limit: window.limit,
    offset: window.offset,
  });
  return toPage(items, total, window);
}

/** The 'file missing' flag of many slides: one call to the upload store. */
export async function slidesWithMissingFiles(ctx: AppContext, slides: CarouselSlide[]) {
  const missing = await missingImageUrls(
    ctx,
    slides.map((s) => s.imageUrl),
  );
  return (slide: CarouselSlide) => missing.has(slide.imageUrl);
}

const SLIDE_FIELDS = ['imageUrl', 'title', 'linkUrl', 'sortOrder', 'language'] as const;
const target = (s: CarouselSlide) => ({ type: 'carousel_slide', id: s.id });

/** A new slide (spec §5 "Carousel"); its order defaults to the count of its language's slides plus 1. */
export async function createSlide(ctx: AppContext, input: unknown): Promise<CarouselSlide> {
  const values = validate(carouselSchema, givenFields(input));
  const sortOrder =
    values.sortOrder ?? (await ctx.em.count(CarouselSlide, { language: values.language })) + 1;
  return ctx.em.transactional(async (em) => {
    const slide = em.create(CarouselSlide, { ...values, sortOrder });
    await em.flush();
    audit(em, ctx, 'carousel.create', target(slide), null, snapshot(slide, SLIDE_FIELDS));
    return slide;
  });
}

/** Changes the fields given; the whole slide is checked again by the same rules. */
export async function updateSlide(ctx: AppContext, id: number, input: unknown): Promise<CarouselSlide> {
  const slide = await ctx.em.findOne(CarouselSlide, id);
  if (!slide) throw slideNotFound();
  const values = validate(
    carouselSchema,
    mergePatch(
      {
        imageUrl: slide.imageUrl,
        title: slide.title,
        linkUrl: slide.linkUrl,
        sortOrder: slide.sortOrder,
        language: slide.language,
      },
      input,
    ),
  );
  const before = snapshot(slide, SLIDE_FIELDS);
  ctx.em.assign(slide, { ...values, sortOrder: values.sortOrder ?? slide.sortOrder });
  audit(ctx.em, ctx, 'carousel.update', target(slide), before, snapshot(slide, SLIDE_FIELDS));
  await ctx.em.flush();
  return slide;
}

export async function deleteSlide(ctx: AppContext, id: number): Promise<boolean> {
  const slide = await ctx.em.findOne(CarouselSlide, id);
  if (!slide) throw slideNotFound();
  audit(ctx.em, ctx, 'carousel.delete', target(slide), snapshot(slide, SLIDE_FIELDS), null);
  await ctx.em.remove(slide).flush();
  return true;
}

/** The most slides one reorder takes. */
export const REORDER_MAX = 500;

/**
 * Gives the slides the orders 1, 2, 3... in the order of `ids`, in one transaction: an unknown id
 * changes nothing (NOT_FOUND). Slides not named keep their order.
 */
export async function reorderSlides(ctx: AppContext, ids: unknown): Promise<CarouselSlide[]> {
  const valid =
    Array.isArray(ids) &&
    ids.length >= 1 &&
    ids.length <= REORDER_MAX &&
    ids.every((id) => Number.isInteger(id) && id > 0) &&
    new Set(ids).size === ids.length;
  if (!valid) throw badInput(CAROUSEL_ERRORS.reorderInvalid, { field: 'ids' });
  const order = ids as number[];
  return ctx.em.transactional(async (em) => {
    const slides = await em.find(
      CarouselSlide,
      { id: { $in: order } },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (slides.length !== order.length) throw slideNotFound();
    const byId = new Map(slides.map((s) => [s.id, s]));
    order.forEach((id, index) => {
      const slide = byId.get(id)!;
      audit(
        em,
        ctx,
        'carousel.reorder',
        target(slide),
        { sortOrder: slide.sortOrder },
        { sortOrder: index + 1 },
      );
      slide.sortOrder = index + 1;
    });
    await em.flush();
    return order.map((id) => byId.get(id)!);
  });
}
