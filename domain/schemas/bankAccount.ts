import { array, object, string, type InferType } from 'yup';
import { LANGUAGES, type Language } from '../constants.js';

/**
 * The team's bank account as the owner sets it in the back office (issue 34 point 7): what guests
 * are told to pay into, in each language. The number, the bank's SWIFT/BIC and who pays the fees are
 * one for every language (a number that differed by language would be a wrong number for someone);
 * the bank's and the holder's names are given in English and, where the bank writes them otherwise,
 * per language (a language without its own uses the English ones).
 */
export const TRANSFER_FEES = ['guest', 'shared', 'us'] as const;
export type TransferFees = (typeof TRANSFER_FEES)[number];

export const BANK_ACCOUNT_LIMITS = { name: 100, accountNumber: 30 } as const;

/** Digits with the hyphens or spaces banks print between groups ("110-123-456789"). */
const ACCOUNT_NUMBER = /^\d[\d -]*\d$/;
/** A SWIFT/BIC: bank (4 letters), country (2), location (2), branch (3, optional). */
const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export type BankAccountMessages = {
  bankNameRequired: string;
  accountHolderRequired: string;
  nameTooLong: string;
  englishRequired: string;
  languageInvalid: string;
  languageTwice: string;
  accountNumberInvalid: string;
  accountNumberPlaceholder: string;
  swiftInvalid: string;
  transferFeesInvalid: string;
};

export const BANK_ACCOUNT_MESSAGES: BankAccountMessages = {
  bankNameRequired: "Please enter the bank's name.",
  accountHolderRequired: "Please enter the account holder's name.",
  nameTooLong: `A name must be at most ${BANK_ACCOUNT_LIMITS.name} characters.`,
  englishRequired: "The bank's and the account holder's names in English are required.",
  languageInvalid: `The language must be one of ${LANGUAGES.join(', ')}.`,
  languageTwice: 'Each language may be given once.',
  accountNumberInvalid: `The account number must be 6 to ${BANK_ACCOUNT_LIMITS.accountNumber} characters of digits, with hyphens or spaces between groups.`,
  accountNumberPlaceholder:
    "This is the placeholder account number (all zeros): enter the team's real account number.",
  swiftInvalid: "The SWIFT/BIC must be the bank's 8 or 11 letters and digits (e.g. SHBKKRSE).",
  transferFeesInvalid: `Who pays the transfer fees must be one of ${TRANSFER_FEES.join(', ')}.`,
};

/**
 * The names of one language. English needs both; another language gives both or neither (neither:
 * its guests read the English names).
 */
function namesSchema(m: BankAccountMessages) {
  const needed = (message: string, other: 'bankName' | 'accountHolder') =>
    string()
      .trim()
      .default('')
      .max(BANK_ACCOUNT_LIMITS.name, m.nameTooLong)
      .test('needed', message, function (value) {
        const parent = this.parent as { language?: string } & Record<string, string | undefined>;
        return Boolean(value) || (parent.language !== 'ENG' && !parent[other]?.trim());
      });
  return object({
    language: string()
      .required(m.languageInvalid)
      .oneOf([...LANGUAGES], m.languageInvalid),
    bankName: needed(m.bankNameRequired, 'accountHolder'),
    accountHolder: needed(m.accountHolderRequired, 'bankName'),
  });
}

export function createBankAccountSchema(m: BankAccountMessages = BANK_ACCOUNT_MESSAGES) {
  return object({
    accountNumber: string()
      .trim()
      .required(m.accountNumberInvalid)
      .max(BANK_ACCOUNT_LIMITS.accountNumber, m.accountNumberInvalid)
      .matches(ACCOUNT_NUMBER, m.accountNumberInvalid)
      .test('digits', m.accountNumberInvalid, (v) => (v?.replace(/\D/g, '').length ?? 0) >= 6)
      .test('not-placeholder', m.accountNumberPlaceholder, (v) => !v || /[1-9]/.test(v)),
    swift: string()
      .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v))
      .required(m.swiftInvalid)
      .matches(SWIFT, m.swiftInvalid),
    transferFees: string()
      .required(m.transferFeesInvalid)
      .oneOf([...TRANSFER_FEES], m.transferFeesInvalid),
    names: array(namesSchema(m))
      .required(m.englishRequired)
      .test('english', m.englishRequired, (names) => !!names?.some((n) => n.language === 'ENG'))
      .test(
        'once',
        m.languageTwice,
        (names) => new Set(names?.map((n) => n.language)).size === (names?.length ?? 0),
      ),
  });
}

export const bankAccountSchema = createBankAccountSchema();
export type BankAccountInput = InferType<typeof bankAccountSchema>;

export interface BankNames {
  language: Language;
  bankName: string;
  accountHolder: string;
}

/** A validated account as stored: only the languages that have names of their own (English first). */
export interface BankAccount {
  accountNumber: string;
  swift: string;
  transferFees: TransferFees;
  names: BankNames[];
}

/** The stored form of a validated input: blank languages left out, in the product's language order. */
export function toBankAccount(input: BankAccountInput): BankAccount {
  const names = LANGUAGES.flatMap((language) => {
    const given = input.names.find((n) => n.language === language);
    return given && given.bankName && given.accountHolder
      ? [{ language, bankName: given.bankName, accountHolder: given.accountHolder }]
      : [];
  });
  return {
    accountNumber: input.accountNumber,
    swift: input.swift,
    transferFees: input.transferFees as TransferFees,
    names,
  };
}

/** The names guests of a language read: that language's own, else the English ones. */
export function bankNamesIn(account: BankAccount, language: Language): BankNames {
  return (
    account.names.find((n) => n.language === language) ?? account.names.find((n) => n.language === 'ENG')!
  );
}
