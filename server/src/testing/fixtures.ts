import { bookingTotal } from '../../../domain/pricing.js';
import { toE164 } from '../../../domain/phone.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashSecret, SecretHasher } from '../common/secrets.js';
import { bookingCodeHash } from '../modules/booking/booking-application.service.js';
import { TEST_CODE_HASH_SECRET } from './test-app.js';
import { hashPassword } from '../modules/auth/auth.service.js';
import { AdminRole, AdminUser } from '../modules/auth/admin-user.entity.js';
import { Article } from '../modules/article/article.entity.js';
import { CarouselSlide } from '../modules/carousel/carousel-slide.entity.js';
import { GuestBooking } from '../modules/booking/guest-booking.entity.js';
import { Experience } from '../modules/experience/experience.entity.js';
import { Popup } from '../modules/popup/popup.entity.js';
import { Review } from '../modules/review/review.entity.js';

/** Small builders for test data; each flushes and returns the saved entity. */
export async function makeExperience(em: EntityManager, data: Partial<Experience> = {}) {
  const e = em.create(Experience, {
    title: 'Test experience',
    category: 'Experience',
    language: ['ENG'],
    ...data,
  } as Experience);
  await em.flush();
  return e;
}

export async function makeReview(em: EntityManager, experience: Experience, data: Partial<Review> = {}) {
  const r = em.create(Review, {
    experience,
    reviewerName: 'Guest',
    rating: 5,
    visitDate: '2026-01-01',
    reviewContent: 'Lovely.',
    ...data,
  } as Review);
  await em.flush();
  return r;
}

export async function makeArticle(em: EntityManager, data: Partial<Article> = {}) {
  const a = em.create(Article, {
    title: 'Article',
    content: '# Hi',
    category: 'guide',
    author: 'Staff',
    ...data,
  } as Article);
  await em.flush();
  return a;
}

export async function makeSlide(em: EntityManager, data: Partial<CarouselSlide> = {}) {
  const s = em.create(CarouselSlide, { imageUrl: '/api/images/slide.webp', ...data } as CarouselSlide);
  await em.flush();
  return s;
}

export async function makePopup(em: EntityManager, data: Partial<Popup> = {}) {
  const p = em.create(Popup, {
    imageUrl: '/api/images/popup.webp',
    linkUrl: '/experiences',
    ...data,
  } as Popup);
  await em.flush();
  return p;
}

/** An admin account; an owner unless `role` says otherwise (the tests before roles act as owners). */
export async function makeAdmin(
  em: EntityManager,
  username = 'staff',
  password = 'correct horse battery',
  role: AdminRole = AdminRole.owner,
) {
  const a = em.create(AdminUser, { username, passwordHash: await hashPassword(password), role });
  await em.flush();
  return { admin: a, username, password };
}

/** The hasher of the test apps (their CODE_HASH_SECRET). */
export const testHasher = new SecretHasher(Buffer.from(TEST_CODE_HASH_SECRET, 'utf8'));

/**
 * A booking stored as the booking flow stores it (its code keyed-hashed; `legacyHash`: argon2, as
 * before keyed hashes; its phone E.164), without the flow's limits and mails.
 */
export async function makeBooking(
  em: EntityManager,
  experience: Experience,
  data: Partial<GuestBooking> & { code?: string; legacyHash?: boolean } = {},
) {
  const { code = '246810', legacyHash = false, ...rest } = data;
  const guestEmail = rest.guestEmail ?? 'guest@example.com';
  const b = em.create(GuestBooking, {
    experience,
    bookingDate: '2030-01-15',
    timeSlot: '10:00',
    guestName: 'Guest',
    guestPhone: '+819012345678',
    language: 'ENG',
    totalPrice: bookingTotal(experience, rest.numberOfGuests ?? 1, rest.withOption ?? false),
    ...rest,
    guestEmail,
    // As the booking flow stores it: E.164, whatever format the test wrote.
    ...(rest.guestPhone ? { guestPhone: toE164(rest.guestPhone) ?? rest.guestPhone } : {}),
    verificationCodeHash: legacyHash ? await hashSecret(code) : bookingCodeHash(testHasher, guestEmail, code),
  } as GuestBooking);
  await em.flush();
  return b;
}
