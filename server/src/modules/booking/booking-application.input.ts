// An application's input and answer: its language, its idempotency key and the replay of a first
// answer under that key, and the receipt it answers (booking-application.service.ts uses them).
import type { EntityManager } from '@mikro-orm/postgresql';
import { LANGUAGES } from '../../../../domain/constants.js';
import { BOOKING_LIMITS } from '../../../../domain/schemas/booking.js';
import { AppError, badInput } from '../../common/errors.js';
import type { BookingStatusEnum, LanguageEnum } from '../../common/enums.js';
import { BOOKING_ERRORS } from './booking.errors.js';
import { GuestBooking } from './guest-booking.entity.js';

export function languageOf(input: unknown): LanguageEnum {
  const raw = (input as { language?: unknown } | null)?.language;
  if (raw === undefined || raw === null || raw === '') return 'ENG';
  if (!(LANGUAGES as readonly unknown[]).includes(raw)) throw badInput(BOOKING_ERRORS.badLanguage);
  return raw as LanguageEnum;
}

export function idempotencyKeyOf(input: unknown, header?: string | null): string | null {
  const raw = header ?? (input as { idempotencyKey?: unknown } | null)?.idempotencyKey;
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || !/^[\w.:-]{8,100}$/.test(raw)) {
    throw badInput(BOOKING_ERRORS.badIdempotencyKey(BOOKING_LIMITS.idempotencyKey));
  }
  return raw;
}

/** The first answer under an idempotency key, or 422 when the key came with another payload. */
export function replayed(
  existing: Pick<GuestBooking, 'id' | 'status' | 'holdExpiresAt'> & { fingerprint?: string | null },
  fingerprint: string,
  code: string,
): BookingReceipt {
  if (existing.fingerprint !== fingerprint)
    throw new AppError('UNPROCESSABLE', BOOKING_ERRORS.idempotencyMismatch);
  return receiptOf(existing, code);
}

/** replayed() for the booking stored under `key`, read now (null when there is none). */
export async function replay(
  em: EntityManager,
  key: string,
  fingerprint: string,
  code: string,
): Promise<BookingReceipt | null> {
  const existing = await em.findOne(GuestBooking, { idempotencyKey: key });
  if (!existing) return null;
  const { id, status, holdExpiresAt, idempotencyFingerprint } = existing;
  return replayed({ id, status, holdExpiresAt, fingerprint: idempotencyFingerprint }, fingerprint, code);
}

/** What an application answers: the booking's number and code, where it stands, and its hold. */
export interface BookingReceipt {
  id: number;
  verificationCode: string;
  status: BookingStatusEnum;
  holdExpiresAt: Date | null;
}

export const receiptOf = (
  booking: Pick<GuestBooking, 'id' | 'status' | 'holdExpiresAt'>,
  verificationCode: string,
): BookingReceipt => ({
  id: booking.id,
  verificationCode,
  status: booking.status,
  holdExpiresAt: booking.holdExpiresAt ?? null,
});
