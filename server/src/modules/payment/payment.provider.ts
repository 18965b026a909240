import type { Language } from '../../../../domain/constants.js';
import { transferReference, type PaymentMethod, type PaymentWay } from '../../../../domain/payment.js';
import type { Config } from '../../config.js';
import { mailI18n } from '../mail/templates/i18n.js';
import { ON_SITE_INSTRUCTIONS } from '../mail/templates/payment-copy.js';

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

/**
 * Bank transfer (the one the site uses): the team's account in the guest's language. The app hands
 * every part the live texts as `config.paymentInstructions` (payment-instructions.ts): the account an
 * owner set in the back office, else PAYMENT_INSTRUCTIONS*, else the placeholder.
 */
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
 * Paying on the day (issue 34 point 3): for a booking approved too close to its date for a transfer;
 * staff record the cash or card payment. Nothing to transfer, so no account and no reference to write.
 */
export function onSite(): PaymentProvider {
  return {
    method: 'cash_on_site',
    instructions: ({ id, language }) => ({
      method: 'cash_on_site',
      text: mailI18n(language)._(ON_SITE_INSTRUCTIONS),
      reference: transferReference(id),
    }),
  };
}

/**
 * The provider guests are asked to pay through, for the look-up page and the booking mails alike, by
 * the way fixed at approval (domain/payment.ts): the one place an online provider is chosen once there
 * is one (it becomes a third way, and this switch says where it goes).
 */
export function guestPaymentProvider(
  config: Pick<Config, 'paymentInstructions'>,
  way: PaymentWay | null | undefined = 'bank_transfer',
): PaymentProvider {
  switch (way ?? 'bank_transfer') {
    case 'bank_transfer':
      return bankTransfer(config);
    case 'on_site':
      return onSite();
  }
}
