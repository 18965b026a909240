import {
  bankAccountSchema,
  toBankAccount,
  type BankAccount,
} from '../../../../domain/schemas/bankAccount.js';
import type { AppContext } from '../../context.js';
import { validate } from '../../common/validate.js';
import { readSetting } from '../../platform/app-setting/app-setting.service.js';
import { writeAuditedSetting } from '../audit/audited-setting.js';
import { notify } from '../../platform/pubsub/pubsub.js';
import {
  instructionsFrom,
  PAYMENT_INSTRUCTIONS_CHANNEL,
  PAYMENT_INSTRUCTIONS,
} from './payment-instructions.js';

/**
 * The owner's payment instructions (issue 34 point 7): the bank account guests are told to pay into,
 * kept in app_setting; without one, PAYMENT_INSTRUCTIONS* (or the placeholder) as before.
 */
function view(ctx: Pick<AppContext, 'paymentInstructions'>, account: BankAccount | null) {
  const texts = instructionsFrom(account, ctx.paymentInstructions.environment);
  return {
    bankAccount: account,
    texts,
    placeholderLanguages: texts.filter((t) => t.source === 'placeholder').map((t) => t.language),
  };
}

/** The account as stored (not as this instance last heard of it), and what each language is told. */
export async function paymentInstructions(ctx: AppContext) {
  return view(ctx, await readSetting(ctx.em, PAYMENT_INSTRUCTIONS));
}

/**
 * Sets the account (validated by the domain's schema), or with null goes back to the environment's
 * texts. Audited as a settings change, announced to every instance when it commits; this instance
 * uses it at once.
 */
export async function setPaymentInstructions(ctx: AppContext, input: unknown) {
  const account = input == null ? null : toBankAccount(validate(bankAccountSchema, input));
  await ctx.em.fork().transactional(async (em) => {
    await writeAuditedSetting(em, ctx, PAYMENT_INSTRUCTIONS, account);
    await notify(em, PAYMENT_INSTRUCTIONS_CHANNEL, '');
    await em.flush();
  });
  ctx.paymentInstructions.use(account);
  return view(ctx, account);
}

/** The languages whose guests are still told the placeholder account (the dashboard's banner). */
export const placeholderLanguages = (ctx: Pick<AppContext, 'paymentInstructions'>) =>
  ctx.paymentInstructions.placeholderLanguages();
