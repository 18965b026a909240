import type { Language } from '../../../../domain/constants.js';
import { transferReference, type PaymentMethod } from '../../../../domain/payment.js';
import type { Config } from '../../config.js';

/** What a guest is told about paying a booking (the look-up page; the approval mail says the same). */
export interface GuestPaymentInstructions {
  method: PaymentMethod;
  /** How to pay, in the guest's language (for a bank transfer: the account and what to write on it). */
  text: string;
  /** What to write on the transfer (the booking number, #123). */
  reference: string;
  /** Where to pay online, for a provider that takes payments itself (none does yet). */
  payUrl?: string;
}

/**
 * How guests pay. The booking flow knows only this interface: approval fixes the amount due, the
 * guest is shown `instructions`, and money that arrives becomes payment records (`addPayment`), by
 * staff, by a bank statement import, or, for an online provider, by its webhook. A card provider
 * adds `payUrl` (a checkout link) and a webhook route that records its payments; nothing in the
 * booking module changes.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  instructions(booking: { id: number; language: Language }): GuestPaymentInstructions;
}

/** Bank transfer (the one the site uses): the team's account from PAYMENT_INSTRUCTIONS*, in the guest's language. */
export function bankTransfer(config: Pick<Config, 'paymentInstructions'>): PaymentProvider {
  return {
    method: 'bank_transfer',
    instructions: ({ id, language }) => ({
      method: 'bank_transfer',
      text: config.paymentInstructions[language],
      reference: transferReference(id),
    }),
  };
}

/**
 * The provider guests are asked to pay through, for the look-up page and the booking mails alike:
 * the one place an online provider is chosen once there is one.
 */
export const guestPaymentProvider = (config: Pick<Config, 'paymentInstructions'>): PaymentProvider =>
  bankTransfer(config);
