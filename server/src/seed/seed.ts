import { randomInt } from 'node:crypto';
import path from 'node:path';
import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, seoulToday } from '../../../domain/calendar.js';
import { LANGUAGES, type Language } from '../../../domain/constants.js';
import { bookingTotal } from '../../../domain/pricing.js';
import { toReelsEmbedUrl } from '../../../domain/reels.js';
import type { Config } from '../config.js';
import type { Logger } from '../common/logger.js';
import type { SecretHasher } from '../common/secrets.js';
import { bookingCodeHash } from '../modules/booking/booking-application.service.js';
import { reviewPinHash } from '../modules/review/review.service.js';
import { Article } from '../modules/article/article.entity.js';
import { BookingLog } from '../modules/booking/booking-log.entity.js';
import { GuestBooking } from '../modules/booking/guest-booking.entity.js';
import { OnlinePayment } from '../modules/payment/online/online-payment.entity.js';
import { PromoCode } from '../modules/promo-code/promo-code.entity.js';
import { WaitlistEntry } from '../modules/waitlist/waitlist-entry.entity.js';
import { BookingMove } from '../modules/booking/booking-move.entity.js';
import {
  DEFAULT_PAYMENT_HOLD_MINUTES,
  DEFAULT_REQUEST_EXPIRY_HOURS,
  holdUntil,
} from '../../../domain/holds.js';
import { CarouselSlide } from '../modules/carousel/carousel-slide.entity.js';
import { Experience } from '../modules/experience/experience.entity.js';
import { Inquiry } from '../modules/inquiry/inquiry.entity.js';
import { InquiryReply } from '../modules/inquiry/inquiry-reply.entity.js';
import { Payment } from '../modules/payment/payment.entity.js';
import { MailOutbox } from '../platform/mail/mail-outbox.entity.js';
import { NewsletterSubscription } from '../modules/newsletter/newsletter-subscription.entity.js';
import { Popup } from '../modules/popup/popup.entity.js';
import { Review } from '../modules/review/review.entity.js';
import { ReviewInvitation } from '../modules/review/review-invitation.entity.js';
import { ARTICLES } from './articles.js';
import { BOOKINGS, firstRunningDate } from './bookings.js';
import { EXPERIENCE_SEEDS, experienceData, experienceImageSpecs } from './experiences.js';
import {
  homeImageSpecs,
  OLD_POPUP_ALT_TEXT,
  OLD_POPUP_IMAGE,
  OLD_POPUP_TARGET,
  POPUP_ALT_TEXTS,
  popupImageFile,
  POPUP_TARGETS,
  SLIDE_IMAGES,
  SLIDES,
} from './home.js';
import { sharedSettingIn } from '../platform/app-setting/app-setting.service.js';
import { createMediaStorage } from '../platform/storage/storage.js';
import { type ArtMotif, type ArtSpec, ensureImages, imageUrl } from './images.js';
import { random } from './random.js';
import { REELS_CAPTIONS, REVIEW_TEXTS, REVIEWER_NAMES, shortsUrl } from './reviews.js';
import type { ExperienceSeed } from './types.js';

/**
 * The PIN of every demo review and the verification code of every demo booking: six random digits
 * made once per database (kept in app_setting, so reseeding and every instance agree) and printed
 * at the start that seeds, never a code anyone could guess from the source.
 */
export function demoCode(em: EntityManager): Promise<string> {
  return sharedSettingIn(em, 'demo_code', () => String(randomInt(0, 1_000_000)).padStart(6, '0'));
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Tables of app content, children first; admin users, sessions, rate limits and migrations are kept. */
const CONTENT_ENTITIES: EntityName<object>[] = [
  BookingLog,
  ReviewInvitation,
  Payment,
  OnlinePayment,
  InquiryReply,
  MailOutbox,
  WaitlistEntry,
  BookingMove,
  GuestBooking,
  PromoCode,
  Review,
  Experience,
  Article,
  CarouselSlide,
  Popup,
  Inquiry,
  NewsletterSubscription,
];

/** Video reviews per experience slug (the first has more than 3, so the expand arrow shows). */
const REELS_PER_ITEM: Record<string, number> = {
  'eng-kpop-dance-hongdae': 4,
  'eng-gwangjang-night-food': 1,
  'eng-hanbok-gyeongbokgung': 1,
  'jpn-kpop-dance-mv': 2,
  'jpn-hanbok-palace-bukchon': 1,
  'chn-idol-makeover-photo': 2,
  'chn-gwangjang-food': 1,
  'chs-idol-makeover-photo': 1,
  'kor-hangang-night-cruise': 1,
};

/** Spam that moderators rejected: stored with isApproved false and hidden from the storefront. */
const REJECTED: { slug: string; language: Language; name: string; text: string }[] = [
  {
    slug: 'eng-kpop-dance-hongdae',
    language: 'ENG',
    name: 'best_deals_24',
    text: 'Cheap designer bags and K-pop merch, DM me for prices!!! Best deals in Seoul',
  },
  {
    slug: 'chn-nanta-show',
    language: 'CHN',
    name: '代購小幫手',
    text: '韓國美妝代購，價格最便宜，私訊我享優惠！',
  },
];

const REVIEW_MOTIFS: ArtMotif[] = [
  'K-Sool',
  'K-Pop',
  'K-Drama',
  'K-Food',
  'K-Trend',
  'temple',
  'palace',
  'market',
  'night',
];
const REVIEW_PHOTOS_PER_MOTIF = 2;
const reviewPhotoFile = (motif: ArtMotif, n: number) => `demo-review-${motif.toLowerCase()}-${n}.webp`;
const reelsThumbFile = (slug: string, n: number) => `demo-reels-${slug}-${n}.webp`;
const articleImageFile = (slug: string) => `demo-article-${slug}.webp`;

type LogData = Pick<BookingLog, 'logType' | 'details' | 'createdBy'> &
  Partial<Pick<BookingLog, 'oldValue' | 'newValue'>>;

export interface SeedCounts {
  experiences: number;
  reviews: number;
  articles: number;
  slides: number;
  popups: number;
  bookings: number;
  bookingLogs: number;
}

/** Every picture the demo data refers to. */
export function demoImageSpecs(): ArtSpec[] {
  const specs = [...experienceImageSpecs(), ...homeImageSpecs()];
  for (const motif of REVIEW_MOTIFS) {
    for (let n = 1; n <= REVIEW_PHOTOS_PER_MOTIF; n++) {
      specs.push({
        filename: reviewPhotoFile(motif, n),
        width: 800,
        height: 800,
        theme: n % 2 ? 'Experience' : 'Tour',
        motif,
      });
    }
  }
  for (const s of EXPERIENCE_SEEDS) {
    for (let n = 1; n <= (REELS_PER_ITEM[s.slug] ?? 0); n++) {
      specs.push({
        filename: reelsThumbFile(s.slug, n),
        width: 540,
        height: 960,
        theme: s.category,
        motif: s.motif,
        play: true,
      });
    }
  }
  for (const a of ARTICLES) {
    specs.push({
      filename: articleImageFile(a.slug),
      width: 1200,
      height: 630,
      theme: 'Article',
      motif: a.motif,
    });
  }
  return specs;
}

/** Demo 11-character video id, distinct per review. */
const demoVideoId = (n: number) => `kcDemoRl${String(n).padStart(3, '0')}`;

function addReviews(
  em: EntityManager,
  s: ExperienceSeed,
  experience: Experience,
  pinHash: () => string,
  now: Date,
  reelsCounter: { n: number },
): number {
  const r = random(`reviews:${s.slug}`);
  const language = s.language[0];
  const pool = r.shuffle(REVIEW_TEXTS[language][s.category]);
  const names = r.shuffle(REVIEWER_NAMES[language]);
  // New items have few reviews; a couple have none at all.
  const max = s.ageDays < 4 ? 1 : Math.min(6, pool.length);
  const count = s.slug === 'eng-kbeauty-seongsu' ? 0 : r.int(s.ageDays < 4 ? 0 : 1, max);
  const span = Math.max(2, Math.min(s.ageDays, 200));
  let added = 0;

  const dates = () => {
    const visitDaysAgo = r.int(1, span - 1);
    const visitDate = addDays(seoulToday(now), -visitDaysAgo);
    const createdAt = new Date(
      now.getTime() -
        visitDaysAgo * DAY +
        r.int(4, Math.min(72, visitDaysAgo * 24 - 1)) * HOUR -
        r.int(0, 59) * 60_000,
    );
    return { visitDate, createdAt, updatedAt: createdAt };
  };

  for (let i = 0; i < count; i++) {
    const { rating, text } = pool[i];
    const withPhotos = r.next() < 0.35;
    const photos = withPhotos
      ? r
          .shuffle([1, 2].map((n) => imageUrl(reviewPhotoFile(s.motif, n))))
          .slice(0, r.int(1, REVIEW_PHOTOS_PER_MOTIF))
      : [];
    em.create(Review, {
      experience,
      reviewType: 'general',
      reviewerName: names[i % names.length],
      rating,
      reviewContent: text,
      reviewImages: photos,
      pinHash: pinHash(),
      // Most demo reviews are published (the storefront shows approved reviews only), half of those
      // from a booking's invitation link; the rest wait in the moderation queue.
      ...(r.next() < 0.85 ? { isApproved: true, verified: i % 2 === 0 } : { isApproved: null }),
      createdBy: 'user',
      ...dates(),
    });
    added++;
  }

  for (let n = 1; n <= (REELS_PER_ITEM[s.slug] ?? 0); n++) {
    const id = demoVideoId(++reelsCounter.n);
    em.create(Review, {
      experience,
      reviewType: 'reels',
      reviewerName: names[(count + n) % names.length],
      rating: r.int(4, 5),
      reviewContent: r.pick(REELS_CAPTIONS[language]),
      reviewImages: [],
      thumbnailImage: imageUrl(reelsThumbFile(s.slug, n)),
      reelsLink: toReelsEmbedUrl(shortsUrl(id)),
      originalReelsLink: shortsUrl(id),
      pinHash: pinHash(),
      isApproved: n === 2 ? null : true,
      createdBy: 'user',
      ...dates(),
    });
    added++;
  }

  for (const spam of REJECTED.filter((x) => x.slug === s.slug)) {
    em.create(Review, {
      experience,
      reviewType: 'general',
      reviewerName: spam.name,
      rating: 5,
      reviewContent: spam.text,
      reviewImages: [],
      pinHash: pinHash(),
      isApproved: false,
      createdBy: 'user',
      ...dates(),
    });
    added++;
  }
  return added;
}

/** Inserts the whole demo data set through `em` (the caller holds the transaction). */
/** How the demo's one code is stored: as the app stores a review's PIN and a booking's code. */
interface DemoHashes {
  pin: () => string;
  code: (email: string) => string;
}

async function insertDemoData(em: EntityManager, now: Date, hashes: DemoHashes): Promise<SeedCounts> {
  const today = seoulToday(now);
  const bySlug = new Map<string, { seed: ExperienceSeed; entity: Experience }>();
  for (const seed of EXPERIENCE_SEEDS) {
    bySlug.set(seed.slug, { seed, entity: em.create(Experience, experienceData(seed, today, now)) });
  }
  // Ids are needed for the links of popups.
  await em.flush();

  let reviews = 0;
  const reelsCounter = { n: 0 };
  for (const { seed, entity } of bySlug.values())
    reviews += addReviews(em, seed, entity, hashes.pin, now, reelsCounter);

  for (const a of ARTICLES) {
    const created = new Date(now.getTime() - a.ageDays * DAY - 9 * HOUR);
    em.create(Article, {
      title: a.title,
      content: a.content,
      category: a.category,
      featuredImage: imageUrl(articleImageFile(a.slug)),
      readTime: a.readTime,
      author: a.author,
      excerpt: a.excerpt,
      isPublished: a.isPublished ?? true,
      createdAt: created,
      updatedAt: created,
    });
  }

  let slides = 0;
  for (const language of LANGUAGES) {
    SLIDES[language].forEach((slide, i) => {
      em.create(CarouselSlide, {
        title: slide.title,
        imageUrl: imageUrl(SLIDE_IMAGES[slide.image]),
        linkUrl: slide.linkUrl,
        sortOrder: i + 1,
        language,
      });
      slides++;
    });
  }

  const experienceLink = (slug: string) => `/experiences/${bySlug.get(slug)!.entity.id}`;
  for (const language of LANGUAGES) {
    const target = POPUP_TARGETS[language];
    em.create(Popup, {
      imageUrl: imageUrl(popupImageFile(language)),
      linkUrl: 'experience' in target ? experienceLink(target.experience) : target.path,
      altText: POPUP_ALT_TEXTS[language],
      startDate: new Date(now.getTime() - DAY),
      endDate: new Date(now.getTime() + 60 * DAY),
      isActive: true,
      language,
    });
  }
  em.create(Popup, {
    imageUrl: imageUrl(OLD_POPUP_IMAGE),
    linkUrl: experienceLink(OLD_POPUP_TARGET),
    altText: OLD_POPUP_ALT_TEXT,
    startDate: new Date(now.getTime() - 150 * DAY),
    endDate: new Date(now.getTime() - 90 * DAY),
    isActive: false,
    language: 'ENG',
    createdAt: new Date(now.getTime() - 151 * DAY),
  });

  let bookingLogs = 0;
  for (const b of BOOKINGS) {
    const { seed, entity } = bySlug.get(b.slug)!;
    const slots = seed.schedule.timeSlots ?? [];
    const created = new Date(now.getTime() - b.hoursAgo * HOUR);
    const guests = Math.min(b.guests, seed.maxGuestsPerBooking ?? seed.maxGuests);
    const withOption = b.withOption === true && entity.optionPrice != null;
    const bookingDate = firstRunningDate(seed, today, b.daysAhead);
    const timeSlot = slots[b.slot] ?? slots[0] ?? '10:00';
    const booking = em.create(GuestBooking, {
      experience: entity,
      bookingDate,
      timeSlot,
      guestName: b.guestName,
      guestEmail: b.guestEmail.toLowerCase(),
      guestPhone: b.guestPhone,
      verificationCodeHash: hashes.code(b.guestEmail.toLowerCase()),
      numberOfGuests: guests,
      withOption,
      totalPrice: bookingTotal(entity, guests, withOption),
      language: seed.language[0],
      status: b.status,
      // A demo application still waiting holds its seats as a new one would, from the seeding on.
      holdExpiresAt:
        b.status === 'pending'
          ? holdUntil(
              'request',
              { cutoffHours: entity.bookingCutoffHours, date: bookingDate, time: timeSlot },
              {
                requestExpiryHours: DEFAULT_REQUEST_EXPIRY_HOURS,
                paymentHoldMinutes: DEFAULT_PAYMENT_HOLD_MINUTES,
              },
              now,
            )
          : null,
      adminMemo: b.adminMemo ?? '',
      specialRequests: b.specialRequests ?? '',
      createdAt: created,
      updatedAt: created,
    });
    const log = (at: Date, data: LogData) => {
      em.create(BookingLog, { booking, createdAt: at, ...data });
      bookingLogs++;
    };
    log(created, {
      logType: 'booking_created',
      details: `Booking application received (${booking.numberOfGuests} guests)`,
      newValue: 'pending',
      createdBy: 'customer',
    });
    const mailedAt = new Date(created.getTime() + 60_000);
    log(mailedAt, {
      logType: 'email_sent',
      details: `Application received e-mail sent to ${booking.guestEmail}`,
      createdBy: 'system',
    });
    if (b.status !== 'pending') {
      const changed = new Date(created.getTime() + Math.min(b.hoursAgo - 1, 6) * HOUR);
      booking.updatedAt = changed;
      log(changed, {
        logType: 'status_change',
        details: 'Status changed by admin',
        oldValue: 'pending',
        newValue: b.status,
        createdBy: 'admin',
      });
      if (b.adminMemo)
        log(changed, {
          logType: 'memo_update',
          details: 'Admin memo updated',
          oldValue: '',
          newValue: b.adminMemo,
          createdBy: 'admin',
        });
      const kind = b.status === 'confirmed' ? 'Confirmation' : 'Cancellation';
      log(new Date(changed.getTime() + 60_000), {
        logType: 'email_sent',
        details: `${kind} e-mail sent to ${booking.guestEmail}`,
        createdBy: 'system',
      });
    }
  }

  await em.flush();
  return {
    experiences: bySlug.size,
    reviews,
    articles: ARTICLES.length,
    slides,
    popups: LANGUAGES.length + 1,
    bookings: BOOKINGS.length,
    bookingLogs,
  };
}

/** Images, prepared outside the transaction, and the hashes of the demo code. */
async function prepare(config: Config, hasher: SecretHasher, code: string) {
  const storage = createMediaStorage(config).uploads;
  const uploads = config.s3 ? `s3://${config.s3.bucket}/uploads/` : path.join(config.dataDir, 'uploads');
  const images = await ensureImages(storage, demoImageSpecs());
  const hashes: DemoHashes = {
    pin: () => reviewPinHash(hasher, code),
    code: (email) => bookingCodeHash(hasher, email, code),
  };
  return { images, hashes, uploads };
}

/** Serialises seeding across app instances that start at the same time. */
async function lockSeeding(em: EntityManager): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtext('kculture:demo-seed'))`);
}

function summary(counts: SeedCounts, images: { created: number; existing: number }, started: number) {
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((l) => [
      l,
      EXPERIENCE_SEEDS.filter((s) => s.language.includes(l) && s.isActive !== false).length,
    ]),
  );
  return {
    ...counts,
    activeExperiencesByLanguage: byLanguage,
    images,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Seeds the demo data only when the experience table is empty (first start) and demo data is asked
 * for (SEED_DEMO; by default everywhere but production); logs what it did, and answers the demo
 * guests' code when it seeded (the start prints it last, beside the addresses, never in the log).
 */
export async function seedIfEmpty(
  em: EntityManager,
  logger: Logger,
  config: Config,
  hasher: SecretHasher,
): Promise<{ demoCode: string } | undefined> {
  const existing = await em.fork().count(Experience, {});
  if (existing > 0) {
    logger.debug({ experiences: existing }, 'demo data: database has content, not seeding');
    return undefined;
  }
  if (!config.seedDemo) {
    logger.info('demo data: not seeded (the database is empty; set SEED_DEMO=1 to load the demo content)');
    return undefined;
  }
  const started = performance.now();
  const code = await demoCode(em);
  const { images, hashes, uploads } = await prepare(config, hasher, code);
  const counts = await em.transactional(async (tx) => {
    await lockSeeding(tx);
    // Another instance may have seeded while we waited for the lock.
    if ((await tx.count(Experience, {})) > 0) return null;
    return insertDemoData(tx, new Date(), hashes);
  });
  if (!counts) {
    logger.info('demo data: seeded by another instance meanwhile');
    return undefined;
  }
  logger.info({ ...summary(counts, images, started), uploads }, 'demo data seeded into the empty database');
  return { demoCode: code };
}

/**
 * Deletes all app content (experiences, bookings and their logs, waitlists, promo codes, reviews,
 * articles, slides, popups, inquiries and their replies, newsletter sign-ups, mail outbox) and seeds the demo data again, in one transaction.
 * Admin users, sessions, rate limits and the migration table are kept.
 */
export async function resetAndSeed(
  em: EntityManager,
  logger: Logger,
  config: Config,
  hasher: SecretHasher,
): Promise<string> {
  const started = performance.now();
  const code = await demoCode(em);
  const { images, hashes, uploads } = await prepare(config, hasher, code);
  const tables = CONTENT_ENTITIES.map((e) => `"${em.getMetadata(e).tableName}"`).join(', ');
  const counts = await em.transactional(async (tx) => {
    await lockSeeding(tx);
    // restart identity: the demo ids are the same after every reset.
    await tx.execute(`truncate table ${tables} restart identity`);
    return insertDemoData(tx, new Date(), hashes);
  });
  logger.info({ ...summary(counts, images, started), uploads }, 'demo data reset and seeded');
  return code;
}
