import type { EntityManager } from '@mikro-orm/postgresql';
import type { SecretHasher } from '../../common/secrets.js';
import { findBookingIdByTicketCode } from '../booking/booking.ticket.js';

/** The booking a scanned ticket code belongs to, or null (the ticket module's constant-time look-up). */
export const bookingIdOfTicket = (
  em: EntityManager,
  hasher: SecretHasher,
  code: string,
): Promise<number | null> => findBookingIdByTicketCode(em, hasher, code);
