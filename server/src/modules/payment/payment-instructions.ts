import type { EntityManager } from '@mikro-orm/postgresql';
import { LANGUAGES, type Language } from '../../../../domain/constants.js';
import {
  bankAccountSchema,
  toBankAccount,
  type BankAccount,
} from '../../../../domain/schemas/bankAccount.js';
import type { Logger } from '../../common/logger.js';
import { PAYMENT_PLACEHOLDER } from '../../config.js';
import { readSetting, type SettingKey } from '../../platform/app-setting/app-setting.service.js';
import { bankTransferText } from '../mail/templates/bankTransfer.js';
import type { PgPubSub } from '../../platform/pubsub/pubsub.js';

/** The app_setting row of the owner's bank account (JSON), and the channel that says it changed. */
export const PAYMENT_INSTRUCTIONS_SETTING = 'payment-instructions';
export const PAYMENT_INSTRUCTIONS_CHANNEL = 'payment_instructions';

/**
 * Where what guests of a language are told comes from: the account the owner set in the back office,
 * the PAYMENT_INSTRUCTIONS* environment, or neither (the built-in placeholder account).
 */
export type InstructionsSource = 'back_office' | 'environment' | 'placeholder';

/** A stored account, or null when none is stored or what is stored no longer reads as one. */
export function parseBankAccount(value: string | null): BankAccount | null {
  if (value === null) return null;
  try {
    return toBankAccount(bankAccountSchema.validateSync(JSON.parse(value), { stripUnknown: true }));
  } catch {
    return null;
  }
}

/** The owner's bank account as a typed setting (what no longer reads as an account reads as unset). */
export const PAYMENT_INSTRUCTIONS: SettingKey<BankAccount> = {
  name: PAYMENT_INSTRUCTIONS_SETTING,
  parse: parseBankAccount,
  format: (account) => JSON.stringify(account),
};

/** What guests of each language are told about paying, given the stored account and the environment. */
export function instructionsFrom(account: BankAccount | null, environment: Record<Language, string>) {
  return LANGUAGES.map((language) => {
    const text = account ? bankTransferText(language, account) : environment[language];
    const source: InstructionsSource = account
      ? 'back_office'
      : text === PAYMENT_PLACEHOLDER[language]
        ? 'placeholder'
        : 'environment';
    return { language, text, source };
  });
}

declare module '../../context.js' {
  interface ModuleServices {
    /**
     * What guests are told about paying (the back office's account over PAYMENT_INSTRUCTIONS*), as
     * this instance knows it; `config.paymentInstructions` reads the same live texts.
     */
    paymentInstructions: PaymentInstructions;
  }
}

/**
 * The payment instructions of this process: the back office's account over the environment's texts.
 * `texts` reads like `Config.paymentInstructions` and is what the app hands the payment provider as
 * that, so the look-up page, the booking mails and the jobs that send them all say what the owner
 * set last. Loaded at start; every instance follows a change by the pub/sub channel (and re-reads
 * after its listener reconnects, when a notification may have been missed).
 */
export class PaymentInstructions {
  private account: BankAccount | null = null;
  /** The reads started: only the latest one's answer is kept (an older one may come back last). */
  private reads = 0;
  readonly texts: Readonly<Record<Language, string>>;

  constructor(
    /** The PAYMENT_INSTRUCTIONS* texts (or the placeholder): what applies while no account is set. */
    readonly environment: Readonly<Record<Language, string>>,
  ) {
    this.texts = Object.defineProperties(
      {},
      Object.fromEntries(
        LANGUAGES.map((language) => [language, { enumerable: true, get: () => this.text(language) }]),
      ),
    ) as Record<Language, string>;
  }

  /** The account set in the back office, or null. */
  get bankAccount(): BankAccount | null {
    return this.account;
  }

  text(language: Language): string {
    return this.account ? bankTransferText(language, this.account) : this.environment[language];
  }

  /** The languages whose guests would be told the placeholder account. */
  placeholderLanguages(): Language[] {
    return instructionsFrom(this.account, this.environment)
      .filter((i) => i.source === 'placeholder')
      .map((i) => i.language);
  }

  /** Takes an account just stored by this instance, without waiting for the notification. */
  use(account: BankAccount | null): void {
    this.reads += 1;
    this.account = account;
  }

  /** Reads the stored account. */
  async load(em: EntityManager): Promise<void> {
    const read = ++this.reads;
    const account = await readSetting(em, PAYMENT_INSTRUCTIONS);
    if (read === this.reads) this.account = account;
  }

  /** Follows changes made on any instance: re-reads on each notification and after each reconnect. */
  follow(pubsub: PgPubSub, fork: () => EntityManager, logger: Logger): void {
    const reload = () =>
      this.load(fork()).catch((error: unknown) =>
        logger.error({ err: error }, 'could not read the payment instructions'),
      );
    pubsub.subscribe(PAYMENT_INSTRUCTIONS_CHANNEL, reload);
    pubsub.onConnect(reload);
  }

  /** The start's warning while guests would be told to pay into the placeholder account. */
  warnIfPlaceholder(logger: Logger): void {
    const languages = this.placeholderLanguages();
    if (!languages.length) return;
    logger.warn(
      { languages },
      `payment instructions are the placeholder account (Example Bank 000-000000-00-000) for ${languages.join(', ')}: ` +
        'guests would be told to pay into an account that does not exist. An owner sets the real one in the ' +
        'back office (Settings, Payment instructions), or set PAYMENT_INSTRUCTIONS.',
    );
  }
}
