import { badInput, conflict, notFound } from '../../common/errors.js';
import { promoRefusalMessage } from '../../../../domain/promo.js';

/** The promo-code module's messages; the rules' own are in domain/schemas/promo.ts and domain/promo.ts. */
export const PROMO_CODE_ERRORS = {
  notFound: 'Promo code not found.',
  taken: 'This code exists already. Please choose another.',
  used: 'This code has been used: it cannot be deleted or renamed. Switch it off instead.',
} as const;

export const promoCodeNotFound = () => notFound(PROMO_CODE_ERRORS.notFound);
export const promoCodeTaken = () => conflict(PROMO_CODE_ERRORS.taken, { reason: 'code_taken' });
export const promoCodeUsed = () => conflict(PROMO_CODE_ERRORS.used, { reason: 'code_used' });

/**
 * A code refused for a booking: the same words and code whatever the reason (unknown, off, out of its
 * windows, used up, too few guests), in the guest's language; the reason goes to the log only.
 */
export const promoRefused = (language: unknown) =>
  badInput(promoRefusalMessage(language), { reason: 'promo_code' });
