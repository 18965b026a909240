import { existsSync } from 'node:fs';
import { hasHangul, isKoreanLatitude, isKoreanLongitude } from '../../../domain/maps.js';
import path from 'node:path';
import { jest } from '@jest/globals';
import sharp from 'sharp';
import type { EntityName } from '@mikro-orm/core';
import { seoulToday } from '../../../domain/calendar.js';
import { CATEGORIES, CULTURE_TAGS, LANGUAGES, PROMOTION_TYPES } from '../../../domain/constants.js';
import { createLogger } from '../common/logger.js';
import { Article } from '../modules/article/article.entity.js';
import { AdminUser } from '../modules/auth/admin-user.entity.js';
import { BookingLog } from '../modules/booking/booking-log.entity.js';
import { GuestBooking } from '../modules/booking/guest-booking.entity.js';
import { CarouselSlide } from '../modules/carousel/carousel-slide.entity.js';
import { Experience } from '../modules/experience/experience.entity.js';
import { Inquiry } from '../modules/inquiry/inquiry.entity.js';
import { Popup } from '../modules/popup/popup.entity.js';
import { Review } from '../modules/review/review.entity.js';
import { makeAdmin } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { loadConfig } from '../config.js';
import { demoCode, resetAndSeed, seedIfEmpty } from './seed.js';
import { POPUP_ALT_TEXTS } from './home.js';

jest.setTimeout(60_000);

const logger = createLogger({ logLevel: 'silent' });
const TABLES: Record<string, EntityName<object>> = {
  Experience,
  Review,
  Article,
  CarouselSlide,
  Popup,
  GuestBooking,
  BookingLog,
  Inquiry,
  AdminUser,
};

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function counts(): Promise<Record<string, number>> {
  const em = app.em();
  const out: Record<string, number> = {};
  for (const [name, entity] of Object.entries(TABLES)) out[name] = await em.count(entity, {});
  return out;
}

const uploads = () => path.join(app.config.dataDir, 'uploads');
const fileOf = (url: string) => {
  expect(url).toMatch(/^\/api\/images\/demo-[a-z0-9-]+\.webp$/);
  return path.join(uploads(), url.slice('/api/images/'.length));
};

describe('demo data', () => {
  let seeded: Record<string, number>;

  it('seedIfEmpty leaves an empty database empty where demo data is not asked for (production without SEED_DEMO)', async () => {
    await seedIfEmpty(
      app.em(),
      logger,
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: app.config.dataDir,
        SESSION_SECRET: 's'.repeat(40),
        CODE_HASH_SECRET: 'c'.repeat(40),
      }),
      app.hasher,
    );
    expect((await counts()).Experience).toBe(0);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SEED_DEMO: '1',
        SESSION_SECRET: 's'.repeat(40),
        CODE_HASH_SECRET: 'c'.repeat(40),
      }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO must be 1 or 0 (got "yes")');
  });

  it('the demo code is six random digits made once per database, never 123456', async () => {
    const code = await demoCode(app.em());
    expect(code).toMatch(/^\d{6}$/);
    expect(code).not.toBe('123456');
    expect(await demoCode(app.em())).toBe(code);
    const other = await createTestApp();
    try {
      const codes = new Set([code, await demoCode(other.em())]);
      // Two installs: two codes (the same six digits by chance: one in a million).
      expect(codes.size).toBe(2);
    } finally {
      await other.close();
    }
  });

  it('seedIfEmpty seeds an empty database and then leaves it alone', async () => {
    expect((await counts()).Experience).toBe(0);
    await seedIfEmpty(app.em(), logger, app.config, app.hasher);
    seeded = await counts();
    expect(seeded.Experience).toBeGreaterThanOrEqual(30);
    expect(seeded.Review).toBeGreaterThan(0);
    expect(seeded.GuestBooking).toBeGreaterThan(0);
    expect(seeded.BookingLog).toBeGreaterThan(seeded.GuestBooking);

    await seedIfEmpty(app.em(), logger, app.config, app.hasher);
    expect(await counts()).toEqual(seeded);
  });

  it('resetAndSeed replaces content, keeps admin users, and gives the same counts every time', async () => {
    const em = app.em();
    await makeAdmin(em, 'keeper');
    em.create(Inquiry, { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' });
    await em.flush();

    await resetAndSeed(app.em(), logger, app.config, app.hasher);
    const first = await counts();
    expect(first).toEqual({ ...seeded, AdminUser: 1, Inquiry: 0 });
    await resetAndSeed(app.em(), logger, app.config, app.hasher);
    expect(await counts()).toEqual(first);
    expect(await app.em().count(AdminUser, { username: 'keeper' })).toBe(1);
    // Identities restart, so demo ids are stable across resets.
    expect((await app.em().find(Experience, {}, { orderBy: { id: 'asc' }, limit: 1 }))[0].id).toBe(1);
  });

  it('offers 8+ active experiences in ENG, JPN and CHN (3+ in KOR) covering every category and culture tag', async () => {
    const all = await app.em().find(Experience, {});
    const active = all.filter((e) => e.isActive);
    expect(all.some((e) => !e.isActive)).toBe(true);
    for (const language of LANGUAGES) {
      const offered = active.filter((e) => e.language.includes(language));
      expect(offered.length).toBeGreaterThanOrEqual(language === 'KOR' ? 3 : 8);
      if (language === 'KOR') continue;
      expect(new Set(offered.map((e) => e.category))).toEqual(new Set(CATEGORIES));
      expect(new Set(offered.flatMap((e) => e.kCultureTags))).toEqual(new Set(CULTURE_TAGS));
      // "Popular searches" takes the most frequent hashtags: some must repeat.
      const tally = new Map<string, number>();
      for (const tag of offered.flatMap((e) => e.hashtags)) tally.set(tag, (tally.get(tag) ?? 0) + 1);
      expect(Math.max(...tally.values())).toBeGreaterThanOrEqual(3);
    }
    for (const promotion of PROMOTION_TYPES)
      expect(active.some((e) => e.promotionType.includes(promotion))).toBe(true);
    expect(active.some((e) => e.promotionType.length === 0)).toBe(true);
    for (const e of all) {
      if (e.promotionType.includes('%OFF')) expect(e.promotionDiscount).toBeGreaterThanOrEqual(10);
      else expect(e.promotionDiscount).toBeNull();
      expect(e.shortDescription.length).toBeLessThanOrEqual(150);
      expect(e.aboutExperience.split('\n').length).toBeLessThanOrEqual(4);
      expect(e.minGuests).toBeLessThanOrEqual(e.maxGuests);
      // Every demo item's meeting point lies in Korea and has a Korean address (issue 40).
      expect(isKoreanLatitude(e.latitude) && isKoreanLongitude(e.longitude)).toBe(true);
      expect(hasHangul(e.addressKo ?? '')).toBe(true);
      expect(e.detailedItinerary.length).toBeGreaterThan(0);
      for (const slot of e.timeSlots) expect(slot).toMatch(/^([01]\d|2[0-3]):(00|15|30|45)$/);
    }
    expect(active.some((e) => e.timeSlots.length === 0)).toBe(true);
    expect(active.some((e) => e.blockedWeekdays.length > 0)).toBe(true);
    expect(active.some((e) => e.externalBookingLink?.startsWith('https://'))).toBe(true);
    // Sales windows are relative to today in Seoul.
    const today = seoulToday();
    expect(active.some((e) => e.salesAvailableFrom === null)).toBe(true);
    expect(active.some((e) => e.salesAvailableFrom! <= today && e.salesAvailableUntil! > today)).toBe(true);
    expect(active.some((e) => e.unavailableDates.some((d) => d > today))).toBe(true);
  });

  it('has published articles in all four categories', async () => {
    const published = await app.em().find(Article, { isPublished: true });
    expect(published.length).toBeGreaterThanOrEqual(8);
    expect(new Set(published.map((a) => a.category))).toEqual(new Set(['guide', 'tips', 'culture', 'news']));
    for (const a of published) {
      expect(a.excerpt).not.toBe('');
      expect(a.readTime).toBeGreaterThan(0);
      expect(a.content).toMatch(/\*\*|^## /m);
    }
  });

  it('has 3 slides and exactly one popup showing now in every language', async () => {
    const em = app.em();
    const now = new Date();
    const client = app.client();
    for (const language of LANGUAGES) {
      const slides = await em.find(CarouselSlide, { language }, { orderBy: { sortOrder: 'asc' } });
      expect(slides.map((s) => s.sortOrder)).toEqual([1, 2, 3]);
      const showing = (await em.find(Popup, { language, isActive: true })).filter(
        (p) => (!p.startDate || p.startDate <= now) && (!p.endDate || p.endDate >= now),
      );
      expect(showing).toHaveLength(1);
      const res = await client.rest('GET', `/api/popups/active?language=${language}`);
      expect(res.body).toMatchObject({ id: showing[0].id, linkUrl: showing[0].linkUrl });
      // Alt text in the popup's own language (the art has no words of its own).
      expect(res.body.altText).toBe(POPUP_ALT_TEXTS[language]);
    }
    expect(await em.count(Popup, { isActive: false })).toBeGreaterThanOrEqual(1);
    expect(await em.count(Popup, { altText: '' })).toBe(0);
  });

  it('has general and video reviews with the demo PIN, some pending and some rejected', async () => {
    const reviews = await app.em().find(Review, {});
    const reels = reviews.filter((r) => r.reviewType === 'reels');
    expect(reels.length).toBeGreaterThan(0);
    expect(reviews.some((r) => r.reviewType === 'general' && r.reviewImages.length > 0)).toBe(true);
    for (const r of reels) {
      expect(r.reelsLink).toMatch(
        /^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}\?modestbranding=1&rel=0&playsinline=1$/,
      );
      expect(r.originalReelsLink).toMatch(/^https:\/\/youtube\.com\/shorts\/[\w-]{11}$/);
    }
    const states = new Set(reviews.map((r) => r.isApproved));
    expect(states).toEqual(new Set([true, null, false]));
    expect(new Set(reviews.map((r) => r.rating)).size).toBeGreaterThanOrEqual(4);
    // The demo PIN opens a demo review, as a guest would type it.
    const pin = await app.client().rest('POST', `/api/reviews/${reviews[0].id}/verify-pin`, {
      pin: await demoCode(app.em()),
    });
    expect(pin).toMatchObject({ status: 200, body: { valid: true } });
    expect(reviews[0].pinHash).toMatch(/^k1\$/);
    const today = seoulToday();
    expect(reviews.every((r) => r.visitDate < today && r.createdAt < new Date())).toBe(true);
  });

  it('has upcoming bookings in every status, with activity logs and the demo code', async () => {
    const em = app.em();
    const bookings = await em.find(GuestBooking, {});
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(['pending', 'confirmed', 'cancelled']));
    const today = seoulToday();
    for (const b of bookings) {
      expect(b.bookingDate > today).toBe(true);
      expect(b.guestEmail).toBe(b.guestEmail.toLowerCase());
      const logs = await em.find(BookingLog, { booking: b });
      expect(logs.map((l) => l.logType)).toContain('booking_created');
      if (b.status !== 'pending') expect(logs.map((l) => l.logType)).toContain('status_change');
    }
    // The demo code finds a demo booking, as a guest would look it up.
    const found = await app.client().rest('POST', '/api/guest-bookings/verify', {
      email: bookings[0].guestEmail,
      phone: bookings[0].guestPhone,
      verificationCode: await demoCode(app.em()),
    });
    expect(found).toMatchObject({ status: 200, body: { id: bookings[0].id } });
    expect(bookings[0].verificationCodeHash).toMatch(/^k1\$/);
  });

  it('stores every referenced image as a real WebP file', async () => {
    const em = app.em();
    const urls = new Set<string>();
    for (const e of await em.find(Experience, {})) {
      urls.add(e.mainImage!);
      e.overviewImages.forEach((u) => urls.add(u));
      e.recommendationPlaces.forEach((p) => urls.add(p.image!));
    }
    for (const r of await em.find(Review, {})) {
      r.reviewImages.forEach((u) => urls.add(u));
      if (r.thumbnailImage) urls.add(r.thumbnailImage);
    }
    for (const a of await em.find(Article, {})) urls.add(a.featuredImage!);
    for (const s of await em.find(CarouselSlide, {})) urls.add(s.imageUrl);
    for (const p of await em.find(Popup, {})) urls.add(p.imageUrl);
    expect(urls.size).toBeGreaterThan(50);
    for (const url of urls) expect(existsSync(fileOf(url))).toBe(true);

    const main = (await em.find(Experience, {}, { limit: 1 }))[0].mainImage!;
    expect(await sharp(fileOf(main)).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1000 });
  });
});
