import { mixed, object, string } from 'yup';
import type { BookingStatus } from '@/generated/graphql';

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'cancelled'];

/** The server's limit on the internal memo (`badMemo` in the booking module's errors). */
export const ADMIN_MEMO_MAX = 5000;

export type ManageValues = { status: BookingStatus; adminMemo: string };

export type ManageMessages = { statusInvalid: string; memoTooLong: string };

/** The manage dialog's rules: one of the three statuses, a memo the server will take. */
export const createManageSchema = (messages: ManageMessages) =>
  object({
    status: mixed<BookingStatus>()
      .oneOf([...BOOKING_STATUSES], messages.statusInvalid)
      .required(),
    adminMemo: string().max(ADMIN_MEMO_MAX, messages.memoTooLong),
  });
