import type { MessageDescriptor } from '@lingui/core';
import type { Language } from '../../../../../domain/constants.js';
import {
  bankNamesIn,
  type BankAccount,
  type TransferFees,
} from '../../../../../domain/schemas/bankAccount.js';
import { mailI18n } from './i18n.js';

const FEES: Record<TransferFees, MessageDescriptor> = {
  guest: /*i18n*/ {
    id: 'mail.bankTransfer.fees.guest',
    message:
      'Transfer fees are yours, including any that banks on the way deduct (choose OUR when sending from abroad): the full amount due must reach us.',
  },
  shared: /*i18n*/ {
    id: 'mail.bankTransfer.fees.shared',
    message:
      "Transfer fees are shared: you pay your bank's, we pay ours (choose SHA when sending from abroad).",
  },
  us: /*i18n*/ {
    id: 'mail.bankTransfer.fees.us',
    message: 'We pay the transfer fees: send the amount due, and what banks deduct on the way is on us.',
  },
};

/**
 * How to pay by bank transfer into the owner's account (set in the back office), in a guest's
 * language: the look-up page and the booking mails print it as they print PAYMENT_INSTRUCTIONS.
 */
export function bankTransferText(language: Language, account: BankAccount): string {
  const i18n = mailI18n(language);
  const { bankName, accountHolder } = bankNamesIn(account, language);
  return i18n._({
    id: 'mail.bankTransfer.text',
    message:
      'Bank transfer (KRW) to {bankName} (SWIFT/BIC {swift}), account holder {accountHolder}, account number {accountNumber}. {fees} Put your booking number in the transfer note.',
    values: {
      bankName,
      accountHolder,
      swift: account.swift,
      accountNumber: account.accountNumber,
      fees: i18n._(FEES[account.transferFees]),
    },
  });
}
